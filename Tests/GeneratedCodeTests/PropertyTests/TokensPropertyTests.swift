import Foundation
@testable import PaletteCore
import Testing
import TestSupport

/// `--tokens` over random palettes: every accepted palette's token files validate against the official
/// DTCG 2025.10 JSON Schemas, and each resolver context resolves to the colors of its manifest
/// (`DTCGCheck`), references as aliases; a palette whose keys the format cannot name is refused with
/// exactly that error, and nothing rendered. See `PropertySettings` for the seed and count. The schemas
/// are the real-world corpus's: skipped, in one line, where it is absent.
@Suite struct TokensPropertyTests {
    @Test(.enabled(if: DTCGCheck.isAvailable, Comment(rawValue: RealWorldCorpus.absence)))
    func everyAcceptedPalettesTokensValidateAndResolveToItsColors() throws {
        let settings = PropertySettings.fromEnvironment(count: 300, batchSize: 1)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-token-properties-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var folders: [(tokens: URL, manifest: URL)] = []
        var drawn: [DrawnPalette] = []
        var refused = 0, aliases = 0, highContrast = 0
        for index in 0..<settings.count {
            var random = settings.random(forBatch: index, salt: 7)
            let palette = PaletteGenerator.palette.run(using: &random)
            guard let compiled = PaletteCompiler.compile([palette.source]).palettes.first else { continue }
            let (files, diagnostics) = TokensRenderer.render([compiled])
            if !diagnostics.isEmpty {
                refused += 1
                #expect(files.isEmpty)
                for diagnostic in diagnostics {
                    #expect(
                        diagnostic.severity == .error
                            && diagnostic.message.contains("cannot be a design token name for --tokens"),
                        "\(diagnostic.formatted)\n\(palette.yaml)")
                }
                continue
            }
            let folder = root.appendingPathComponent("\(index)")
            let tokens = folder.appendingPathComponent("tokens")
            try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
            for file in files {
                let text = file.contents
                if text.contains(#""$value": "{"#) { aliases += 1 }
                if file.path == "darkHighContrast.tokens.json" { highContrast += 1 }
                try Data(text.utf8).write(to: tokens.appendingPathComponent(file.path))
            }
            let manifest = folder.appendingPathComponent("manifest.json")
            try Data(ManifestRenderer.render([compiled]).utf8).write(to: manifest)
            folders.append((tokens, manifest))
            drawn.append(palette)
        }
        let reports = try DTCGCheck.check(folders)
        #expect(reports.count == folders.count, "a report for every folder")
        for ((folder, report), palette) in zip(zip(folders, reports), drawn) where !report.problems.isEmpty {
            Issue.record(
                "\(folder.tokens.lastPathComponent): \(report.problems.prefix(10).joined(separator: "\n"))\n\(palette.yaml)\n(\(settings))"
            )
        }
        let checked = reports.reduce(0) { $0 + $1.checked }
        print(
            "Checked the tokens of \(folders.count) palettes, \(checked) colors in all their contexts (\(aliases) files with aliases, "
                + "\(highContrast) with high contrast); refused \(refused) for their names (\(settings))")
        #expect(folders.count >= settings.count / 3, "too few palettes reach the token check: tune the generator")
        #expect(checked >= folders.count * 4)
        #expect(aliases >= folders.count / 10, "too few aliases among \(folders.count) palettes")
        #expect(highContrast >= folders.count / 5, "too few high-contrast files among \(folders.count) palettes")
    }
}
