/// The folders under a folder whose names end in a suffix (`*.xcassets`), sorted, `depth` folders deep: no
/// hidden folder, link, or folder so named is looked into, and at most `budget` folders are, so a home
/// folder given by mistake answers at once.
enum FolderSearch {
    static func folders(endingIn suffix: String, under folder: String, depth: Int, budget: Int) -> [String] {
        var budget = budget
        return folders(endingIn: suffix, in: folder, depth: depth, budget: &budget)
    }

    private static func folders(endingIn suffix: String, in folder: String, depth: Int, budget: inout Int) -> [String] {
        guard depth > 0, budget > 0, let entries = try? FileSystem.entries(of: folder) else { return [] }
        budget -= 1
        var found: [String] = []
        for entry in entries where !entry.hasPrefix(".") {
            let path = PathSpelling.join(folder, entry)
            guard !FileSystem.isSymbolicLink(path), (try? FileSystem.kind(of: path)) == .folder else { continue }
            if entry.hasSuffix(suffix) {
                found.append(path)
            } else {
                found += folders(endingIn: suffix, in: path, depth: depth - 1, budget: &budget)
            }
        }
        return found
    }
}
