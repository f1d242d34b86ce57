import Foundation
@testable import PaletteCore
import TestSupport

/// Token files for tests: written inline, or read from Tests/Fixtures/Import/DesignTokens.
enum TokenTestFiles {
    static func file(_ path: String, _ json: String) -> TokenFile {
        TokenFile(path: path, bytes: Array(json.utf8))
    }

    static let fixtures = RepositoryFiles.root.appendingPathComponent("Tests/Fixtures/Import/DesignTokens")

    /// A fixture, named by its path below Tests/Fixtures/Import/DesignTokens (as messages name it too).
    static func fixture(_ path: String) throws -> TokenFile {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(path))
        return TokenFile(path: path, bytes: Array(data))
    }

    /// One plain file read as the light appearance.
    static func importing(_ json: String, path: String = "tokens.json") -> TokenImport {
        ModeFilesLayout.read([file(path, json)])
    }
}

extension TokenImport {
    func token(_ path: String) -> ImportedColorToken? {
        colorTokens.first { $0.path.description == path }
    }

    /// The value for `appearance` as a test reads it: `#RRGGBBAA` (sRGB), `color(display-p3 …)`, `{a.b}`,
    /// or a made color as a palette writes it (`{a.b} at 29%`).
    func value(_ path: String, _ appearance: Appearance = .light) -> String? {
        guard let value = token(path)?.values[appearance] else { return nil }
        switch value.kind {
        case .color(let rgba): return rgba.messageText
        case .alias(let target): return target.reference
        case .made:
            return DesignTokensImporter.color(
                ImportedColorToken(path: TokenPath(["t"]), values: [appearance: value], location: .whole(""))
            )
            .appearances[appearance].map(PaletteYAMLEmitter.text)
        }
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// The colors skipped (#33), each `path:line:column: why`: its warning without "'name' is skipped: ".
    var skipReasons: [String] {
        diagnostics.filter { $0.family?.failsStrictImport == true }.map { diagnostic in
            let why =
                diagnostic.message.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? diagnostic.message
            return "\(diagnostic.location.description): \(why)"
        }
    }

    /// `path:line:column: message` of each diagnostic of `severity`, for comparing whole.
    func messages(_ severity: Diagnostic.Severity) -> [String] {
        diagnostics.filter { $0.severity == severity }.map { "\($0.location.description): \($0.message)" }
    }
}

extension TokenTestFiles {
    /// A resolver fixture read as the CLI reads it: the resolver, then every file it names.
    static func resolver(_ path: String, modes: AppearanceModeNames = AppearanceModeNames()) throws -> TokenImport {
        let resolver = try fixture(path)
        var files: [String: TokenFile] = [:]
        for referenced in ResolverDocumentLayout.referencedFiles(resolver) {
            files[referenced] = try fixture(referenced)
        }
        return ResolverDocumentLayout.read(resolver: resolver, files: files, modes: modes)
    }

    /// A Tokens Studio fixture folder read as the CLI reads it: `$themes.json`, `$metadata.json`,
    /// then `<set>.json` for every set the themes name.
    static func tokensStudio(_ folder: String, modes: AppearanceModeNames = AppearanceModeNames()) throws -> TokenImport
    {
        let themes = try fixture("\(folder)/$themes.json")
        let metadata = try? fixture("\(folder)/$metadata.json")
        var sets: [String: TokenFile] = [:]
        for name in TokensStudioLayout.setNames(themes: themes) {
            sets[name] = try? fixture("\(folder)/\(name).json")
        }
        return TokensStudioLayout.read(themes: themes, metadata: metadata, sets: sets, modes: modes)
    }
}
