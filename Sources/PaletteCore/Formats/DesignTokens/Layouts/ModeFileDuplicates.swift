/// Two files of one mode (`A.Dark.json` and `B.Dark.json`) that both define a token: nothing says
/// which one layers over the other, so instead of the later one on the command line winning silently,
/// each such pair of files is one error, at the later file's first token the earlier one defines too,
/// naming both files. `appearance` is the files' mode.
///
/// A file that applies to every appearance is another collection (Figma exports each collection with
/// its modes, a one-mode collection's mode named 'Mode 1'), so a token it and a later file both define
/// is the later file's, as the modes layer over the shared files (`layered`): the same definition is
/// no conflict, and a different one is a warning per pair of files naming both, never a silent drop.
enum ModeFileDuplicates {
    static func errors(_ files: [(path: String, tree: TokenGroupNode)], appearance: Appearance) -> [Diagnostic] {
        let scope = "for \(appearance.rawValue)"
        let fix = "keep each token in one file of the mode"
        var errors: [Diagnostic] = []
        var earlier: [TokenPath: (file: String, leaf: TokenLeafNode)] = [:]
        for (path, tree) in files {
            let entries = TokenEntry.all(in: tree)
            for (other, shared) in byEarlierFile(entries, earlier) {
                let token = shared[0]
                errors.append(
                    .error(
                        "\(token.path.reference) is defined \(scope) in both \(other.abbreviated) and "
                            + "\(path.abbreviated)"
                            + "\(more(shared)), and no layout says which wins; \(fix)",
                        at: token.leaf.location,
                        notes: [.init("\(other.abbreviated) defines it here", at: earlier[token.path]!.leaf.location)]))
            }
            for entry in entries where earlier[entry.path] == nil { earlier[entry.path] = (path, entry.leaf) }
        }
        return errors
    }

    /// Each of `files` over `base` (the shared files), or, with no base, each over the earlier ones:
    /// one warning per pair of files at the later file's first token that the earlier one defines
    /// differently, with how many more; a token defined the same way in both is no conflict.
    static func layered(
        _ files: [(path: String, tree: TokenGroupNode)], over base: [(path: String, tree: TokenGroupNode)]
    ) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var earlier: [TokenPath: (file: String, leaf: TokenLeafNode)] = [:]
        for (path, tree) in base {
            for entry in TokenEntry.all(in: tree) where earlier[entry.path] == nil {
                earlier[entry.path] = (path, entry.leaf)
            }
        }
        for (path, tree) in files {
            let all = TokenEntry.all(in: tree)
            let entries = all.filter { entry in
                earlier[entry.path].map { $0.file != path && !sameDefinition($0.leaf, entry.leaf) } ?? false
            }
            for (other, differing) in byEarlierFile(entries, earlier) {
                let token = differing[0]
                let applies =
                    base.isEmpty
                    ? "which both apply to every appearance" : "the first of which applies to every appearance"
                warnings.append(
                    .warning(
                        "\(token.path.reference) is defined differently in \(other.abbreviated) and \(path.abbreviated)"
                            + "\(more(differing)), \(applies); \(path.abbreviated)'s, the later, is imported",
                        at: token.leaf.location,
                        notes: [.init("\(other.abbreviated) defines it here", at: earlier[token.path]!.leaf.location)]))
            }
            guard base.isEmpty else { continue }
            for entry in all where earlier[entry.path] == nil { earlier[entry.path] = (path, entry.leaf) }
        }
        return warnings
    }

    /// `entries` that an earlier file defines, by that file, in the order met.
    private static func byEarlierFile(
        _ entries: [TokenEntry], _ earlier: [TokenPath: (file: String, leaf: TokenLeafNode)]
    ) -> [(file: String, entries: [TokenEntry])] {
        var byFile: [(file: String, entries: [TokenEntry])] = []
        for entry in entries {
            guard let first = earlier[entry.path] else { continue }
            if let index = byFile.firstIndex(where: { $0.file == first.file }) {
                byFile[index].entries.append(entry)
            } else {
                byFile.append((first.file, [entry]))
            }
        }
        return byFile
    }

    private static func more(_ entries: [TokenEntry]) -> String {
        entries.count > 1 ? " (and \(entries.count - 1) more of its tokens are)" : ""
    }

    /// The same `$type`, `$value` or `$ref` as written, wherever each is.
    private static func sameDefinition(_ first: TokenLeafNode, _ second: TokenLeafNode) -> Bool {
        first.type?.value == second.type?.value && first.ref?.value == second.ref?.value
            && sameJSON(first.value, second.value)
    }

    private static func sameJSON(_ first: JSONNode?, _ second: JSONNode?) -> Bool {
        switch (first?.value, second?.value) {
        case (nil, nil): return true
        case (.object(let a)?, .object(let b)?):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && sameJSON($0.value, $1.value) }
        case (.array(let a)?, .array(let b)?): return a.count == b.count && zip(a, b).allSatisfy { sameJSON($0, $1) }
        case (.string(let a)?, .string(let b)?): return a == b
        case (.number(let a)?, .number(let b)?): return a == b
        case (.bool(let a)?, .bool(let b)?): return a == b
        case (.null?, .null?): return true
        default: return false
        }
    }
}
