import Foundation
import TestSupport

/// The repository's Swift sources as architecture tests read them: code without comments, the names it
/// uses, and the types a file declares at its top level.
enum SourceScan {
    struct File {
        /// From the repository's root: `Sources/PaletteCore/Registries/ImportRegistry.swift`.
        var path: String
        var url: URL
    }

    static func swiftFiles(under folder: String) throws -> [File] {
        RepositoryFiles.relativePaths(under: folder).filter { $0.hasSuffix(".swift") }.map {
            File(path: folder + "/" + $0, url: RepositoryFiles.url(folder + "/" + $0))
        }
    }

    /// The file without its `//` comments.
    static func code(of file: URL) throws -> String {
        code(ofText: try String(contentsOf: file, encoding: .utf8))
    }

    static func code(ofText text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    /// Every identifier the code names.
    static func words(in file: URL) throws -> Set<String> {
        words(inCode: try code(of: file))
    }

    static func words(inCode code: String) -> Set<String> {
        Set(code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
    }

    /// Names declared at the top level (nested types like `Kind` are not visible elsewhere unqualified).
    static func topLevelTypes(in file: URL) throws -> Set<String> {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var names = Set<String>()
        for line in try code(of: file).split(separator: "\n") where !line.hasPrefix(" ") {
            let words = line.split(separator: " ").map(String.init)
            if let at = words.firstIndex(where: keywords.contains), at + 1 < words.count {
                names.insert(String(words[at + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }
}
