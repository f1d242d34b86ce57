import Foundation
import PackagePlugin

/// Compiles a target's palettes on every build that touches them: one build command per palette
/// (inputs: the palette and palettec; output: its Swift file) and one for the support file, so an
/// unchanged build runs nothing and a changed palette reruns only its own command.
@main
struct PaletteBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try PaletteBuildCommands(
            tool: try context.tool(named: "palettec").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetDirectory: target.directoryURL,
            files: target.sourceFiles.map(\.url)
        ).commands()
    }
}

/// The commands for one target's files, the same for SwiftPM and Xcode targets.
struct PaletteBuildCommands {
    var tool: URL
    var workDirectory: URL
    var targetDirectory: URL
    var files: [URL]

    func commands() throws -> [Command] {
        let palettes = PalettePluginInputs.palettes(in: files, targetDirectory: targetDirectory)
        guard !palettes.isEmpty else { return [] }
        try PalettePluginInputs.checkOutputNames(palettes, targetDirectory: targetDirectory)

        let support = workDirectory.appendingPathComponent(PalettePluginInputs.supportFileName)
        let supportCommand = Command.buildCommand(
            displayName: "Writing palettec support file",
            executable: tool,
            arguments: ["support", "--output", support.path],
            inputFiles: [tool],
            outputFiles: [support]
        )
        return [supportCommand] + palettes.map { palette in
            let output = workDirectory.appendingPathComponent(PalettePluginInputs.outputFileName(for: palette))
            let name = PalettePluginInputs.relativePath(of: palette, in: targetDirectory)
            return .buildCommand(
                displayName: "Compiling palette \(name)",
                executable: tool,
                arguments: ["compile", palette.path, "--output", output.path, "--source-name", name],
                inputFiles: [palette, tool],
                outputFiles: [output]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PaletteBuildPlugin: XcodeBuildToolPlugin {
    /// Xcode app targets: the same commands, over the target's input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try PaletteBuildCommands(
            tool: try context.tool(named: "palettec").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetDirectory: context.xcodeProject.directoryURL,
            files: target.inputFiles.map(\.url)
        ).commands()
    }
}
#endif
