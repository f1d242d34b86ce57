import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory regenerate-palettes [--input DIR] [--output DIR] ...`:
/// runs `palettec generate` from the package root, so generated/ is exactly what the CLI writes, and
/// prints what it changed.
@main
struct PaletteCommandPlugin: CommandPlugin {
    /// Options passed on to `palettec generate` as they are, with what the usage line shows as their value.
    /// Every output format's folder option, then how the code is written.
    static let passedOn: [(option: PalettecInvocation.Option, value: String)] =
        PalettecInvocation.outputFolders + [
            (.accessLevel, "public|package|internal"), (.runtime, "import|embed"),
            (.config, PaletteFileNames.configFile),
        ]
    static let usage =
        "usage: regenerate-palettes [--input DIR] "
        + passedOn.map { "[\($0.option.flag) \($0.value)]" }.joined(separator: " ")

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let input = extractor.extractOption(named: "input").last ?? "palettes"
        let options = Self.passedOn.flatMap { passed in
            extractor.extractOption(named: passed.option.rawValue).last.map { [passed.option.flag, $0] } ?? []
        }
        guard extractor.remainingArguments.isEmpty else {
            throw PalettePluginError(
                "unexpected arguments: \(extractor.remainingArguments.joined(separator: " ")); \(Self.usage)")
        }

        let root = context.package.directoryURL
        let inputURL = URL(fileURLWithPath: input, relativeTo: root)
        guard FileManager.default.fileExists(atPath: inputURL.path) else {
            throw PalettePluginError(
                "'\(input)' does not exist in \(root.path); create it with palettes inside, or pass --input DIR")
        }
        guard containsPalettes(inputURL) else {
            throw PalettePluginError(
                "\(input) holds no .yml or .yaml palettes; pass --input with a palette file or folder")
        }

        let palettec = Process()
        palettec.executableURL = try context.tool(named: "palettec").url
        let output =
            options.contains(PalettecInvocation.Option.output.flag)
            ? [] : [PalettecInvocation.Option.output.flag, "generated"]
        palettec.arguments = [PalettecInvocation.Subcommand.generate.rawValue, input] + output + options
        palettec.currentDirectoryURL = root
        try palettec.run()
        palettec.waitUntilExit()
        guard palettec.terminationStatus == 0 else {
            throw PalettePluginError(
                "palettec generate failed (exit \(palettec.terminationStatus)); the problems are listed above, and "
                    + "nothing was written"
            )
        }
    }

    private func containsPalettes(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            return PaletteFileNames.isPaletteFileName(url.lastPathComponent)
        }
        let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        return walk?.contains { ($0 as? URL).map { PaletteFileNames.isPaletteFileName($0.lastPathComponent) } ?? false }
            ?? false
    }
}
