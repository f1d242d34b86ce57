@testable import PaletteCore

/// Imported palettes written by hand, as a source with no groups reads them: one color a line of
/// `colors.txt`.
enum ImportedPaletteFixtures {
    static let red = RGBA(red8: 255, green8: 0, blue8: 0)
    static let translucent = RGBA(red8: 255, green8: 255, blue8: 255, alpha: 0.8)

    static func place(_ line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(path: "colors.txt", line: line, column: column)
    }

    static func color(
        _ key: String, line: Int, _ appearances: [Appearance: ImportedValue], description: String? = nil
    ) -> ImportedColor {
        ImportedColor(key: key, place: place(line), appearances: appearances, description: description)
    }

    /// The colors, each on the line of its place in the list.
    static func flat(_ colors: [(key: String, appearances: [Appearance: ImportedValue])]) -> ImportedPalette {
        let members = colors.enumerated().map {
            ImportedGroup.Member.color(color($0.element.key, line: $0.offset + 1, $0.element.appearances))
        }
        return ImportedPalette(
            header: ["Imported from colors.txt"],
            root: ImportedGroup(key: "", place: .whole("colors.txt"), members: members),
            sourceDescription: "the file")
    }

    /// `a0` a value, and each `a<n>` an alias of `a<n-1>`: `count` colors in one chain.
    static func chain(_ count: Int) -> ImportedPalette {
        flat(
            (0..<count).map { index in
                ("a\(index)", [.light: index == 0 ? .color(red) : .reference(["a\(index - 1)"])])
            })
    }
}
