import Foundation
import PaletteCore

/// What the output folder holds compared with what palettec would write there.
struct OutputPlan {
    enum Change {
        case create(RenderedFile)
        case update(RenderedFile, current: String)
        /// A file palettec generated earlier that nothing produces now.
        case remove(path: String, current: String)

        var path: String {
            switch self {
            case .create(let file), .update(let file, _): return file.path
            case .remove(let path, _): return path
            }
        }
    }

    var folder: String
    var changes: [Change]
    var unchanged: [String]

    var isUpToDate: Bool { changes.isEmpty }

    /// `removingStale` also plans to remove files palettec generated earlier that `files` no longer has;
    /// a build system writing one declared file at a time turns it off.
    static func compare(
        _ files: [RenderedFile], with folder: String, removingStale: Bool = true, fileManager: FileManager = .default
    ) -> OutputPlan {
        var changes: [Change] = []
        var unchanged: [String] = []
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            guard let data = fileManager.contents(atPath: url.path) else {
                changes.append(.create(file))
                continue
            }
            let current = String(decoding: data, as: UTF8.self)
            if Data(file.contents.utf8) == data {
                unchanged.append(file.path)
            } else {
                changes.append(.update(file, current: current))
            }
        }
        let produced = Set(files.map(\.path))
        for path in generatedFiles(in: folder, fileManager: fileManager) where removingStale && !produced.contains(path) {
            let data = fileManager.contents(atPath: (folder as NSString).appendingPathComponent(path)) ?? Data()
            changes.append(.remove(path: path, current: String(decoding: data, as: UTF8.self)))
        }
        return OutputPlan(folder: folder, changes: changes.sorted { $0.path < $1.path }, unchanged: unchanged)
    }

    /// Files directly in `folder` that palettec wrote: its manifest, and Swift files that start with
    /// its header. Anything else there belongs to someone else and is left alone.
    static func generatedFiles(in folder: String, fileManager: FileManager = .default) -> [String] {
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { name in
            let path = (folder as NSString).appendingPathComponent(name)
            guard !isFolder(path, fileManager) else { return false }
            if name == ManifestRenderer.fileName { return true }
            guard name.hasSuffix(".swift"), let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            let head = handle.readData(ofLength: GeneratedHeader.marker.utf8.count)
            return head == Data(GeneratedHeader.marker.utf8)
        }
    }

    private static func isFolder(_ path: String, _ fileManager: FileManager) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
