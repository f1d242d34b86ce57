import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory regenerate-palettes [--input DIR] [OPTIONS]`:
/// runs `palettec generate` from the package root with OPTIONS as they are (every output format's folder
/// option, how the code is written), so generated/ is exactly what the CLI writes, and prints what it changed.
@main
struct PaletteCommandPlugin: CommandPlugin {
    static let usage =
        "usage: regenerate-palettes [--input DIR] [OPTIONS], where OPTIONS are palettec generate's "
        + "(\(PalettecInvocation.Option.output.flag) DIR, the other formats' folders, "
        + "\(PalettecInvocation.Option.config.flag) FILE, ...; see palettec generate --help)"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let input = extractor.extractOption(named: "input").last ?? "palettes"
        let options = extractor.remainingArguments
        if let unnamed = Self.unnamedValue(in: options) {
            throw PalettePluginError("'\(unnamed)' follows no option; \(Self.usage)")
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
            options.contains { Self.namesOutput($0) } ? [] : [PalettecInvocation.Option.output.flag, "generated"]
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

    /// A word that is no option's value, which palettec would read as another input: the plugin reads
    /// only `--input`. Every option but palettec's flags takes a value, each format's folder option too.
    static func unnamedValue(in options: [String]) -> String? {
        var expectsValue = false
        for argument in options {
            if expectsValue {
                expectsValue = false
            } else if argument.hasPrefix("-") {
                let name = String(argument.drop { $0 == "-" })
                let option = PalettecInvocation.Option(
                    rawValue: name.hasPrefix("no-") ? String(name.dropFirst(3)) : name)
                expectsValue = !argument.contains("=") && !(option?.isFlag ?? false)
            } else {
                return argument
            }
        }
        return nil
    }

    /// `--output DIR`, `--output=DIR` or `-o DIR`.
    static func namesOutput(_ argument: String) -> Bool {
        let flag = PalettecInvocation.Option.output.flag
        return argument == flag || argument.hasPrefix(flag + "=") || argument == "-o"
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
