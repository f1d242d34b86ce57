import Foundation
import PaletteCore

/// Turns the paths on the command line into palette sources: every `.yml`/`.yaml` file named or inside
/// a named folder, sorted, read from disk.
struct InputDiscovery {
    static let extensions: Set<String> = ["yml", "yaml"]

    var fileManager = FileManager.default
    var currentDirectory = FileManager.default.currentDirectoryPath

    /// The palette files under `paths`, sorted by path, each listed once.
    func paletteFiles(in paths: [String]) throws -> [String] {
        var files: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError.usage("error: no such file or folder: \(path)")
            }
            if isDirectory.boolValue {
                files.formUnion(try filesInside(path))
            } else {
                files.insert(normalized(path))
            }
        }
        return files.sorted()
    }

    func readSources(_ files: [String]) throws -> [PaletteSource] {
        try files.map { path in
            guard let data = fileManager.contents(atPath: path) else {
                throw CLIError.failure("\(path): error: could not read the file")
            }
            return PaletteSource(path: path, displayPath: displayPath(for: path), bytes: [UInt8](data))
        }
    }

    /// The path generated files name: relative to the current folder when inside it, else the file
    /// name, so no machine's absolute paths end up in output.
    func displayPath(for path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        return (path as NSString).lastPathComponent
    }

    private func filesInside(_ folder: String) throws -> [String] {
        guard let enumerator = fileManager.enumerator(atPath: folder) else {
            throw CLIError.failure("\(folder): error: could not list the folder")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            if Self.extensions.contains((name as NSString).pathExtension.lowercased()) {
                files.append(normalized((folder as NSString).appendingPathComponent(relative)))
            }
        }
        return files
    }

    private func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
