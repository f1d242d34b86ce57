import Foundation
import PackagePlugin

/// Compiles a target's palettes on every build that touches them: one build command per palette
/// (inputs: the palette, the target's palettec.yml and palettec; output: its Swift file), and one for
/// the whole target that checks the palettes against each other and writes the support file; with
/// `swiftUIPreviews: true` in palettec.yml, one more that writes the SwiftUI previews. An unchanged build
/// runs nothing, and a changed palette reruns only its own command and the target's.
@main
struct PaletteBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // A target that can see PaletteRuntime imports it: one PaletteColor type for every module.
        let seesRuntime = target.recursiveTargetDependencies.contains { $0.name == PaletteFileNames.runtimeModule }
        return try PaletteBuildCommands(
            targetName: target.name,
            tool: try context.tool(named: "palettec").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetDirectory: target.directoryURL,
            files: target.sourceFiles.map(\.url),
            importsRuntime: seesRuntime
        ).commands()
    }
}

/// The commands for one target's files, the same for SwiftPM and Xcode targets.
struct PaletteBuildCommands {
    var targetName: String
    var tool: URL
    var workDirectory: URL
    var targetDirectory: URL
    var files: [URL]
    /// Passes `--runtime import`; otherwise palettec.yml's `runtime:` decides (embed by default).
    var importsRuntime: Bool

    typealias Option = PalettecInvocation.Option

    func commands() throws -> [Command] {
        let palettes = PalettePluginInputs.palettes(in: files, targetDirectory: targetDirectory)
        guard !palettes.isEmpty else { return [] }
        let config = PalettePluginInputs.config(in: files, targetDirectory: targetDirectory)
        let previews = try config.map(PalettePluginInputs.asksForSwiftUIPreviews) ?? false
        try PalettePluginInputs.checkOutputNames(palettes, targetDirectory: targetDirectory, previews: previews)
        let settings =
            (config.map { [Option.config.flag, $0.path] } ?? [])
            + (importsRuntime ? [Option.runtime.flag, "import"] : [])
        let shared = [tool] + (config.map { [$0] } ?? [])

        /// A command over all the target's palettes that writes one file of the work directory.
        func targetCommand(_ subcommand: PalettecInvocation.Subcommand, file: String, displayName: String) -> Command {
            let output = workDirectory.appendingPathComponent(file)
            return .buildCommand(
                displayName: displayName,
                executable: tool,
                arguments: [subcommand.rawValue] + palettes.map(\.path) + [Option.output.flag, output.path] + settings,
                inputFiles: palettes + shared,
                outputFiles: [output]
            )
        }
        let supportCommand = targetCommand(
            .support, file: PaletteFileNames.supportFile,
            displayName: "Checking the palettes of \(targetName) and writing its support file")
        let previewsCommand = targetCommand(
            .previews, file: PaletteFileNames.previewsFile,
            displayName: "Writing the SwiftUI previews of the palettes of \(targetName)")
        return try [supportCommand] + (previews ? [previewsCommand] : [])
            + palettes.map { palette in
                let output = workDirectory.appendingPathComponent(
                    try PalettePluginInputs.outputFileName(for: palette, targetDirectory: targetDirectory))
                let name = PalettePluginInputs.relativePath(of: palette, in: targetDirectory)
                return .buildCommand(
                    displayName: "Compiling palette \(name)",
                    executable: tool,
                    arguments: [
                        PalettecInvocation.Subcommand.compile.rawValue, palette.path,
                        Option.output.flag, output.path, Option.sourceName.flag, name,
                    ] + settings,
                    inputFiles: [palette] + shared,
                    outputFiles: [output]
                )
            }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PaletteBuildPlugin: XcodeBuildToolPlugin {
    /// Xcode app targets: the same commands, over the target's input files. Xcode does not show the
    /// plugin a target's package dependencies: set `runtime: import` in palettec.yml to use PaletteRuntime.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try PaletteBuildCommands(
            targetName: target.displayName,
            tool: try context.tool(named: "palettec").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetDirectory: context.xcodeProject.directoryURL,
            files: target.inputFiles.map(\.url),
            importsRuntime: false
        ).commands()
    }
}
#endif
