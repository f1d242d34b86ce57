import Foundation
import PaletteCore

/// What a successful compile renders: plain, distinct file names in the output folder, Swift with no
/// palette text that could leave its comment or become code and no line over 120 characters, a manifest
/// that parses as JSON, and a preview whose markup is all the renderer's own.
enum OutputChecks {
    static func check(_ files: [RenderedFile]) {
        let names = files.map(\.path)
        require(
            files.count == 4 && names.contains(PaletteFileNames.supportFile)
                && names.contains(ManifestRenderer.fileName)
                && names.contains(PreviewRenderer.fileName),
            "expected the palette's Swift file, \(PaletteFileNames.supportFile), \(ManifestRenderer.fileName) and \(PreviewRenderer.fileName), "
                + "got \(names.map { Escaped.text($0) })")
        // On a case-insensitive volume (macOS by default) names differing only by case are one file.
        require(
            Set(names.map { $0.lowercased() }).count == names.count,
            "two output files share a name, ignoring case: \(names.map { Escaped.text($0) })")
        for file in files {
            require(
                isPlainFileName(file.path),
                "output file name '\(Escaped.text(file.path))' is not a plain .swift or .json name")
            if file.path.hasSuffix(".swift") { checkSwift(file) }
            if file.path.hasSuffix(".swift") && file.path != PaletteFileNames.supportFile {
                PaletteCodeLines.check(file)
            }
        }
        checkPreview(files.first { $0.path == PreviewRenderer.fileName }!)
        let manifest = files.first { $0.path == ManifestRenderer.fileName }!
        require(
            (try? JSONSerialization.jsonObject(with: Data(manifest.contents.utf8))) != nil,
            "\(ManifestRenderer.fileName) is not valid JSON: \(Escaped.text(manifest.contents))")
    }

    /// One path component, not hidden (palettec's temporaries are), with no control characters.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && UnsafeText.firstForbidden(in: name, allowing: []) == nil
            && (name.hasSuffix(".swift") || name.hasSuffix(".json") || name.hasSuffix(".svg"))
            && name.count > ".json".count
    }

    /// Palette text in the picture stays text: every `<` opens one of the elements the renderer writes.
    private static func checkPreview(_ file: RenderedFile) {
        let elements = [
            "<!--", "<svg ", "</svg>", "<defs>", "</defs>", "<pattern ", "</pattern>", "<rect ", "<text ", "</text>",
            "<tspan ", "</tspan>",
        ]
        var rest = Substring(file.contents)
        while let open = rest.firstIndex(of: "<") {
            let tail = rest[open...]
            require(
                elements.contains { tail.hasPrefix($0) },
                "\(file.path) has markup the renderer never writes: \(Escaped.text(String(tail.prefix(60))))")
            rest = rest[rest.index(after: open)...]
        }
    }

    /// The widest line of generated Swift palettec promises, in characters (`String.count`).
    static let maxLineWidth = 120

    private static func checkSwift(_ file: RenderedFile) {
        require(file.contents.hasSuffix("\n"), "\(file.path) does not end with a newline")
        var lineNumber = 0
        for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if let scalar = UnsafeText.firstForbidden(in: line, allowing: ["\t"]) {
                fatalError(
                    "palettec-fuzz: raw \(Escaped.scalar(scalar)) in \(file.path) line \(lineNumber): \(Escaped.text(String(line)))"
                )
            }
            require(
                line.count <= maxLineWidth,
                "\(file.path) line \(lineNumber) is \(line.count) characters long: \(Escaped.text(String(line)))")
        }
    }
}
