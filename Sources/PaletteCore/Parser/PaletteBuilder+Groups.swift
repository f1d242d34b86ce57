/// Groups: a mapping with no appearance key holds colors and further groups; `{colors: {...}}` says
/// so explicitly, for a group whose members are named like appearances or that sets `namespace:`.
extension PaletteBuilder {
    static let appearanceKeys = Appearance.allCases.map(\.rawValue)
    static let colorEntryKeys = ColorEntryKey.allCases.map(\.rawValue)
    /// The group's own keys, the rules' own keys (`Rule.groupKeys`) after `namespace:`.
    static let explicitGroupKeys = GroupKey.allCases.flatMap { key in
        [key.rawValue] + (key == .namespace ? RuleRegistry.groupKeys.map(\.key.rawValue) : [])
    }
    static let namespaceMeaning =
        "true (the asset catalog looks its colors up as folder/name) or false (by the name alone)"

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
            tokenName: header.tokenName)
        group.ruleSettings = header.ruleSettings
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
            group.description = groupParser.description(text, of: pair, in: name!, &diagnostics)
            return
        }
        guard !groupParser.isAmbiguousName(pair, in: name, &diagnostics) else { return }
        if let name, let text = pair.value.scalar?.text,
            let owned = RuleRegistry.groupKeys.first(where: { $0.key.rawValue == pair.key }),
            case .choice(let choices) = owned.key.value, choices.contains(text)
        {
            let key = owned.key
            diagnostics.error(
                "'\(pair.key): \(text)' in the group '\(name.abbreviated)' reads as a color named \(key.quotedName); "
                    + "a group's \(key.rawValue) is written in its explicit form: "
                    + "\(name.abbreviated): { \(key.written) \(text), \(GroupKey.colors.written) { ... } }",
                at: pair.keyMark)
            return
        }
        // Read once: the group and color readers below both need it.
        let shape = pair.value.mapping.map(GroupParser.shape)
        if let nested = pair.value.mapping, let shape, diagnostics.unquotedReference(pair.value) == nil,
            let members = groupParser.members(nested, shape: shape, key: pair, &diagnostics)
        {
            var header = members.header
            for rule in RuleRegistry.rules {
                guard let written = header.writtenRuleKeys[rule.kind] else { continue }
                header.ruleSettings[rule.kind] = rule.readGroup(written, with: &self)
            }
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
                settings: header.ruleSettings)
            streamedGroups?.append(
                StreamedGroup(
                    diagnosticIndex: diagnostics.list.count, key: pair.key,
                    keyMark: pair.keyMark))
            if let warning = namedAsPaletteWarning(key: pair.key, at: pair.keyMark, place: groupPlace) {
                diagnostics.list.append(warning)
            }
            let nested = buildGroup(
                &nestedPairs, name: pair.key, typeName: typeName, place: groupPlace, header: header)
            unknownColor.groupExamples[groupPlace.name] = nested.firstColor?.name
            group.members.append(.group(nested))
            return
        }
        guard let memberName = namer.memberName(for: pair, registry: &names, &diagnostics) else { return }
        if let color = buildColor(pair, shape: shape, in: place, memberName: memberName) {
            group.members.append(.color(color))
        }
    }

    /// A group named as its palette makes `Brand.Brand`: inside it, and in the groups around it, `Brand`
    /// is the group, so code there (an extension of the palette) no longer reaches the palette by its name.
    func namedAsPaletteWarning(key: String, at mark: YAMLMark, place: GroupPlace) -> Diagnostic? {
        let paletteType = place.swiftPath.prefix { $0 != "." }
        guard place.swiftPath.hasSuffix("." + paletteType) else { return nil }
        return .warning(
            "the group '\(key.abbreviated)' makes the type '\(place.swiftPath.abbreviated)', named as its "
                + "palette: inside the palette, '\(paletteType)' then names the group, not the palette; rename the "
                + "group",
            at: diagnostics.location(mark)
        ).of(.groupNamedAsPalette)
    }
}
