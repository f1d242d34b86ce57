/// Two files of one mode (`A.Dark.json` and `B.Dark.json`), or two shared files that apply to every
/// appearance (`Primitives.Default.json` and `Brand.Default.json`), that both define a token: nothing
/// says which one layers over the other, so instead of the later one on the command line winning
/// silently, each such pair of files is one error, at the later file's first token the earlier one
/// defines too, naming both files. `appearance` is the files' mode; nil for the shared files.
enum ModeFileDuplicates {
    static func errors(_ files: [(path: String, tree: TokenGroupNode)], appearance: Appearance?) -> [Diagnostic] {
        let scope = appearance.map { "for \($0.rawValue)" } ?? "for every appearance"
        let fix =
            appearance == nil
            ? "keep each token in one of the files that apply to every appearance"
            : "keep each token in one file of the mode"
        var errors: [Diagnostic] = []
        var earlier: [TokenPath: (file: String, location: SourceLocation)] = [:]
        for (path, tree) in files {
            let entries = TokenEntry.all(in: tree)
            var byFile: [String: [TokenEntry]] = [:]
            var order: [String] = []
            for entry in entries {
                guard let first = earlier[entry.path] else { continue }
                if byFile[first.file] == nil { order.append(first.file) }
                byFile[first.file, default: []].append(entry)
            }
            for other in order {
                let shared = byFile[other]!
                let token = shared[0]
                let more = shared.count > 1 ? " (and \(shared.count - 1) more of its tokens are)" : ""
                errors.append(
                    .error(
                        "\(token.path.reference) is defined \(scope) in both \(other.abbreviated) and \(path.abbreviated)\(more), "
                            + "and no layout says which wins; \(fix)",
                        at: token.leaf.location,
                        notes: [.init("\(other.abbreviated) defines it here", at: earlier[token.path]!.location)]))
            }
            for entry in entries where earlier[entry.path] == nil { earlier[entry.path] = (path, entry.leaf.location) }
        }
        return errors
    }
}
