/// Quiet output: the warnings and notes of one family in one file (or one asset catalog, whose color
/// sets are files of their own) are one diagnostic at the first of them, counting them and quoting it
/// ("302 colors converted …; the first: …"). Errors, and a family that occurs once in a file, stay as
/// they are. `--verbose` prints the list uncollapsed.
package enum DiagnosticGroups {
    package static func collapsed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var family: DiagnosticFamily
            var path: String
            var severity: Diagnostic.Severity
        }
        func key(_ diagnostic: Diagnostic) -> Key? {
            guard let family = diagnostic.family, diagnostic.severity != .error else { return nil }
            return Key(family: family, path: scope(of: diagnostic.location.path), severity: diagnostic.severity)
        }
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics {
            if let key = key(diagnostic) { counts[key, default: 0] += 1 }
        }
        var printed: Set<Key> = []
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let key = key(diagnostic), let count = counts[key], count > 1 else {
                result.append(diagnostic)
                continue
            }
            guard printed.insert(key).inserted else { continue }
            var group = diagnostic
            let place = key.path.hasSuffix(catalogExtension) ? "this catalog" : "this file"
            group.message =
                "\(key.family.counted(count)) in \(place); the first: \(diagnostic.message) "
                + "(\(PalettecInvocation.Option.verbose.flag) lists each)"
            result.append(group)
        }
        return result
    }

    private static let catalogExtension = ".xcassets"

    /// The file, or the asset catalog a color set's file lies in.
    private static func scope(of path: String) -> String {
        guard let end = path.ranges(of: catalogExtension + "/").last?.lowerBound else { return path }
        return String(path[..<end]) + catalogExtension
    }
}
