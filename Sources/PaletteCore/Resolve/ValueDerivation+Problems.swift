/// The resolver's errors: unknown colors, cycles and chains too long to follow.
extension ValueDerivation {
    /// The index of the color a reference names; nil, reported once per place, when it names none.
    mutating func known(_ reference: ColorReference) -> Int? {
        if let index = indices[reference.name] { return index }
        if brokenColors.contains(reference.name) { return nil }
        guard reportedUnknownColors.insert(reference.location).inserted else { return nil }
        report(
            .error(
                unknownColor.message(
                    for: reference.name, colors: names, context: "name a color of this palette as \"{group.name}\""),
                at: reference.location))
        return nil
    }

    /// Where the value of `key` was written, or its color's key when it was not.
    func location(of key: Key) -> SourceLocation {
        location(specs[key.color].mark(of: key.appearance))
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(path: file, line: mark.line, column: mark.column)
    }

    /// The implicit inversion (no `derive:` key) turned a saturated color's hue, blue to orange say:
    /// a warning at the color, suggesting the rule palettec suggests for darks, or a written dark.
    mutating func warnIfHueTurns(from light: RGBA, to dark: RGBA, key: Key) {
        guard let turn = HueTurn(from: light, to: dark) else { return }
        report(
            .warning(
                "'\(names[key.color])' has no dark entry and the palette no \(PaletteKey.derive.quoted), so its dark "
                    + "is RGB inversion, which turns "
                    + "\(turn.from) \(light.hex) into \(turn.to) \(dark.hex); write "
                    + "\(PaletteKey.derive.quoted(RuleRegistry.suggestedForDarks.rawValue)) (for the palette, or as "
                    + "this "
                    + "color's dark) to keep its hue, or write its dark value",
                at: location(specs[key.color].mark)))
    }

    /// `text.primary.dark`, for messages.
    func describe(_ key: Key) -> String {
        "\(names[key.color]).\(key.appearance.rawValue)"
    }

    /// Once per palette, at the value whose chain is too long.
    mutating func reportLongChain(from key: Key) {
        guard !reportedLongChain else { return }
        reportedLongChain = true
        report(
            .error(
                "\(describe(key)) is derived through a chain of more than \(chainLimit) colors, the most palettec "
                    + "follows; write one of the colors along the way as a value",
                at: location(of: key)))
    }

    /// One error at each place in the cycle, in the order they read one another, each naming the
    /// whole cycle, so every line in it is marked.
    mutating func reportCycle(_ cycle: [Key]) {
        guard reportedCycles.insert(Set(cycle.map { names[$0.color] }).sorted()).inserted else { return }
        let message =
            "these colors are computed from one another in a cycle: \(cycle.map(describe).joined(separator: " → ")); "
            + "write one of them as a value"
        var marked: Set<SourceLocation> = []
        for key in cycle.dropLast() where marked.insert(location(of: key)).inserted {
            report(.error(message, at: location(of: key)))
        }
    }
}
