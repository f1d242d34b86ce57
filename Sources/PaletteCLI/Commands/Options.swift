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

/// Where output goes and how it is declared: `--output` for the Swift code, and a `FolderOption` for each
/// other format in `OutputRegistry`, in its order.
struct OutputOptions: ParsableArguments {
    @Option(
        name: [.short, .customLong(OptionName.output.rawValue)],
        help: FolderOptionHelp.of(OutputRegistry.swiftCodeOption))
    var output: String = "generated"

    @OptionGroup var code: CodeOptions

    @OptionGroup var lock: LockOptions

    @OptionGroup var assetCatalog: FolderOption<AssetCatalogOption>

    @OptionGroup var tokens: FolderOption<DesignTokensOption>

    /// Each format's folder as the user spelled it, for the formats asked for, in the registry's order.
    var given: [(format: any OutputFormat, spelled: String)] {
        let spelled = Dictionary(uniqueKeysWithValues: Self.folderOptions(of: self).map { ($0.option, $0.spelled) })
        return OutputRegistry.formats.compactMap { format in
            let folder = format.isAlwaysWritten ? output : spelled[format.option] ?? nil
            return folder.map { (format, $0) }
        }
    }

    /// The option of every format declared here by a `FolderOption`, with the folder given for it.
    static func folderOptions(of options: OutputOptions) -> [(option: OutputOption, spelled: String?)] {
        Mirror(reflecting: options).children.compactMap { ($0.value as? any FolderOptionGroup)?.given }
    }

    /// Each format asked for, and its folder as messages name it.
    var folders: [(format: any OutputFormat, folder: String)] {
        given.map { ($0.format, PathSpelling.tidy($0.spelled)) }
    }

    /// The Swift code's folder as messages name it.
    var folder: String { PathSpelling.tidy(output) }

    /// The folders a run locks: every format's folder.
    var lockedFolders: [String] { folders.map(\.folder) }

    /// The folders where an interrupted run may have left a temporary file: every folder a run writes into.
    var writtenFolders: [String] {
        folders.flatMap { format, folder in NestedFolders.all(in: folder, layout: format.folder.layout) }
    }

    func validate() throws {
        var earlier: [(option: OutputOption, folder: String)] = []
        for (format, spelled) in given {
            let flag = format.option.flag, wording = format.folder.wording
            let suggested = PathSpelling.join(folder, wording.suggestedName)
            if spelled.isEmpty {
                let example = wording.suggestedInsideOutput ? suggested : wording.suggestedName
                throw ValidationError("\(flag) is empty; name \(wording.whatToName), such as \(flag) \(example)")
            }
            let tidy = PathSpelling.tidy(spelled)
            if let other = earlier.first(where: { $0.folder == tidy }) {
                throw ValidationError(
                    "\(flag) and \(other.option.flag) are both \(tidy); put \(wording.ownFolder), "
                        + "such as \(suggested)")
            }
            earlier.append((format.option, tidy))
        }
    }
}

/// The option that asks for a format written beside the Swift code, made from the format's own `option`
/// and folder help: one line of `OutputOptions` declares it.
struct FolderOption<Declaration: OutputOptionDeclaration>: ParsableArguments {
    @Option(
        name: .customLong(Declaration.option.name),
        help: FolderOptionHelp.of(Declaration.option))
    var folder: String?
}

enum FolderOptionHelp {
    /// The help of a format's folder option: its format's words, and the option's value name.
    static func of(_ option: OutputOption) -> ArgumentHelp {
        ArgumentHelp(OutputRegistry.format(for: option)?.folder.help ?? "", valueName: option.valueName)
    }
}

/// A `FolderOption`, and the `@OptionGroup` that holds one in `OutputOptions`, whatever its format.
protocol FolderOptionGroup {
    var given: (option: OutputOption, spelled: String?) { get }
}

extension FolderOption: FolderOptionGroup {
    var given: (option: OutputOption, spelled: String?) { (Declaration.option, folder) }
}

extension OptionGroup: FolderOptionGroup where Value: FolderOptionGroup {
    var given: (option: OutputOption, spelled: String?) { wrappedValue.given }
}

/// How long a run waits for another palettec run to finish with its output.
struct LockOptions: ParsableArguments {
    @Option(
        name: .customLong(OptionName.lockTimeout.rawValue),
        help: ArgumentHelp(
            "How long to wait for another palettec run writing the same output to finish, then fail (default: "
                + "\(LockWait.Waiting.describe(LockWait.defaultSeconds))).",
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
            "The access level of palettes without an \(PaletteKey.access.quoted) key: public, package or internal "
                + "(default: the config's, else internal).",
            valueName: "level"))
    var accessLevel: AccessLevel?

    @Option(
        name: .customLong(OptionName.runtime.rawValue),
        help: ArgumentHelp(
            "'import': the code imports the PaletteRuntime library; 'embed': write \(PaletteFileNames.supportFile) "
                + "instead (default: the config's, else embed).",
            valueName: "import|embed"))
    var runtime: RuntimeMode?

    @Flag(
        name: .customLong(OptionName.staticMembers.rawValue), inversion: .prefixedNo,
        help: ArgumentHelp(
            "Also make each color a static member of Color, ShapeStyle, UIColor and NSColor, named as Xcode names "
                + "asset symbols: .foregroundStyle(.brandTextPrimary) (default: the config's, else off)."
        ))
    var staticMembers: Bool?

    @Flag(
        name: .customLong(OptionName.swiftUIPreviews.rawValue), inversion: .prefixedNo,
        help: ArgumentHelp(
            "Also write \(PaletteFileNames.previewsFile): a SwiftUI #Preview of each palette's colors in every "
                + "appearance, with their contrast checks, for debug builds (default: the config's, else off)."
        ))
    var swiftUIPreviews: Bool?

    @Option(
        name: .customLong(OptionName.config.rawValue),
        help: ArgumentHelp(
            "A \(PaletteFileNames.configFile) with the target's settings "
                + "(\(PalettecConfigKey.names.map { "'\($0)'" }.joined(separator: ", "))).",
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
            staticMembers: staticMembers ?? settings.staticMembers?.isOn ?? false,
            swiftUIPreviews: swiftUIPreviews ?? settings.swiftUIPreviews?.isOn ?? false)
    }
}

extension AccessLevel: ExpressibleByArgument {}
extension RuntimeMode: ExpressibleByArgument {}
