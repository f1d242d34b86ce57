/// Problems between the palettes of one run or one target, which no palette shows alone: two with
/// one Swift type name (Swift's `invalid redeclaration`), or two whose Swift files would be one file.
/// Each is reported at both palettes, so either can be the one renamed.
package enum PaletteNameClashes {
    package static func diagnostics(_ palettes: [Palette]) -> [Diagnostic] {
        typeNameClashes(palettes) + fileNameClashes(palettes)
    }

    private static func typeNameClashes(_ palettes: [Palette]) -> [Diagnostic] {
        pairs(palettes, clashing: { $0.name == $1.name }).map { palette, other in
            .error(
                "palettes '\(palette.source)' and '\(other.source)' are both named '\(palette.name)', which would "
                    + "declare "
                    + "'enum \(palette.name)' twice; set \(PaletteKey.palette.quoted) to a different name in one of "
                    + "them",
                at: palette.nameLocation,
                notes: [Diagnostic.Note("the other palette named '\(other.name)' is here", at: other.nameLocation)])
        }
    }

    private static func fileNameClashes(_ palettes: [Palette]) -> [Diagnostic] {
        pairs(palettes, clashing: { PaletteFileNames.sameFile($0.swiftFile, $1.swiftFile) }).map { palette, other in
            let names =
                palette.swiftFile == other.swiftFile
                ? "would both generate \(palette.swiftFile)"
                : "would generate \(palette.swiftFile) and \(other.swiftFile), one file on a case-insensitive file "
                    + "system (the macOS default)"
            return .error(
                "palettes '\(palette.source)' and '\(other.source)' \(names); rename one of the palette files",
                at: top(of: palette), notes: [Diagnostic.Note("the other palette", at: top(of: other))])
        }
    }

    /// Every palette that clashes with another, once for each other it clashes with.
    private static func pairs(_ palettes: [Palette], clashing: (Palette, Palette) -> Bool) -> [(Palette, Palette)] {
        palettes.indices.flatMap { index in
            palettes.indices.filter { $0 != index && clashing(palettes[index], palettes[$0]) }
                .map { (palettes[index], palettes[$0]) }
        }
    }

    private static func top(of palette: Palette) -> SourceLocation {
        SourceLocation(path: palette.nameLocation.path, line: 1, column: 1)
    }
}
