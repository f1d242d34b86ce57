/// One path a format reads, as the CLI found it.
package struct ImportInput: Sendable {
    /// The path as the user typed it, for the line that says what was imported.
    var given: String
    /// The path tidied, as messages name it.
    package var path: String
    /// The file's bytes; nil for a folder.
    var bytes: [UInt8]?

    package init(given: String, path: String, bytes: [UInt8]?) {
        self.given = given
        self.path = path
        self.bytes = bytes
    }

    /// The last name of `path`.
    var name: String { ImportPath.name(of: path) }

    /// The folder `path` is in.
    var folder: String { ImportPath.folder(of: path) }
}

/// Paths as the CLI spells them, lexically (as its `PathSpelling` does).
enum ImportPath {
    /// The last name of a path.
    static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The folder a path is in (`.` for a bare name, `/` for a name at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `folder/name`, without a `./` in front or a doubled slash.
    static func join(_ folder: String, _ name: String) -> String {
        switch folder {
        case "", ".": return name
        case _ where folder.hasSuffix("/"): return folder + name
        default: return folder + "/" + name
        }
    }
}

/// What `import` was told beside its paths, for the formats that take it.
package struct ImportOptions: Sendable {
    /// `--appearance`, as given: `dark=dark-dimmed`.
    var appearances: [String]
    /// `--brand`, as given: `acme`, `acme=Acme`.
    var brands: [String]
    /// `--strict`: a color palettec would skip is an error.
    var strict: Bool
    /// The errors writing a palette back would give in the formats `generate` writes beside the code
    /// (`OutputRegistry.writeBackProblems`): an import exits 0 only when they can all be written.
    var writeBack: @Sendable (Palette) -> [Diagnostic]

    package init(
        appearances: [String] = [], brands: [String] = [], strict: Bool = false,
        writeBack: @escaping @Sendable (Palette) -> [Diagnostic]
    ) {
        self.appearances = appearances
        self.brands = brands
        self.strict = strict
        self.writeBack = writeBack
    }
}

/// An option a format cannot take: the option's name and what is wrong, to follow its flag.
package struct ImportOptionProblem: Error, Equatable, Sendable {
    package var option: PalettecInvocation.Option
    package var message: String
}
