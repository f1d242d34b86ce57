import ArgumentParser
import PaletteCore

/// Once per target that asks for it: the SwiftUI previews of its palettes (the build plugin runs this when
/// the target's `palettec.yml` has `swiftUIPreviews: true`). A palette that does not compile is left out: its
/// own `palettec compile` reports it.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: PalettecInvocation.Subcommand.previews.rawValue,
        abstract: "Write the SwiftUI previews of a target's palettes (for build systems).",
        discussion: """
            A #Preview per palette, for debug builds, as \(PalettecInvocation.Option.swiftUIPreviews.flag) makes \
            \(PaletteFileNames.previewsFile) in 'palettec generate'. Each palette's own problems are left to \
            'palettec compile'.
            """
    )

    @OptionGroup var target: TargetPalettes

    func run() throws {
        let (options, compiled) = try target.compiled()
        try SingleFileWriter().write(OutputRegistry.previewsFile(for: compiled, options: options), to: target.output)
    }
}
