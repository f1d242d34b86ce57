/// A group nested in `colors:`, built while the file was still being read, and how many diagnostics
/// there were before its own: where its warning goes should the top level move.
struct StreamedGroup {
    let diagnosticIndex: Int
    let key: String
    let keyMark: YAMLMark
}

/// Colors built as the file was read were placed where the keys before `colors:` put the top level;
/// `palette:` or `namespace:` after it can move the top level, and this moves what was built with it.
extension PaletteBuilder {
    /// Each color's place anew under `place`, and each nested group's warning for its palette's name
    /// as a build there would have made it, where it would have stood among the diagnostics.
    mutating func moveTopLevel(_ group: inout ColorGroup, to place: GroupPlace) {
        var places: [GroupPlace] = []
        Self.replace(&group, in: place, nestedPlaces: &places)
        group.typeName = place.swiftPath
        let streamed = streamedGroups ?? []
        var moved: [Diagnostic] = []
        moved.reserveCapacity(diagnostics.list.count)
        var next = 0
        for (nested, nestedPlace) in zip(streamed, places) {
            moved += diagnostics.list[next..<nested.diagnosticIndex]
            next = nested.diagnosticIndex
            if next < diagnostics.list.count, diagnostics.list[next].family == .groupNamedAsPalette,
                diagnostics.list[next].location == diagnostics.location(nested.keyMark)
            {
                next += 1
            }
            if let warning = namedAsPaletteWarning(key: nested.key, at: nested.keyMark, place: nestedPlace) {
                moved.append(warning)
            }
        }
        moved += diagnostics.list[next...]
        diagnostics.list = moved
    }

    /// Gives the colors of `group` and its nested groups their places under `place`; `nestedPlaces`
    /// gets each nested group's place in the order they were built (a group before its members).
    private static func replace(_ group: inout ColorGroup, in place: GroupPlace, nestedPlaces: inout [GroupPlace]) {
        for index in group.members.indices {
            switch group.members[index] {
            case .color(var color):
                color.group = place
                group.members[index] = .color(color)
            case .group(var nested):
                let nestedPlace = place.group(
                    nested.key ?? "", typeName: nested.typeName,
                    providesNamespace: nested.providesNamespace, settings: nested.ruleSettings)
                nestedPlaces.append(nestedPlace)
                replace(&nested, in: nestedPlace, nestedPlaces: &nestedPlaces)
                group.members[index] = .group(nested)
            }
        }
    }
}
