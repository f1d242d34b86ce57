/// The color spaces of CSS Color 4, by the names the Design Tokens color module (2025.10) gives them
/// in its `colorSpace` (CSS's own `color()` takes the RGB and XYZ ones by the same names, and `xyz`
/// for `xyz-d65`), with the range each component is written in and what a CSS percentage of it is.
/// `srgb` and `display-p3` are palettec's own spaces and are kept as they are; every other one is
/// converted (see `CSSColorConversion`).
enum CSSColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// A component as the module bounds it: inclusive ranges, but for a hue, which wraps.
    struct Component {
        enum Kind {
            case range(ClosedRange<Double>)
            /// A hue in degrees: `[0, 360)`; other angles are read modulo 360, as CSS reads them.
            case hue
            /// Any finite number (XYZ).
            case unbounded
            /// A range the module leaves open (Lab's and OKLab's a and b, chroma) and palettec closes
            /// past every color the module's spaces hold: ProPhoto RGB, the widest, reaches a chroma
            /// of 1.41 in OKLab (its blue) and 240 in CIELab (its green). Far beyond that, the
            /// conversion through XYZ loses the lightness, and gamut mapping would write black or white.
            case bounded(ClosedRange<Double>)
        }

        /// OKLab's a and b, and OKLCH's chroma, up to this magnitude.
        static let okChromaLimit = 1.5
        /// CIELab's a and b, and LCH's chroma, up to this magnitude.
        static let labChromaLimit = 250.0

        var name: String
        var kind: Kind
        /// What 100% is in CSS's text (`lab(50% 40% -20%)`): nil for a hue, which takes no percentage.
        var percentReference: Double?

        init(name: String, kind: Kind, percentReference: Double? = nil) {
            self.name = name
            self.kind = kind
            self.percentReference = percentReference
        }
    }

    /// The three components, in the order `components` lists them, with CSS Color 4's percentage
    /// references: 1 for the RGB and XYZ spaces, 100 for HSL's and HWB's percentages and Lab's
    /// lightness, 125 for Lab's a and b, 150 for LCH's chroma, 0.4 for OKLab's a and b and OKLCH's chroma.
    var components: [Component] {
        let unit = Component.Kind.range(0...1), percent = Component.Kind.range(0...100)
        func rectangular(_ names: [String], _ kind: Component.Kind) -> [Component] {
            names.map { Component(name: $0, kind: kind, percentReference: 1) }
        }
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return rectangular(["red", "green", "blue"], unit)
        case .xyzD65, .xyzD50:
            // The module writes [0 - 1], but D65 white itself has Z = 1.089: XYZ is read unbounded.
            return rectangular(["X", "Y", "Z"], .unbounded)
        case .hsl, .hwb:
            let (second, third) = self == .hsl ? ("saturation", "lightness") : ("whiteness", "blackness")
            return [
                .init(name: "hue", kind: .hue), .init(name: second, kind: percent, percentReference: 100),
                .init(name: third, kind: percent, percentReference: 100),
            ]
        case .lab, .lch, .oklab, .oklch:
            let isCIE = self == .lab || self == .lch
            let lightness =
                isCIE
                ? Component(name: "lightness", kind: percent, percentReference: 100)
                : Component(name: "lightness", kind: unit, percentReference: 1)
            let limit = isCIE ? Component.labChromaLimit : Component.okChromaLimit
            if self == .lab || self == .oklab {
                let axis = Component.Kind.bounded(-limit...limit), reference = isCIE ? 125 : 0.4
                return [
                    lightness, .init(name: "a", kind: axis, percentReference: reference),
                    .init(name: "b", kind: axis, percentReference: reference),
                ]
            }
            return [
                lightness, .init(name: "chroma", kind: .bounded(0...limit), percentReference: isCIE ? 150 : 0.4),
                .init(name: "hue", kind: .hue),
            ]
        }
    }

    /// The space palettec keeps as written, or nil when the color is converted.
    var paletteSpace: ColorSpace? {
        switch self {
        case .srgb: return .sRGB
        case .displayP3: return .displayP3
        default: return nil
        }
    }

    static let names = allCases.map(\.rawValue)
}
