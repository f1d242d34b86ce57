import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory regenerate-palettes [--input DIR] [--output DIR] [--asset-catalog PATH]`:
/// runs `palettec generate` from the package root, so generated/ is exactly what the CLI writes, and
/// prints what it changed.
@main
struct PaletteCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let input = extractor.extractOption(named: "input").last ?? "palettes"
        let output = extractor.extractOption(named: "output").last ?? "generated"
        let accessLevel = extractor.extractOption(named: "access-level").last
        let assetCatalog = extractor.extractOption(named: "asset-catalog").last
        guard extractor.remainingArguments.isEmpty else {
            throw PalettePluginError("unexpected arguments: \(extractor.remainingArguments.joined(separator: " ")); "
                + "usage: regenerate-palettes [--input DIR] [--output DIR] [--access-level public|internal] [--asset-catalog PATH.xcassets]")
        }

        let root = context.package.directoryURL
        let inputURL = URL(fileURLWithPath: input, relativeTo: root)
        guard FileManager.default.fileExists(atPath: inputURL.path) else {
            throw PalettePluginError("'\(input)' does not exist in \(root.path); create it with palettes inside, or pass --input DIR")
        }
        guard containsPalettes(inputURL) else {
            throw PalettePluginError("\(input) holds no .yml or .yaml palettes; pass --input with a palette file or folder")
        }

        let palettec = Process()
        palettec.executableURL = try context.tool(named: "palettec").url
        palettec.arguments = ["generate", input, "--output", output] + (accessLevel.map { ["--access-level", $0] } ?? [])
            + (assetCatalog.map { ["--asset-catalog", $0] } ?? [])
        palettec.currentDirectoryURL = root
        try palettec.run()
        palettec.waitUntilExit()
        guard palettec.terminationStatus == 0 else {
            throw PalettePluginError("palettec generate failed (exit \(palettec.terminationStatus)); the problems are listed above, and nothing was written")
        }
    }

    private func containsPalettes(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return PalettePluginInputs.extensions.contains(url.pathExtension.lowercased()) }
        let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        return walk?.contains { ($0 as? URL).map { PalettePluginInputs.extensions.contains($0.pathExtension.lowercased()) } ?? false } ?? false
    }
}
