import Foundation
import XCTest

/// The real, public color sources of issues #33 and #45 and the official DTCG 2025.10 schemas, as fetched
/// into `../shared/realworld` beside the checkout (asset catalogs in `xcassets/`, token sets in `tokens/`,
/// each with its SOURCES or PROVENANCE, the schemas in `dtcg-schema-2025.10/`). Fetched data is never
/// committed to this repository, so a clone without `../shared` has no corpus: the tests that read it then
/// skip with one line saying where it lives (`absence`). Tests copy from it before writing anything:
/// nothing is ever written there. `PALETTEC_REALWORLD=DIR` reads it from DIR instead.
public enum RealWorldCorpus {
    /// The environment variable that names another place for the corpus.
    public static let environmentKey = "PALETTEC_REALWORLD"

    /// `$PALETTEC_REALWORLD`, or `<repo>/../shared/realworld`.
    public static let root: URL = {
        if let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty {
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        return RepositoryFiles.root.appendingPathComponent("../shared/realworld").standardizedFileURL
    }()

    /// Whether the corpus is there to read.
    public static var isPresent: Bool { isFolder(root) }

    /// The one line a test that needs the corpus says when it is absent.
    public static var absence: String {
        "the real-world corpus is not at \(root.path): it lives in ../shared/realworld beside the checkout, "
            + "never in the repository (\(environmentKey)=DIR reads it elsewhere)"
    }

    /// The official DTCG 2025.10 JSON Schemas (`format.json`, `resolver.json` and their parts).
    public static var dtcgSchemas: URL { root.appendingPathComponent("dtcg-schema-2025.10") }

    /// Skips the XCTest that calls it, saying `absence`, when the corpus is not there.
    public static func skipUnlessPresent() throws {
        guard isPresent else { throw XCTSkip(absence) }
    }

    /// A folder of the corpus (`xcassets`): skips the XCTest when the corpus is absent, and throws
    /// `MissingFolder` when the corpus is there but lacks the folder.
    public static func folder(_ relative: String) throws -> URL {
        try skipUnlessPresent()
        let url = root.appendingPathComponent(relative)
        guard isFolder(url) else { throw MissingFolder(path: url.path) }
        return url
    }

    public struct MissingFolder: Error, CustomStringConvertible {
        public var path: String
        public var description: String {
            "the real-world corpus at \(RealWorldCorpus.root.path) has no folder \(path)"
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

    private static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
