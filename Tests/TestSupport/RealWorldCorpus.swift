import Foundation

/// The real, public color sources of issue #33, copied into `Tests/Fixtures/Realworld` with their
/// licences (asset catalogs in `xcassets/`, token sets in `tokens/`, each with its SOURCES or
/// PROVENANCE). Tests copy them before writing anything: nothing is ever written there. A missing
/// folder is an error naming where it was looked for, never a test skipped in silence.
public enum RealWorldCorpus {
    /// `<repo>/Tests/Fixtures/Realworld`
    public static let root = RepositoryFiles.url("Tests/Fixtures/Realworld")

    /// A folder of the corpus (`xcassets`), or an error saying it is missing.
    public static func folder(_ relative: String) throws -> URL {
        let url = root.appendingPathComponent(relative)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw MissingCorpus(path: url.path)
        }
        return url
    }

    public struct MissingCorpus: Error, CustomStringConvertible {
        public var path: String
        public var description: String {
            "the real-world corpus is missing: \(path) is not a folder; it is committed in Tests/Fixtures/Realworld"
        }
    }

    /// Every `.xcassets` folder under `folder`, at any depth (none inside another), as paths relative to
    /// it, sorted.
    public static func catalogs(under folder: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        while let url = walk.nextObject() as? URL {
            guard url.pathExtension == "xcassets" else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
            walk.skipDescendants()
        }
        return found.sorted()
    }
}
