/// Reading `tone`'s own parameters and keys: `role:`, `curve:` and `on:`.
extension RuleValueReader {
    /// A role's name, remembered with its place: every role but `accent` needs the palette's anchor.
    mutating func toneRole(of pair: YAMLPair) -> ToneRole? {
        guard let role = choice(of: pair, among: ToneRole.self, meaning: ToneRole.meaning) else { return nil }
        remember(role, at: pair.value.mark, for: .tone)
        return role
    }

    /// `curve: [[0, 1], [0.5, 0.66], [1, 0.13]]`: OKLCH lightness in and out, a monotone mapping.
    mutating func toneCurve(of pair: YAMLPair) -> ToneCurve? {
        let shape =
            "\(RuleParameter.curve.quotedName) needs a list of [in, out] lightness points, such as [[0, 1], [0.5, "
            + "0.66], [1, 0.13]]"
        guard case .sequence(let items) = pair.value.content else {
            error("\(shape); found \(pair.value.kindDescription)", at: pair.value.mark, notes: [])
            return nil
        }
        var points: [PiecewiseLinear.Point] = []
        for item in items {
            guard case .sequence(let numbers) = item.content, numbers.count == 2,
                let inText = numbers[0].scalar, let outText = numbers[1].scalar
            else {
                error("\(shape); each point is two numbers", at: item.mark, notes: [])
                return nil
            }
            guard let input = ruleNumber(inText, named: pair.key, at: numbers[0].mark),
                let output = ruleNumber(outText, named: pair.key, at: numbers[1].mark)
            else { return nil }
            points.append(PiecewiseLinear.Point(input, output))
        }
        switch ToneCurve.make(points) {
        case .success(let curve): return curve
        case .failure(let problem):
            error(RuleParameter.curve.quotedName + " " + problem.message, at: pair.value.mark, notes: [])
            return nil
        }
    }

    /// `on: "{fill}"`: the fill an onAccent color is drawn on, recorded as its role (it needs the anchor too).
    /// Another written role is an error: only onAccent is drawn on a fill.
    mutating func fill(of pair: YAMLPair, role: ToneRole?) -> ColorReference? {
        guard let fill = referenceValue(of: pair) else { return nil }
        if let role, role != .onAccent {
            error(
                "'\(RuleParameter.on.rawValue)' names the fill an \(ToneRole.onAccent.rawValue) color is drawn on, and "
                    + "this rule's role is "
                    + "'\(role.rawValue)'; write \(RuleParameter.role.written) \(ToneRole.onAccent.rawValue), or leave "
                    + "'\(RuleParameter.on.rawValue)' out",
                at: pair.keyMark, notes: [])
            return nil
        }
        if role == nil { remember(ToneRole.onAccent, at: pair.value.mark, for: .tone) }
        return fill
    }
}
