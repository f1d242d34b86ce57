import Foundation

/// What both plugins agree on: which files are palettes, and what each one's Swift file is called.
/// (This file is symlinked into each plugin's folder: SwiftPM plugins cannot share a library.)
enum PalettePluginInputs {
    static let extensions: Set<String> = ["yml", "yaml"]
    static let paletteFolder = "Palettes"
    static let supportFileName = "PaletteSupport.swift"

    /// Every `.yml`/`.yaml` file under a `Palettes/` folder of the target, and every `*.palette.yml` or
    /// `*.palette.yaml` anywhere in it, sorted by path.
    static func palettes(in files: [URL], targetDirectory: URL) -> [URL] {
        files.filter { file in
            guard extensions.contains(file.pathExtension.lowercased()) else { return false }
            let relative = relativePath(of: file, in: targetDirectory)
            return relative.split(separator: "/").dropLast().contains(Substring(paletteFolder))
                || file.deletingPathExtension().pathExtension.lowercased() == "palette"
        }
        .sorted { $0.path < $1.path }
    }

    /// `Palettes/brand.yml` → `brand.swift`; `Views/card.palette.yaml` → `card.swift`. The file name
    /// follows from the input name alone, so a build command can declare its output exactly.
    static func outputFileName(for palette: URL) -> String {
        var base = palette.deletingPathExtension()
        if base.pathExtension.lowercased() == "palette" { base = base.deletingPathExtension() }
        return base.lastPathComponent + ".swift"
    }

    /// An error naming both palettes when two of them would write the same Swift file (compared without
    /// case, as macOS file systems do), or one would take the support file's name.
    static func checkOutputNames(_ palettes: [URL], targetDirectory: URL) throws {
        var seen: [String: URL] = [supportFileName.lowercased(): URL(fileURLWithPath: supportFileName)]
        for palette in palettes {
            let name = outputFileName(for: palette)
            if let earlier = seen[name.lowercased()] {
                let other = earlier.lastPathComponent == supportFileName
                    ? "palettec's support file"
                    : relativePath(of: earlier, in: targetDirectory)
                throw PalettePluginError(
                    "\(relativePath(of: palette, in: targetDirectory)) and \(other) would both generate \(name); "
                        + "rename one of the palette files")
            }
            seen[name.lowercased()] = palette
        }
    }

    /// The path the generated header names: relative to the target, the same on every machine.
    static func relativePath(of file: URL, in directory: URL) -> String {
        let base = directory.standardizedFileURL.path.hasSuffix("/") ? directory.standardizedFileURL.path : directory.standardizedFileURL.path + "/"
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
