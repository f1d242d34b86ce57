import Foundation

/// Reads the repository's Swift sources as the architecture tests see them: code without comments,
/// split into words, and the types each file declares at the top level.
public enum SourceScan {
    /// Every Swift file under a folder of the repository, as paths relative to the repository's root, sorted.
    public static func swiftFiles(under folder: String) -> [String] {
        RepositoryFiles.relativePaths(under: folder).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    /// The file's code, without `//` comments.
    public static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    /// The identifiers in the code of a file of the repository.
    public static func words(ofFile path: String) throws -> Set<String> {
        words(try String(contentsOf: RepositoryFiles.url(path), encoding: .utf8))
    }

    public static func words(_ text: String) -> Set<String> {
        Set(code(text).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
    }

    /// The types a file of the repository declares at the top level (a nested type is not visible elsewhere
    /// unqualified).
    public static func topLevelTypes(ofFile path: String) throws -> Set<String> {
        topLevelTypes(try String(contentsOf: RepositoryFiles.url(path), encoding: .utf8))
    }

    public static func topLevelTypes(_ text: String) -> Set<String> {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var names = Set<String>()
        for line in code(text).split(separator: "\n") where !line.hasPrefix(" ") {
            let words = line.split(separator: " ").map(String.init)
            if let at = words.firstIndex(where: keywords.contains), at + 1 < words.count {
                names.insert(String(words[at + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }
}
