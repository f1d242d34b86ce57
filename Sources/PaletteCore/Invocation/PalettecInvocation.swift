/// How the plugins call palettec: the subcommands and options, named once for the CLI that parses
/// them, the plugins that pass them and the messages that name them. (Shared with the plugins by
/// symbolic link, like `PaletteFileNames`.)
public enum PalettecInvocation {
    public enum Subcommand: String, Sendable {
        case generate, compile, support, previews
    }

    public enum Option: String, CaseIterable, Sendable {
        case output
        case sourceName = "source-name"
        case accessLevel = "access-level"
        case config
        case runtime
        case staticMembers = "static-members"
        case swiftUIPreviews = "swiftui-previews"
        case lockTimeout = "lock-timeout"
        case replaceImported = "replace-imported"
        /// `import`'s: the palette's name, and the mode each appearance is.
        case palette
        case appearance
        /// `import`'s: the brands to import, and their names.
        case brand
        /// `import`'s: a color it would skip is an error; every warning of a kind is listed.
        case strict
        case verbose

        /// `--source-name`
        public var flag: String { "--" + rawValue }

        /// An option given alone, with no value: `--static-members`, and `--no-static-members`.
        public var isFlag: Bool {
            [.staticMembers, .swiftUIPreviews, .replaceImported, .strict, .verbose].contains(self)
        }
    }
}
