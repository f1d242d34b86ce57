/// The color spaces of the Design Tokens color module (2025.10), by the names its `colorSpace`
/// takes, with the range each component is written in. `srgb` and `display-p3` are palettec's own
/// spaces and are kept as they are; every other one is converted (see `CSSColorConversion`).
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
    }

    /// The three components, in the order `components` lists them.
    var components: [Component] {
        let unit = Component.Kind.range(0...1), percent = Component.Kind.range(0...100)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return [.init(name: "red", kind: unit), .init(name: "green", kind: unit), .init(name: "blue", kind: unit)]
        case .xyzD65, .xyzD50:
            // The module writes [0 - 1], but D65 white itself has Z = 1.089: XYZ is read unbounded.
            return [
                .init(name: "X", kind: .unbounded), .init(name: "Y", kind: .unbounded),
                .init(name: "Z", kind: .unbounded),
            ]
        case .hsl:
            return [
                .init(name: "hue", kind: .hue), .init(name: "saturation", kind: percent),
                .init(name: "lightness", kind: percent),
            ]
        case .hwb:
            return [
                .init(name: "hue", kind: .hue), .init(name: "whiteness", kind: percent),
                .init(name: "blackness", kind: percent),
            ]
        case .lab:
            let axis = Component.Kind.bounded(-Component.labChromaLimit...Component.labChromaLimit)
            return [
                .init(name: "lightness", kind: percent), .init(name: "a", kind: axis), .init(name: "b", kind: axis),
            ]
        case .lch:
            return [
                .init(name: "lightness", kind: percent),
                .init(name: "chroma", kind: .bounded(0...Component.labChromaLimit)),
                .init(name: "hue", kind: .hue),
            ]
        case .oklab:
            let axis = Component.Kind.bounded(-Component.okChromaLimit...Component.okChromaLimit)
            return [.init(name: "lightness", kind: unit), .init(name: "a", kind: axis), .init(name: "b", kind: axis)]
        case .oklch:
            return [
                .init(name: "lightness", kind: unit),
                .init(name: "chroma", kind: .bounded(0...Component.okChromaLimit)),
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
