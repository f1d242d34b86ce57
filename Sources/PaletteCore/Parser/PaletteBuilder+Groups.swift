/// Groups: a mapping with no appearance key holds colors and further groups; `{colors: {...}}` says
/// so explicitly, for a group whose members are named like appearances or that sets `namespace:`.
extension PaletteBuilder {
    static let appearanceKeys = Appearance.allCases.map(\.rawValue)
    static let colorEntryKeys = ColorEntryKey.allCases.map(\.rawValue)
    static let explicitGroupKeys = GroupKey.allCases.map(\.rawValue)
    static let namespaceMeaning =
        "true (the asset catalog looks its colors up as folder/name) or false (by the name alone)"

    /// How a mapping under `colors:` reads.
    enum MappingShape {
        case colorEntry, bareValue, group, explicitGroup
    }

    /// A mapping with an appearance key is a color. One with a `derive` key, or with a component key
    /// and only plain values (numbers, or text that is no color, such as `space: display-p3`), is a
    /// value: the light entry.
    /// `colors:` with a mapping, and at most `description:` and `namespace:` beside it, is an explicit group.
    /// Anything else is a group.
    static func shape(of pairs: [YAMLPair]) -> MappingShape {
        if pairs.contains(where: { appearanceKeys.contains($0.key) }) { return .colorEntry }
        if pairs.contains(where: { $0.key == RuleKey.derive.rawValue }) { return .bareValue }
        if pairs.contains(where: {
            ColorComponentKey(rawValue: $0.key).map(ColorComponentKey.components.contains) == true
        }), pairs.allSatisfy(\.value.isComponentLike) {
            return .bareValue
        }
        if pairs.allSatisfy({ explicitGroupKeys.contains($0.key) }),
            pairs.contains(where: { $0.key == GroupKey.colors.rawValue && $0.value.mapping != nil })
        {
            return .explicitGroup
        }
        return .group
    }

    /// The members of one group. `name` is the group's key (nil for the palette's `colors:`), `typeName`
    /// its Swift type: passed in, never split back out of `swiftPath`, where a name starting with a
    /// combining character would join the dot before it into one Character.
    /// `freeingEachPair` empties each pair once read: for the palette's `colors:`, whose array the
    /// builder owns alone, that frees the source tree a group at a time while the spec grows.
    mutating func buildGroup(
        _ pairs: inout [YAMLPair], freeingEachPair: Bool = false, name: String?, typeName: String,
        place: GroupPlace, header: GroupHeader
    ) -> ColorGroup {
        var group = ColorGroup(
            typeName: typeName, description: header.description, members: [],
            key: name, keyLocation: header.keyMark.map { diagnostics.location($0) },
            providesNamespace: header.providesNamespace,
            toneRole: header.role)
        // At most a member per pair: grown by doubling, a group of 20 would hold room for 32.
        group.members.reserveCapacity(pairs.count)
        var names = NameRegistry()
        for index in pairs.indices {
            guard !isOverColorLimit else { break }  // reported once; reading on would only cost time
            let pair = pairs[index]
            if freeingEachPair { pairs[index].value = YAMLNode(.sequence([]), at: pair.value.mark) }
            addMember(pair, to: &group, names: &names, name: name, place: place)
        }
        return group
    }

    /// One pair of a group: its description, a nested group or a color, added to `group` unless it has
    /// errors. `names`: the Swift names the group's members took so far.
    mutating func addMember(
        _ pair: YAMLPair, to group: inout ColorGroup, names: inout NameRegistry, name: String?, place: GroupPlace
    ) {
        guard !isOverColorLimit else { return }
        if pair.key == GroupKey.description.rawValue, name != nil, let text = pair.value.scalar, !text.isNull {
            group.description = groupDescription(text, of: pair, in: name!)
            return
        }
        guard !isAmbiguousName(pair, in: name) else { return }
        if pair.key == GroupKey.role.rawValue, let name, let text = pair.value.scalar?.text,
            ToneRole(rawValue: text) != nil
        {
            diagnostics.error(
                "'\(pair.key): \(text)' in the group '\(name.abbreviated)' reads as a color named \(GroupKey.role.quotedName); a group's role is written "
                    + "in its explicit form: \(name.abbreviated): { \(GroupKey.role.written) \(text), \(GroupKey.colors.written) { ... } }",
                at: pair.keyMark)
            return
        }
        // Read once: the group and color readers below both need it.
        let shape = pair.value.mapping.map(Self.shape)
        if let nested = pair.value.mapping, let shape, diagnostics.unquotedReference(pair.value) == nil,
            let members = groupMembers(nested, shape: shape, key: pair)
        {
            guard place.keyPath.count + 1 <= limits.groupDepth else {
                diagnostics.error(
                    "groups are nested more than \(limits.groupDepth) levels deep here, the most palettec "
                        + "generates Swift for; flatten this group into its parent", at: pair.keyMark)
                return
            }
            guard let typeName = namer.groupTypeName(for: pair, registry: &names, &diagnostics) else { return }
            var nestedPairs = members.pairs
            let groupPlace = place.group(
                pair.key, typeName: typeName, providesNamespace: members.header.providesNamespace,
                role: members.header.role)
            streamedGroups?.append(
                StreamedGroup(
                    diagnosticIndex: diagnostics.list.count, key: pair.key,
                    keyMark: pair.keyMark))
            if let warning = namedAsPaletteWarning(key: pair.key, at: pair.keyMark, place: groupPlace) {
                diagnostics.list.append(warning)
            }
            let nested = buildGroup(
                &nestedPairs, name: pair.key, typeName: typeName, place: groupPlace, header: members.header)
            unknownColor.groupExamples[groupPlace.name] = nested.firstColor?.name
            group.members.append(.group(nested))
            return
        }
        guard let memberName = namer.memberName(for: pair, registry: &names, &diagnostics) else { return }
        if let color = buildColor(pair, shape: shape, in: place, memberName: memberName) {
            group.members.append(.color(color))
        }
    }

    /// A group's members and, for the explicit form, its description and namespace; nil when the
    /// mapping is no group.
    private mutating func groupMembers(
        _ fields: [YAMLPair], shape: MappingShape, key: YAMLPair
    ) -> (pairs: [YAMLPair], header: GroupHeader)? {
        var header = GroupHeader(keyMark: key.keyMark)
        switch shape {
        case .group:
            return (fields, header)
        case .explicitGroup:
            for field in fields {
                switch GroupKey(rawValue: field.key) {
                case .description:
                    header.description = diagnostics.text(of: field, expecting: "a sentence for the doc comment")
                case .namespace:
                    header.providesNamespace = diagnostics.flag(of: field, meaning: Self.namespaceMeaning) ?? true
                case .role: header.role = toneRole(of: field)
                case .colors, nil: break
                }
            }
            return (fields.first { $0.key == GroupKey.colors.rawValue }!.value.mapping!, header)
        case .colorEntry, .bareValue:
            return nil
        }
    }

    /// `description:` in a group is its doc comment; a color there is a color meant as a member.
    private mutating func groupDescription(_ text: YAMLScalar, of pair: YAMLPair, in group: String) -> String? {
        let isColor =
            diagnostics.reference(in: text.text, at: pair.value.mark) != nil
            || (try? ColorValueParser.parse(text: text.text).get()) != nil
        guard isColor else { return text.text }
        diagnostics.error(
            "\(GroupKey.description.quotedName) in the group '\(group.abbreviated)' is its doc comment, but \"\(text.text.abbreviated)\" is a color; "
                + "describe the group in words, or, for a color named \(GroupKey.description.quotedName), "
                + "write \(GroupKey.description.written) { \(Appearance.light.written) \"\(text.text.abbreviated)\" }",
            at: pair.value.mark)
        return nil
    }

    /// A color or group named like an appearance (`dark`, `ligth`, `any`) must be written in an explicit
    /// form, or it is taken for a misplaced or misspelt appearance: reports it and returns true.
    private mutating func isAmbiguousName(_ pair: YAMLPair, in group: String?) -> Bool {
        guard let (appearance, kind) = AppearanceLookalike.match(pair.key) else { return false }
        let shape = pair.value.mapping.map(Self.shape)
        if shape == .colorEntry || shape == .explicitGroup { return false }

        let key = pair.key.abbreviated, word = appearance.rawValue
        let what: String
        switch kind {
        case .exact: what = "'\(key)' is an appearance"
        case .misspelling:
            what = "unknown key '\(key)'\(group.map { " in '\($0.abbreviated)'" } ?? ""); did you mean '\(word)'?"
        case .assetCatalogWord:
            what = "'\(key)' is an asset-catalog word for the \(word) appearance; palettec writes '\(word)'"
        }
        let reading: String
        let fix: String
        if let group {
            reading = "Without an appearance key, '\(group.abbreviated)' is read as a group with a color named '\(key)'"
            fix = "if this is \(group.abbreviated)'s \(word) value, write '\(word)'"
        } else {
            reading = "Here it names a color of the palette, as an entry indented too little would"
            fix = "if this is a color's \(word) value, write '\(word)' indented under that color"
        }
        let explicit =
            shape == .group
            ? "for a group named '\(key)', write \(key): { \(GroupKey.colors.written) { ... } }"
            : "for a color named '\(key)', write \(key): { \(Appearance.light.written) \(pair.value.quotedForMessage) }"
        diagnostics.error("\(what)\(kind == .misspelling ? "" : ".") \(reading): \(fix); \(explicit)", at: pair.keyMark)
        return true
    }

    /// A group named as its palette makes `Brand.Brand`: inside it, and in the groups around it, `Brand`
    /// is the group, so code there (an extension of the palette) no longer reaches the palette by its name.
    func namedAsPaletteWarning(key: String, at mark: YAMLMark, place: GroupPlace) -> Diagnostic? {
        let paletteType = place.swiftPath.prefix { $0 != "." }
        guard place.swiftPath.hasSuffix("." + paletteType) else { return nil }
        return .warning(
            "the group '\(key.abbreviated)' makes the type '\(place.swiftPath.abbreviated)', named as its "
                + "palette: inside the palette, '\(paletteType)' then names the group, not the palette; rename the group",
            at: diagnostics.location(mark)
        ).of(.groupNamedAsPalette)
    }
}

extension YAMLNode {
    /// A value that can stand for one color component or a `space:` name: a number, or text that is
    /// not itself a color (`50%`, `display-p3`), as opposed to a color such as `"#FF0000"` or
    /// `color(display-p3 1 0 0)` under a key named `red`.
    var isComponentLike: Bool {
        guard let scalar else { return false }
        let text = scalar.text.trimmingWhitespace().lowercased()
        return !Self.colorPrefixes.contains(where: text.hasPrefix)
    }

    /// How a color or a reference starts, in lowercase: text that starts so is no component.
    static let colorPrefixes = ["#", "rgb", "color(", "{"]

    /// The value as an error message shows it inside a suggested fix.
    var quotedForMessage: String {
        guard let scalar, !scalar.isNull else { return "..." }
        return "\"\(scalar.text.abbreviated)\""
    }
}
