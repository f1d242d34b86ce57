/// A change of hue a reader would name: both colors clearly colored (OKLCH chroma at least
/// `minimumChroma`), their hues at least `minimumTurn` degrees apart, as blue and orange are.
struct HueTurn: Equatable {
    /// About twice a just-noticeable difference: below it a color reads as a tinted gray.
    static let minimumChroma = 0.04
    /// A quarter turn: RGB inversion turns a saturated hue about halfway round (blue #0A84FF at 255°
    /// becomes orange #F57B00 at 57°); a turn this large is never a shade of the same color.
    static let minimumTurn = 90.0

    let from: String
    let to: String

    init?(from source: RGBA, to result: RGBA) {
        let before = source.oklch, after = result.oklch
        guard before.C >= Self.minimumChroma, after.C >= Self.minimumChroma else { return nil }
        let turn = abs(before.h - after.h).truncatingRemainder(dividingBy: 360)
        guard min(turn, 360 - turn) >= Self.minimumTurn else { return nil }
        from = Self.name(of: before.h)
        to = Self.name(of: after.h)
    }

    /// A plain name for an OKLCH hue angle, for messages.
    static func name(of hue: Double) -> String {
        switch hue {
        case 30..<75: "orange"
        case 75..<115: "yellow"
        case 115..<170: "green"
        case 170..<225: "cyan"
        case 225..<285: "blue"
        case 285..<320: "purple"
        case 320..<345: "pink"
        default: "red"
        }
    }
}
