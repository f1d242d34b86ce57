/// Two files of one mode (`A.Dark.json` and `B.Dark.json`) that both define a token: nothing says
/// which one layers over the other, so instead of the later one on the command line winning
/// silently, each such pair of files is one error, at the later file's first token the earlier
/// one defines too, naming both files.
enum ModeFileDuplicates {
    static func errors(_ files: [(path: String, tree: TokenGroupNode)], appearance: Appearance) -> [Diagnostic] {
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
                errors.append(.error(
                    "\(token.path.reference) is defined for \(appearance.rawValue) in both \(other.abbreviated) and \(path.abbreviated)\(more), "
                        + "and no layout says which wins; keep each token in one file of the mode",
                    at: token.leaf.location, notes: [.init("\(other.abbreviated) defines it here", at: earlier[token.path]!.location)]))
            }
            for entry in entries where earlier[entry.path] == nil { earlier[entry.path] = (path, entry.leaf.location) }
        }
        return errors
    }
}
