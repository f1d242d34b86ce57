/// Every output format palettec writes, in the order runs plan, lock and report them. Adding a format:
/// its folder under `Formats/`, one line here and its option's line in the CLI's `OutputOptions`
/// (docs/architecture.md, "Adding an output format").
package enum OutputRegistry {
    package static let formats: [any OutputFormat] = [
        swiftCode,
        AssetCatalogOutput(),
        designTokens,
    ]

    /// The Swift code, which every run writes.
    static let swiftCode = SwiftCodeOutput()
    /// Named for the palette schema's words on the keys that design tokens write back.
    static let designTokens = DesignTokensOutput()

    /// One palette's Swift file, at a path a build system chose (`palettec compile`).
    package static func paletteFile(_ palette: Palette, options: RenderOptions) -> String {
        swiftCode.paletteFile(palette, options: options)
    }

    /// The support file alone, at a path a build system chose (`palettec support`).
    package static func supportFile(for palettes: [Palette], options: RenderOptions) -> String {
        swiftCode.supportFile(for: palettes, options: options)
    }

    /// The SwiftUI previews alone, at a path a build system chose (`palettec previews`).
    package static func previewsFile(for palettes: [Palette], options: RenderOptions) -> String {
        swiftCode.previewsFile(for: palettes, options: options)
    }

    /// The Swift code's option, which every run has: `--output`.
    package static var swiftCodeOption: OutputOption { swiftCode.option }

    /// The format whose folder `option` names.
    package static func format(for option: OutputOption) -> (any OutputFormat)? {
        formats.first { $0.option == option }
    }

    /// The problems in the palettes' names that the formats every run writes have: a static member two
    /// colors would declare. Every command reports them, `lint` and `compile` too.
    package static func problemsEveryRunHas(in palettes: [Palette], options: RenderOptions) -> [Diagnostic] {
        formats.filter(\.isAlwaysWritten).flatMap { $0.nameProblems(in: palettes, options: options) }
    }

    /// The errors writing an imported palette back in the formats written beside the code would give.
    @Sendable package static func writeBackProblems(_ palette: Palette) -> [Diagnostic] {
        formats.filter { !$0.isAlwaysWritten }.flatMap { $0.writeBackProblems(in: palette) }
    }

    /// Who wrote a file, whichever format's it is: for a build system's path, where any file palettec
    /// wrote may be replaced.
    package static func anyOwner(of contents: [UInt8]) -> OutputFileOwner {
        for format in formats {
            let owner = format.owner(of: contents)
            if owner.isPalettec { return owner }
        }
        return .notPalettec
    }
}
