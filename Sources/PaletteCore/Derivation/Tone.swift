/// `derive: tone`: where designers put a color's dark and high-contrast values, fitted on design
/// systems' own pairs (`ToneCalibration`, written by Scripts/tone-calibration/calibrate.py).
///
/// In OKLCH: lightness goes through the curve (for dark) or moves away from the appearance's
/// background (high contrast: darker in light, lighter in dark); chroma is scaled as the designers'
/// were; hue is kept; the result is gamut-mapped (CSS Color 4) into the color's own space. A written
/// `curve` replaces the lightness step, `lightness` and `chroma` then adjust the result. `role: accent`
/// takes the dark's curve and chroma scale from the accent calibration instead.
///
/// With an anchor (the palette's `background:`), the dark follows its role's curve
/// (`ToneRoleCalibration`, written from Data/tone/roles.json) in `Δ = L(anchor.light) − L`, how far the
/// color lies below the light background, and high contrast moves away from that appearance's anchor.
enum Tone {
    static let darkLightness = PiecewiseLinear(ToneCalibration.lightnessKnots.map { .init($0.light, $0.dark) })
    static let darkChromaScale = PiecewiseLinear(ToneCalibration.chromaKnots.map { .init($0.lightness, $0.scale) })
    static let accentLightness = PiecewiseLinear(ToneCalibration.accentLightnessKnots.map { .init($0.light, $0.dark) })
    static let accentChromaScale = PiecewiseLinear(ToneCalibration.accentChromaKnots.map { .init($0.lightness, $0.scale) })

    /// Each role's anchored `g` and `s`, by `ToneRole.allCases` order.
    static let roleCurves: [(form: ToneRoleCalibration.Form, lightness: PiecewiseLinear, chromaScale: PiecewiseLinear)] =
        ToneRole.allCases.map { role in
            let curve = ToneRoleCalibration.curve(for: role)
            return (curve.form, PiecewiseLinear(curve.lightnessKnots.map { .init($0.delta, $0.offset) }),
                    PiecewiseLinear(curve.chromaKnots.map { .init($0.delta, $0.scale) }))
        }

    static func derive(
        _ color: RGBA, for appearance: Appearance, role: ToneRole? = nil, anchor: ToneAnchor? = nil,
        curve: ToneCurve?, chroma: ComponentAdjustment?, lightness: ComponentAdjustment?
    ) -> RGBA {
        let step = anchor.map { anchoredStep(for: appearance, role: role ?? .surface, anchor: $0) }
            ?? defaultStep(for: appearance, role: role)
        return color.perceptuallyMapped(
            lightness: { source in
                let moved = curve?(source) ?? step.lightness(source)
                return lightness?.apply(to: moved) ?? moved
            },
            chroma: { source in
                let scaled = source * step.chromaScale(OKLab(color).L)
                return chroma?.apply(to: scaled) ?? scaled
            }
        ).rgba
    }

    /// The calibrated lightness move and chroma scale (by the source's lightness) for one appearance.
    private static func defaultStep(
        for appearance: Appearance, role: ToneRole?
    ) -> (lightness: (Double) -> Double, chromaScale: (Double) -> Double) {
        switch (appearance, role) {
        case (.dark, .accent), (.light, .accent):
            return ({ accentLightness($0) }, { accentChromaScale($0) })
        case (.dark, _), (.light, _):
            return ({ darkLightness($0) }, { darkChromaScale($0) })
        case (.highContrastLight, _):
            let shift = ToneCalibration.highContrastLight
            return ({ $0 - shift.lightnessShift }, { _ in shift.chromaScale })
        case (.highContrastDark, _):
            let shift = ToneCalibration.highContrastDark
            return ({ $0 + shift.lightnessShift }, { _ in shift.chromaScale })
        }
    }

    /// The role's curve placed by the anchor (dark), or the distance from that appearance's anchor scaled
    /// and moved (high contrast: from the light value for light, the dark value for dark).
    private static func anchoredStep(
        for appearance: Appearance, role: ToneRole, anchor: ToneAnchor
    ) -> (lightness: (Double) -> Double, chromaScale: (Double) -> Double) {
        let anchorLight = anchor.lightL, anchorDark = anchor.darkL
        switch appearance {
        case .dark, .light:
            let curve = roleCurves[role.index]
            return ({ darkLightness(of: $0, role: role, anchor: anchor).placed },
                    { curve.chromaScale(position(of: $0, form: curve.form, anchorLight: anchorLight)) })
        case .highContrastLight:
            let step = ToneRoleCalibration.highContrastLight
            return ({ anchorLight - (step.distanceScale * (anchorLight - $0) + step.distanceShift) }, { _ in step.chromaScale })
        case .highContrastDark:
            let step = ToneRoleCalibration.highContrastDark
            return ({ anchorDark + (step.distanceScale * ($0 - anchorDark) + step.distanceShift) }, { _ in step.chromaScale })
        }
    }
}

extension Tone {
    /// The anchored dark's lightness for a light color of `lightness`: the role's curve placed as its form
    /// says. Text and borders never land below the dark anchor when their light lies at or below the light
    /// one (a dark anchor lighter than the curve's start would put them there): `raised` says they were
    /// lifted to it.
    static func darkLightness(of lightness: Double, role: ToneRole, anchor: ToneAnchor) -> (placed: Double, raised: Bool) {
        let curve = roleCurves[role.index]
        let anchorLight = anchor.lightL, anchorDark = anchor.darkL
        let g = curve.lightness(position(of: lightness, form: curve.form, anchorLight: anchorLight))
        let placed: Double
        switch curve.form {
        case .offset: placed = anchorDark + g
        case .normalized: placed = anchorDark + (1 - anchorDark) * g
        case .absolute: placed = g
        }
        guard role.staysOnItsSideOfTheAnchor, lightness <= anchorLight, placed < anchorDark else { return (placed, false) }
        return (anchorDark, true)
    }

    /// Where the curves are read: Δ = L(anchor.light) − L, how far below the light background (over
    /// L(anchor.light) in the normalized form); the curves are flat beyond their knots, so it is clamped to 0…1.
    private static func position(of lightness: Double, form: ToneRoleCalibration.Form, anchorLight: Double) -> Double {
        let delta = anchorLight - lightness
        return form == .normalized ? (anchorLight > 0 ? delta / anchorLight : 0) : delta
    }
}

extension ToneRole {
    /// Its place in `allCases`, where `Tone.roleCurves` keeps its curves.
    var index: Int { ToneRole.allCases.firstIndex(of: self)! }

    /// Text and borders are drawn on the background: in dark they are never darker than its dark.
    var staysOnItsSideOfTheAnchor: Bool { self == .text || self == .border }
}
