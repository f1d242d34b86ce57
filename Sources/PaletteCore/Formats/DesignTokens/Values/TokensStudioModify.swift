/// Tokens Studio's color modifier: `"$extensions": {"studio.tokens": {"modify": {"type": "darken",
/// "value": "0.1", "space": "lch"}}}` on a color token, whose color is then its resolved `$value`
/// changed by it, in each theme separately. As tokens-studio/figma-plugin defines it (commit 356712ade,
/// `packages/tokens-studio-for-figma/src/`): `types/Modifier.ts` (`type`, `value`, `space`, and a mix's
/// `color`), `utils/modifyColor.ts` and `utils/color/{lighten,darken,mix,transparentize}.ts` (the
/// math; `mix` is color.js's `Color.mix`, alpha apart from color), applied by `utils/TokenResolver.ts`,
/// which first resolves references in `value` and `color` and ends in `convertModifiedColorToHex`
/// (8-bit sRGB hex). `value` is read with JavaScript's `Number(…)`: a plain number, as a JSON number or
/// a string, or a reference to a token holding one.
struct TokensStudioModify {
    enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// Tokens Studio's spaces (`constants/ColorSpaceTypes.ts`); its `p3` is CSS's `display-p3`.
    enum Space: String, CaseIterable {
        case lch, srgb, p3, hsl

        var lightness: LightnessSpace {
            switch self {
            case .lch: .lch
            case .srgb: .srgb
            case .p3: .displayP3
            case .hsl: .hsl
            }
        }

        var mix: MixSpace {
            switch self {
            case .lch: .lch
            case .srgb: .srgb
            case .p3: .displayP3
            case .hsl: .hsl
            }
        }

        init?(_ space: LightnessSpace) {
            self.init(rawValue: space == .displayP3 ? Space.p3.rawValue : space.rawValue)
        }

        /// Tokens Studio's name for a palette's mix space, when it has one.
        init?(_ space: MixSpace) {
            self.init(rawValue: space == .displayP3 ? Space.p3.rawValue : space.rawValue)
        }
    }

    /// A value written out, or the token whose value it is (as written, for messages).
    enum Operand<Literal> {
        case literal(Literal)
        case reference(TokenPath, written: Located<String>)
    }

    static let vendor = "studio.tokens"
    static let key = "modify"

    enum Member: String {
        case type, value, space, color
    }

    var kind: Kind
    var space: Space
    /// `value`: the amount, from 0 to 1.
    var amount: Operand<Double>
    /// A mix's `color`: a color written out (its JSON), or a color token.
    var color: Operand<JSONNode>?
    /// The `modify` object.
    var location: SourceLocation

    /// "darken 0.1", as messages name it.
    var written: String

    /// The modifier a token's `$extensions` hold, nil for none, or what is wrong with it, at its place.
    static func read(_ leaf: TokenLeafNode) -> Result<TokensStudioModify, DiagnosticError>? {
        guard let node = leaf.extensions?[vendor]?[key] else { return nil }
        let file = leaf.file
        let location = node.location(in: file)
        let shape = "Tokens Studio's modifier is {\"type\": \"darken\", \"value\": \"0.1\", \"space\": \"lch\"}"
        if case .null = node.value { return nil }
        guard node.object != nil else {
            return .failure(.error("\(shape), not \(node.kindDescription)", at: location))
        }
        func member(_ name: Member) -> JSONNode? { node[name.rawValue] }
        func text(_ name: Member) -> Located<String>? {
            guard let value = member(name) else { return nil }
            switch value.value {
            case .string(let text), .number(let text): return Located(value: text, location: value.location(in: file))
            default: return nil
            }
        }
        func choice<Choice: RawRepresentable & CaseIterable>(
            _ name: Member, _: Choice.Type
        ) -> Result<
            Choice, DiagnosticError
        > where Choice.RawValue == String {
            let names = Choice.allCases.map(\.rawValue)
            let list = ChoiceText.quotedList(names, joinedBy: "or")
            guard let written = text(name) else {
                return .failure(
                    .error(
                        "its Tokens Studio modifier has no \(name.rawValue) (\(shape)); write \(list)",
                        at: member(name)?.location(in: file) ?? location))
            }
            if let choice = Choice(rawValue: written.value) { return .success(choice) }
            let hint = Suggestion.closest(to: written.value, in: names).map { "did you mean '\($0)'? " } ?? ""
            return .failure(
                .error(
                    "'\(written.value.abbreviated)' is no \(name.rawValue) of Tokens Studio's modifiers; \(hint)write "
                        + "\(list)",
                    at: written.location))
        }

        let kind: Kind
        let space: Space
        switch (choice(.type, Kind.self), choice(.space, Space.self)) {
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        case (.success(let readKind), .success(let readSpace)): (kind, space) = (readKind, readSpace)
        }

        guard let value = text(.value) else {
            return .failure(
                .error(
                    "its Tokens Studio modifier has no value (\(shape)); write a number from 0 to 1",
                    at: member(.value)?.location(in: file) ?? location))
        }
        let amount: Operand<Double>
        if let path = TokenPath.reference(value.value) {
            amount = .reference(path, written: value)
        } else {
            switch ColorValueParser.unit(value.value.trimmingWhitespace(), named: "its Tokens Studio modifier's value")
            {
            case .success(let number): amount = .literal(number)
            case .failure(let error): return .failure(.error(error.message, at: value.location))
            }
        }

        var color: Operand<JSONNode>?
        if kind == .mix {
            guard let node = member(.color) else {
                return .failure(
                    .error(
                        "its Tokens Studio modifier mixes toward no color; add \"color\": \"#000000\" or a reference "
                            + "such as \"{colors.black}\"", at: location))
            }
            if let written = node.string, let path = TokenPath.reference(written) {
                color = .reference(path, written: Located(value: written, location: node.location(in: file)))
            } else {
                color = .literal(node)
            }
        }
        let shown = kind == .mix ? "\(kind.rawValue) \(value.value.abbreviated)" : "\(kind.rawValue) \(value.value)"
        return .success(
            TokensStudioModify(
                kind: kind, space: space, amount: amount, color: color, location: location,
                written: shown.abbreviated))
    }

    /// The operation, given its amount and (for a mix, nil without it) the color it mixes toward.
    func operation<Other>(amount: Double, toward other: Other?) -> ColorOperation<Other>? {
        switch kind {
        case .alpha: .opacity(amount)
        case .lighten: .lighten(amount, space: space.lightness)
        case .darken: .darken(amount, space: space.lightness)
        case .mix: other.map { .mix(toward: $0, amount: amount, space: space.mix) }
        }
    }

    /// The color Tokens Studio computes: a mix as color.js mixes, alpha apart from color; the rest as
    /// a palette computes them (`LightnessShift` is Tokens Studio's own lighten and darken).
    static func computed<Other>(_ operation: ColorOperation<Other>, from color: RGBA, toward other: RGBA?) -> RGBA {
        guard case .mix(_, let amount, let space) = operation else { return operation.apply(to: color, toward: other) }
        return ColorMix.mix(color, other ?? color, amount: amount, in: space, alpha: .separate)
    }

    /// Whether a palette's mix (CSS's, premultiplied) makes the color Tokens Studio's does: the two
    /// agree when both colors have the same alpha (opaque, typically), up to rounding.
    static func paletteMixAgrees(_ first: RGBA, _ second: RGBA, amount: Double, in space: MixSpace) -> Bool {
        guard first.alpha == second.alpha else { return false }
        let css = ColorMix.mix(first, second, amount: amount, in: space)
        let colorJS = ColorMix.mix(first, second, amount: amount, in: space, alpha: .separate)
        return css.space == colorJS.space
            && zip(css.components, colorJS.components).allSatisfy { abs($0 - $1) <= agreement }
    }

    /// Components within this are one color: far below a byte (1/255), above float noise.
    static let agreement = 1e-7

    /// A modifier as Tokens Studio writes one, which `generate --tokens` writes for a made color:
    /// `{"type": "alpha", "value": "0.29", "space": "srgb"}`, and a mix's `"color"`.
    struct Written: Equatable {
        var kind: Kind
        var amount: Double
        var space: Space
        /// A mix's other color: a reference (`{Palette.black}`) or a color written out.
        var color: String?

        /// The modifier Tokens Studio writes for the operation, nil for one it has none for (a mix in
        /// oklab, oklch or srgb-linear). `toward`: a mix's other color as the modifier writes it.
        init?<Other>(_ operation: ColorOperation<Other>, toward: String?) {
            switch operation {
            case .opacity(let alpha): (kind, amount, space) = (.alpha, alpha, .srgb)
            case .lighten(let shift, let lightness):
                guard let named = Space(lightness) else { return nil }
                (kind, amount, space) = (.lighten, shift, named)
            case .darken(let shift, let lightness):
                guard let named = Space(lightness) else { return nil }
                (kind, amount, space) = (.darken, shift, named)
            case .mix(_, let share, let mixSpace):
                guard let named = Space(mixSpace), let toward else { return nil }
                (kind, amount, space, color) = (.mix, share, named, toward)
            }
        }

        /// The `modify` object, on one line; the amount as a string, as Tokens Studio writes it.
        func write(to sink: inout TextSink) {
            var members = [
                (Member.type, kind.rawValue), (.value, MadeColorText.fraction(amount)), (.space, space.rawValue),
            ]
            if let color { members.append((.color, color)) }
            for (index, (member, text)) in members.enumerated() {
                sink.write(index == 0 ? "{" : ", ")
                JSONValue.writeQuoted(member.rawValue, to: &sink)
                sink.write(": ")
                JSONValue.writeQuoted(text, to: &sink)
            }
            sink.write("}")
        }
    }
}
