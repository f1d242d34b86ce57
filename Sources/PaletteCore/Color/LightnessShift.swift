/// The spaces a made color's `lighter by` and `darker by` work in: Tokens Studio's four, by CSS's names
/// (its `p3` is `display-p3`), lch first as Tokens Studio's own default.
package enum LightnessSpace: String, CaseIterable, Sendable {
    case lch, hsl, srgb
    case displayP3 = "display-p3"

    static let standard = LightnessSpace.lch
}

/// Tokens Studio's `lighten` and `darken` color modifiers.
enum LightnessShift {
    static func lighten(_ color: RGBA, by amount: Double, in space: LightnessSpace) -> RGBA {
        preconditionFailure("LightnessShift.lighten is not written yet")
    }

    static func darken(_ color: RGBA, by amount: Double, in space: LightnessSpace) -> RGBA {
        preconditionFailure("LightnessShift.darken is not written yet")
    }
}
