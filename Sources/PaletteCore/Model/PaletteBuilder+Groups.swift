/// Groups: a mapping with no appearance key holds colors and further groups.
extension PaletteBuilder {
    static let appearanceKeys = Appearance.allCases.map(\.rawValue)
    static let colorEntryKeys = appearanceKeys + ["description"]

    /// How a mapping under `colors:` reads.
    enum MappingShape {
        case colorEntry, bareValue, group
    }

    /// A mapping with an appearance key is a color. One with a `derive` key, or whose values are all
    /// numbers and that has a component key (a misspelt one included), is a value: the light entry.
    /// Anything else is a group.
    static func shape(of pairs: [YAMLPair]) -> MappingShape {
        let keys = pairs.map(\.key)
        if keys.contains(where: appearanceKeys.contains) { return .colorEntry }
        if keys.contains("derive") { return .bareValue }
        let allNumbers = pairs.allSatisfy { pair in pair.value.scalar.map { Double($0.text) != nil } ?? false }
        if !keys.isEmpty, allNumbers, keys.contains(where: ColorValueParser.componentKeys.contains) { return .bareValue }
        return .group
    }

    mutating func buildGroup(_ pairs: [YAMLPair], keyPath: [String], swiftPath: String, description: String?) -> ColorGroup {
        var group = ColorGroup(typeName: swiftPath.split(separator: ".").last.map(String.init) ?? swiftPath,
                               description: description, members: [])
        var names = NameRegistry()
        for pair in pairs {
            let path = keyPath + [pair.key]
            if pair.key == "description", !keyPath.isEmpty, let text = pair.value.scalar, !text.isNull {
                group.description = text.text
                continue
            }
            if let nested = pair.value.mapping, Self.shape(of: nested) == .group, unquotedReference(pair.value) == nil {
                guard let typeName = typeName(for: pair, registry: &names) else { continue }
                group.members.append(.group(buildGroup(
                    nested, keyPath: path, swiftPath: swiftPath + "." + typeName, description: nil)))
                continue
            }
            guard let memberName = memberName(for: pair, registry: &names) else { continue }
            if let color = buildColor(pair, keyPath: path, memberName: memberName, swiftPath: swiftPath + "." + memberName) {
                group.members.append(.color(color))
            }
        }
        return group
    }

    private mutating func memberName(for pair: YAMLPair, registry: inout NameRegistry) -> String? {
        guard let name = SwiftIdentifier.member(pair.key) else {
            error("'\(pair.key)' has no letters or digits to make a Swift name from; rename it", at: pair.keyMark)
            return nil
        }
        return register(name, for: pair, in: &registry)
    }

    private mutating func typeName(for pair: YAMLPair, registry: inout NameRegistry) -> String? {
        guard let name = SwiftIdentifier.type(pair.key) else {
            error("'\(pair.key)' has no letters or digits to make a Swift name from; rename it", at: pair.keyMark)
            return nil
        }
        if SwiftIdentifier.reservedTypeNames.contains(name) {
            error("the group '\(pair.key)' would become the type '\(name)', which Swift reserves; rename it", at: pair.keyMark)
            return nil
        }
        return register(name, for: pair, in: &registry)
    }

    private mutating func register(_ name: String, for pair: YAMLPair, in registry: inout NameRegistry) -> String? {
        if let earlier = registry.claim(name, key: pair.key, at: pair.keyMark) {
            error("'\(pair.key)' and '\(earlier.key)' both become the Swift name '\(name)'; rename one of them",
                  at: pair.keyMark, notes: [Diagnostic.Note("'\(earlier.key)' is here", at: location(earlier.mark))])
            return nil
        }
        return name
    }
}

/// The Swift names already taken in one group, and by which key.
struct NameRegistry {
    private var claimed: [String: (key: String, mark: YAMLMark)] = [:]

    /// Claims `name` for `key`; returns the earlier claim if the name was taken.
    mutating func claim(_ name: String, key: String, at mark: YAMLMark) -> (key: String, mark: YAMLMark)? {
        if let earlier = claimed[name] { return earlier }
        claimed[name] = (key, mark)
        return nil
    }
}
