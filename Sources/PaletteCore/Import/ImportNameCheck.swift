/// The names an import must keep, checked before any palette is written: within one folder, two
/// members the palette would key alike or that would become one Swift name are an error naming both,
/// since the palette cannot hold both under the names the app looks them up by. Two colors with one
/// lookup name (possible through folders that provide no namespace) are a warning: the catalog itself
/// is ambiguous there, and the palette keeps it as it is.
enum ImportNameCheck {
    static func check(_ root: ImportedGroup) -> [Diagnostic] {
        var diagnostics = checkSwiftNames(root)
        var lookups: [String: ImportedColor] = [:]
        for (_, color) in root.colorsByKeyPath() {
            guard let lookupName = color.lookupName else { continue }
            if let earlier = lookups[lookupName] {
                diagnostics.append(
                    .warning(
                        "this color and \(ImportPlace.quoted(earlier.place.path)) are both looked up as "
                            + "'\(CommentText.singleLine(lookupName))', "
                            + "as their folders provide no namespace; Xcode reports this as ambiguous, and the palette "
                            + "keeps both as they are, but palettec will not write them into an asset catalog "
                            + "until one is renamed",
                        at: color.place,
                        notes: [Diagnostic.Note("the other color", at: earlier.place)]))
            } else {
                lookups[lookupName] = color
            }
        }
        return diagnostics
    }

    private static func checkSwiftNames(_ group: ImportedGroup) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var keys: [String: ImportedGroup.Member] = [:]
        var swiftNames: [String: ImportedGroup.Member] = [:]
        for member in group.members {
            if let earlier = keys[member.key] {
                diagnostics.append(
                    clash(member, earlier, "have the same name, which the palette cannot hold twice in one group"))
                continue
            }
            keys[member.key] = member
            guard let swiftName = swiftName(of: member) else { continue }  // the palette reader says why
            if let earlier = swiftNames[swiftName] {
                diagnostics.append(clash(member, earlier, "both become the Swift name '\(swiftName)'"))
            } else {
                swiftNames[swiftName] = member
            }
            if case .group(let nested) = member { diagnostics += checkSwiftNames(nested) }
        }
        return diagnostics
    }

    private static func swiftName(of member: ImportedGroup.Member) -> String? {
        switch member {
        case .color(let color): return SwiftIdentifier.member(color.key)
        case .group(let group): return SwiftIdentifier.type(group.key)
        }
    }

    private static func clash(
        _ member: ImportedGroup.Member, _ earlier: ImportedGroup.Member, _ problem: String
    ) -> Diagnostic {
        .error(
            "\(describe(member)) and \(describe(earlier)) \(problem); rename one of them in the catalog so the "
                + "two differ in more than case, spaces and punctuation, which Swift names drop (and rename it "
                + "wherever "
                + "the app looks it up by name), then import again",
            at: member.place, notes: [Diagnostic.Note("the other one", at: earlier.place)])
    }

    private static func describe(_ member: ImportedGroup.Member) -> String {
        switch member {
        case .color(let color): return "the colorset '\(CommentText.singleLine(color.key))'"
        case .group(let group): return "the folder '\(CommentText.singleLine(group.key))'"
        }
    }
}
