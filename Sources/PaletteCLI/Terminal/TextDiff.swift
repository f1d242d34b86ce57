/// A short, readable difference between two texts: the changed middle between their common first and
/// last lines, in unified style, cut after a few lines. Enough to show a reviewer what went stale.
enum TextDiff {
    static func short(from old: String, to new: String, oldName: String, newName: String, limit: Int = 12) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(oldLines.count, newLines.count), oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(oldLines.count, newLines.count) - prefix,
            oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
        { suffix += 1 }

        let removed = oldLines[prefix..<(oldLines.count - suffix)].map { "-" + $0 }
        let added = newLines[prefix..<(newLines.count - suffix)].map { "+" + $0 }
        let header = [
            "--- \(oldName)", "+++ \(newName)",
            "@@ -\(prefix + 1),\(removed.count) +\(prefix + 1),\(added.count) @@",
        ]
        let body = removed + added
        let shown = body.prefix(limit)
        let more = body.count > limit ? ["... \(body.count - limit) more changed lines"] : []
        return (header + shown + more).joined(separator: "\n")
    }
}
