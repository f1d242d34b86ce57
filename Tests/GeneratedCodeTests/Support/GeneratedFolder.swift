import Foundation
import TestSupport

/// generated/, the committed output of `palettec generate`: the code the Apple-branch tests check.
enum GeneratedFolder {
    static let url = RepositoryFiles.url("generated")

    struct Empty: Error, CustomStringConvertible {
        var description: String { "\(GeneratedFolder.url.path) holds no .swift files; run `palettec generate`." }
    }

    /// Its Swift files at any depth, sorted by path. Throws when there are none.
    static func swiftFiles() throws -> [URL] {
        let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        let files = (walk?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        guard !files.isEmpty else { throw Empty() }
        return files
    }
}
