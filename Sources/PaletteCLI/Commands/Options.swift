import ArgumentParser
import PaletteCore

/// palettec's option names, spelled once for their declarations, the plugins that pass them and the
/// messages that name them.
typealias OptionName = PalettecInvocation.Option

/// The palettes a command reads.
struct InputOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Palette files, or folders whose .yml and .yaml files are all read.",
            discussion: "With none, reads palettes/ in the current folder (run from the package root).",
            valueName: "path"))
    var paths: [String] = []

    var resolvedPaths: [String] { paths.isEmpty ? ["palettes"] : paths }

    func validate() throws {
        if paths.contains("") {
            throw ValidationError(
                "an input path is empty; name a palette file or folder, or give none to read palettes/")
        }
    }
}

/// Where output goes and how it is declared.
struct OutputOptions: ParsableArguments {
    @Option(
        name: [.short, .customLong(OptionName.output.rawValue)],
        help: ArgumentHelp("The folder for the generated Swift files and manifest.json.", valueName: "dir"))
    var output: String = "generated"

    @OptionGroup var code: CodeOptions

    @OptionGroup var lock: LockOptions

    @Option(
        name: .customLong(OptionName.assetCatalog.rawValue),
        help: ArgumentHelp(
            "Also write every color into this Xcode asset catalog (created if missing), for storyboards, UIColor(named:) and AccentColor.",
            valueName: "path.xcassets"))
    var assetCatalog: String?

    @Option(
        name: .customLong(OptionName.tokens.rawValue),
        help: ArgumentHelp(
            "Also write every color as design tokens (DTCG 2025.10) into this folder: palettes.resolver.json and a .tokens.json file per appearance.",
            valueName: "dir"))
    var tokens: String?

    /// The output folder as messages name it.
    var folder: String { PathSpelling.tidy(output) }

    var catalogFolder: String? { assetCatalog.map(PathSpelling.tidy) }

    var tokensFolder: String? { tokens.map(PathSpelling.tidy) }

    /// The folders a run locks: the output folder, and the catalog and the tokens folder when there are.
    var lockedFolders: [String] { [folder] + (catalogFolder.map { [$0] } ?? []) + (tokensFolder.map { [$0] } ?? []) }

    /// The folders where an interrupted run may have left a temporary file: every folder a run writes into.
    var writtenFolders: [String] {
        [folder] + (tokensFolder.map { [$0] } ?? []) + (catalogFolder.map(CatalogFolders.all(in:)) ?? [])
    }

    func validate() throws {
        if output.isEmpty {
            throw ValidationError(
                "\(OptionName.output.flag) is empty; name the folder for the generated files, such as \(OptionName.output.flag) generated"
            )
        }
        if assetCatalog == "" {
            throw ValidationError(
                "\(OptionName.assetCatalog.flag) is empty; name the catalog to write, such as \(OptionName.assetCatalog.flag) Colors.xcassets"
            )
        }
        if let catalogFolder, catalogFolder == folder {
            throw ValidationError(
                "\(OptionName.assetCatalog.flag) and \(OptionName.output.flag) are both \(folder); put the catalog in a folder of its own, such as \(PathSpelling.join(folder, "Colors.xcassets"))"
            )
        }
        if tokens == "" {
            throw ValidationError(
                "\(OptionName.tokens.flag) is empty; name the folder for the design tokens, such as \(OptionName.tokens.flag) \(PathSpelling.join(folder, "tokens"))"
            )
        }
        if let tokensFolder, tokensFolder == folder || tokensFolder == catalogFolder {
            let other = tokensFolder == folder ? OptionName.output : OptionName.assetCatalog
            throw ValidationError(
                "\(OptionName.tokens.flag) and \(other.flag) are both \(tokensFolder); put the tokens in a folder of their own, such as \(PathSpelling.join(folder, "tokens"))"
            )
        }
    }
}

/// How long a run waits for another palettec run to finish with its output.
struct LockOptions: ParsableArguments {
    @Option(
        name: .customLong(OptionName.lockTimeout.rawValue),
        help: ArgumentHelp(
            "How long to wait for another palettec run writing the same output to finish, then fail (default: \(LockWait.Waiting.describe(LockWait.defaultSeconds))).",
            valueName: "seconds"))
    var lockTimeout: Double = LockWait.defaultSeconds

    var wait: LockWait { LockWait(seconds: lockTimeout) }

    func validate() throws {
        guard lockTimeout >= 0, lockTimeout <= 86_400 else {
            throw ValidationError("\(OptionName.lockTimeout.flag) must be between 0 and 86400 seconds")
        }
    }
}

/// What the generated Swift looks like: who sees it, and where its color types come from. Each is
/// the option, else the config file's setting, else the default.
struct CodeOptions: ParsableArguments {
    @Option(
        name: .customLong(OptionName.accessLevel.rawValue),
        help: ArgumentHelp(
            "The access level of palettes without an \(PaletteKey.access.quoted) key: public, package or internal (default: the config's, else internal).",
            valueName: "level"))
    var accessLevel: AccessLevel?

    @Option(
        name: .customLong(OptionName.runtime.rawValue),
        help: ArgumentHelp(
            "'import': the code imports the PaletteRuntime library; 'embed': write \(PaletteFileNames.supportFile) instead (default: the config's, else embed).",
            valueName: "import|embed"))
    var runtime: RuntimeMode?

    @Flag(
        name: .customLong(OptionName.staticMembers.rawValue), inversion: .prefixedNo,
        help: ArgumentHelp(
            "Also make each color a static member of Color, ShapeStyle, UIColor and NSColor, named as Xcode names asset symbols: .foregroundStyle(.brandTextPrimary) (default: the config's, else off)."
        ))
    var staticMembers: Bool?

    @Option(
        name: .customLong(OptionName.config.rawValue),
        help: ArgumentHelp(
            "A \(PaletteFileNames.configFile) with the target's settings (\(PalettecConfigKey.names.map { "'\($0)'" }.joined(separator: ", "))).",
            valueName: "file"))
    var config: String?

    func validate() throws {
        if config == "" {
            throw ValidationError(
                "\(OptionName.config.flag) is empty; name the \(PaletteFileNames.configFile) to read, or leave it out")
        }
    }

    /// The settings for this run: problems in the config file are reported, and an error ends the command.
    func renderOptions() throws -> RenderOptions {
        let settings = try config.map(ConfigFile.read) ?? PalettecConfig()
        return RenderOptions(
            accessLevel: accessLevel ?? settings.accessLevel ?? .internal,
            runtime: runtime ?? settings.runtime ?? .embed,
            staticMembers: staticMembers ?? settings.staticMembers?.isOn ?? false)
    }
}

extension AccessLevel: ExpressibleByArgument {}
extension RuntimeMode: ExpressibleByArgument {}
