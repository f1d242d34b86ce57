/// Made colors: each appearance made from its source's same appearance (and a mix's other color's).
extension ValueDerivation {
    /// What the color says of `key`'s appearance: as written, or, for one it does not write, the made
    /// color its light is. So a made color's dark is made, never derived by the palette's rule, and its
    /// high contrast is made where its plain appearance is made too.
    func writtenSpec(_ key: Key) -> AppearanceSpec? {
        if let written = specs[key.color].appearances[key.appearance]?.spec { return written }
        guard let made = specs[key.color].madeLight,
            MadeLight.makes(key.appearance, writes: { specs[key.color].appearances[$0] != nil })
        else { return nil }
        return .made(made)
    }

    /// The made color's value in `key`'s appearance; nil when a color it reads has none (reported where
    /// that was found), or for a high contrast it does not write when no color it reads has one.
    mutating func make(_ made: MadeColor, for key: Key) -> AppearanceValue? {
        guard let source = known(made.source), let sourceValue = shown(source, key.appearance) else { return nil }
        // The mix's other color, and which color of the palette it is when it is one.
        var other: (color: RGBA, index: Int?)?
        switch made.operation.operand {
        case .reference(let reference)?:
            guard let index = known(reference), let value = shown(index, key.appearance) else { return nil }
            other = (value.color, index)
        case .value(let color, _)?:
            other = (color, nil)
        case nil:
            break
        }
        if key.appearance.fallback != nil, specs[key.color].appearances[key.appearance] == nil {
            let readsOwn = [source, other?.index].contains { $0.map { has($0, key.appearance) } ?? false }
            guard readsOwn else { return nil }
        }
        let color = made.operation.apply(to: sourceValue.color, toward: other?.color)
        return AppearanceValue(
            color,
            derivation: Derivation(
                rule: made.operation.kind, from: made.source.name,
                fromAppearance: appearanceShown(source, key.appearance),
                parameters: made.recordedParameters(
                    towardAppearance: other?.index.map { appearanceShown($0, key.appearance) })))
    }

    /// Whether the color has a value of its own in `appearance`.
    private mutating func has(_ color: Int, _ appearance: Appearance) -> Bool {
        value(Key(color: color, appearance: appearance)) != nil
    }

    /// The appearance `shown(color, appearance)` reads: its own, or the plain one it falls back to.
    private mutating func appearanceShown(_ color: Int, _ appearance: Appearance) -> Appearance {
        has(color, appearance) ? appearance : appearance.fallback ?? appearance
    }
}
