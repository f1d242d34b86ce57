import Foundation

/// What the plugins find in a target, by the rules in `PaletteFileNames` (symlinked from PaletteCore,
/// like this file is into each plugin's folder: SwiftPM plugins cannot share a library).
enum PalettePluginInputs {
    /// The target's palettes (see `PaletteFileNames.isPaletteInTarget`), sorted by path.
    static func palettes(in files: [URL], targetDirectory: URL) -> [URL] {
        files.filter { PaletteFileNames.isPaletteInTarget(relativePath: relativePath(of: $0, in: targetDirectory)) }
            .sorted { $0.path < $1.path }
    }

    /// The target's `palettec.yml`, at the top of its folder, if it has one.
    static func config(in files: [URL], targetDirectory: URL) -> URL? {
        files.first { relativePath(of: $0, in: targetDirectory) == PaletteFileNames.configFile }
    }

    /// Whether the target's `palettec.yml` asks for the SwiftUI previews (`PaletteFileNames.asksForSwiftUIPreviews`:
    /// palettec holds the file to the line this looks for).
    static func asksForSwiftUIPreviews(config: URL) throws -> Bool {
        PaletteFileNames.asksForSwiftUIPreviews(configText: [UInt8](try Data(contentsOf: config)))
    }

    /// `Palettes/brand.yml` → `Brand.swift`, the name `palettec generate` gives it too.
    static func outputFileName(for palette: URL, targetDirectory: URL) throws -> String {
        let name = relativePath(of: palette, in: targetDirectory)
        guard let file = PaletteFileNames.swiftFile(forPalette: name) else {
            throw PalettePluginError(
                "\(name): the file name has no letters or digits to name its Swift file; rename the palette file")
        }
        return file
    }

    /// An error naming both palettes when two of them would write the same Swift file (compared without
    /// case, as macOS file systems do), or one would take the support file's name, or with `previews` the
    /// previews file's.
    static func checkOutputNames(_ palettes: [URL], targetDirectory: URL, previews: Bool = false) throws {
        var seen: [(file: String, owner: String)] = [(PaletteFileNames.supportFile, "palettec's support file")]
        if previews { seen.append((PaletteFileNames.previewsFile, "palettec's SwiftUI previews file")) }
        for palette in palettes {
            let name = relativePath(of: palette, in: targetDirectory)
            let file = try outputFileName(for: palette, targetDirectory: targetDirectory)
            if let earlier = seen.first(where: { PaletteFileNames.sameFile($0.file, file) }) {
                throw PalettePluginError(
                    "\(name) and \(earlier.owner) would both generate \(file); rename one of the palette files")
            }
            seen.append((file, name))
        }
    }

    /// The path the generated header names: relative to the target, the same on every machine.
    static func relativePath(of file: URL, in directory: URL) -> String {
        let base =
            directory.standardizedFileURL.path.hasSuffix("/")
            ? directory.standardizedFileURL.path : directory.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : file.lastPathComponent
    }
}

struct PalettePluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
