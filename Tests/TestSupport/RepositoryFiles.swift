import Foundation

/// Files of this repository, found from this source file's path: the one place a test target finds
/// the repository's root.
public enum RepositoryFiles {
    /// <repo>/Tests/TestSupport/RepositoryFiles.swift → <repo>
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder by its path from the root: `Tests/Fixtures/CLI`.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The files directly in a folder of the repository with one of the extensions, sorted by name.
    public static func files(in folder: String, extensions: Set<String>) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url(folder), includingPropertiesForKeys: nil)
            .filter { extensions.contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every file at any depth under a folder of the repository, as paths relative to it, sorted.
    public static func relativePaths(under folder: String) -> [String] {
        let base = url(folder).path
        guard let walk = FileManager.default.enumerator(atPath: base) else { return [] }
        return walk.compactMap { $0 as? String }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }

    /// Set `PALETTEC_RECORD=1` to write reference files instead of comparing with them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["PALETTEC_RECORD"] == "1" }
}
