/// Applies one rule to a color value.
enum RuleEvaluation {
    struct Failure: Error {
        var message: String
    }

    /// `against` is the contrast rule's background, in the same appearance; `appearance` is the one
    /// being derived (`tone` moves lightness by it).
    /// `anchor`: the palette's `background:`, which `tone` places its values against.
    static func apply(_ rule: DerivationRule, to color: RGBA, against: RGBA?, for appearance: Appearance = .dark,
                      anchor: ToneAnchor? = nil) -> Result<RGBA, Failure> {
        switch rule {
        case .invert:
            return .success(color.inverted)
        case .hsv(let hue, let saturation, let brightness):
            return .success(color.adjustingHSV(hue: hue, saturation: saturation, brightness: brightness))
        case .calendarText:
            return .success(CalendarColors.text(for: color))
        case .calendarBackground:
            return .success(CalendarColors.background(for: color))
        case .contrast(let reference, let ratio):
            guard let against else { return .failure(Failure(message: "'\(reference.name)' has no value here")) }
            let exact = ContrastSearch.adjust(color, against: against, ratio: ratio).mapError { unreachable in
                Failure(message: "no brightness of this hue and saturation reaches a contrast ratio of "
                    + "\(ContrastFormat.ratio(ratio)) against '\(reference.name)'; the best reachable is "
                    + "\(ContrastFormat.ratio(unreachable.bestRatio)). Lower \(RuleParameter.ratio.quotedName) or change the color")
            }
            return exact.flatMap { exact in
                guard let landed = EightBitContrast.nearestPassing(exact, against: against, ratio: ratio) else {
                    return .failure(Failure(message: "a contrast ratio of \(ContrastFormat.ratio(ratio)) against '\(reference.name)' "
                        + "is reached only between two bytes: no 8-bit color reaches it against \(against.hexColor.hex), "
                        + "the hex screens show. Lower \(RuleParameter.ratio.quotedName) a little or change the color"))
                }
                return .success(landed)
            }
        case .oklch(let lightness, let chroma):
            return .success(color.oklchInverted(lightness: lightness.map { $0.apply }, chroma: chroma.map { $0.apply }).rgba)
        case .tone(let curve, let chroma, let lightness, let role, _):
            return .success(Tone.derive(color, for: appearance, role: role, anchor: anchor, curve: curve, chroma: chroma, lightness: lightness))
        }
    }
}

extension RGBA {
    /// Hue in degrees wraps; saturation and brightness are clamped to 0-1; alpha and the space are kept.
    func adjustingHSV(hue: ComponentAdjustment?, saturation: ComponentAdjustment?, brightness: ComponentAdjustment?) -> RGBA {
        let hsv = self.hsv
        let adjusted = HSV(
            hue: hue?.apply(to: hsv.hue) ?? hsv.hue,
            saturation: min(max(saturation?.apply(to: hsv.saturation) ?? hsv.saturation, 0), 1),
            brightness: min(max(brightness?.apply(to: hsv.brightness) ?? hsv.brightness, 0), 1),
            alpha: hsv.alpha,
            space: space)
        return adjusted.rgba
    }
}
