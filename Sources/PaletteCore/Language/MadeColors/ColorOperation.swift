/// One way a made color changes the color it is made from, with its settings. `Operand` is what a mix
/// mixes toward: a palette's `ColorOperand`, or an importer's own way of naming a color.
enum ColorOperation<Operand: Hashable & Sendable>: Hashable, Sendable {
    /// `at 29%`: the alpha set to 0.29.
    case opacity(Double)
    /// `mixed 20% toward {black} in oklab`: CSS `color-mix()` with 20% of the other color.
    case mix(toward: Operand, amount: Double, space: MixSpace)
    /// `lighter by 0.2 in lch`: Tokens Studio's `lighten`.
    case lighten(Double, space: LightnessSpace)
    /// `darker by 0.2 in lch`: Tokens Studio's `darken`.
    case darken(Double, space: LightnessSpace)

    /// The name the manifest records it by, in the place of a rule's.
    var kind: RuleKind {
        switch self {
        case .opacity: .opacity
        case .mix: .mix
        case .lighten: .lighten
        case .darken: .darken
        }
    }

    /// The color made from `color`; `other` is the mix's other color (ignored by the rest).
    func apply(to color: RGBA, toward other: RGBA?) -> RGBA {
        switch self {
        case .opacity(let alpha): return color.with(alpha: alpha)
        case .mix(_, let amount, let space): return ColorMix.mix(color, other ?? color, amount: amount, in: space)
        case .lighten(let amount, let space): return LightnessShift.lighten(color, by: amount, in: space)
        case .darken(let amount, let space): return LightnessShift.darken(color, by: amount, in: space)
        }
    }

    /// The same operation with its operand named another way.
    func mapOperand<Other>(_ transform: (Operand) -> Other) -> ColorOperation<Other> {
        switch self {
        case .opacity(let alpha): .opacity(alpha)
        case .mix(let operand, let amount, let space): .mix(toward: transform(operand), amount: amount, space: space)
        case .lighten(let amount, let space): .lighten(amount, space: space)
        case .darken(let amount, let space): .darken(amount, space: space)
        }
    }

    /// The mix's other color, if this is a mix.
    var operand: Operand? {
        if case .mix(let operand, _, _) = self { return operand }
        return nil
    }
}

extension RuleKind {
    /// Made colors' operations, as the manifest records them beside the rules.
    static let opacity = RuleKind("opacity")
    static let mix = RuleKind("mix")
    static let lighten = RuleKind("lighten")
    static let darken = RuleKind("darken")

    static let madeColorKinds: [RuleKind] = [.opacity, .mix, .lighten, .darken]
}
