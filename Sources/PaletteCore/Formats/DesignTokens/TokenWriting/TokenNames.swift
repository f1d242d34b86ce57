/// Every name that becomes a token or group name must be one the format accepts: a palette's key with
/// a `.`, `{` or `}` in it, or starting with `$`, cannot be written, since the format's aliases
/// (`{group.token}`) would read it as something else. Each is an error at the key, for `--tokens` only:
/// the other outputs take such keys as they are. A color named `$root` is its group's own token.
/// A member with `token:` is written under that name (`written(_:tokenName:)`).
enum TokenNames {
    static func diagnostics(_ palettes: [Palette]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for palette in palettes {
            if let problem = DTCGFormat.nameProblem(palette.name) {
                diagnostics.append(
                    error(kind: "palette", name: palette.name, problem: problem, at: palette.nameLocation))
            }
            check(palette.root, palette: palette, into: &diagnostics)
        }
        return diagnostics
    }

    private static func check(_ group: ColorGroup, palette: Palette, into diagnostics: inout [Diagnostic]) {
        for member in group.members {
            switch member {
            case .color(let color):
                // `$root` is the one `$` name a token may have: its group's own token, as import reads it.
                let name = written(color.key, tokenName: color.tokenName)
                if name != DTCGFormat.Key.root, let problem = DTCGFormat.nameProblem(name) {
                    diagnostics.append(error(kind: "color", name: name, problem: problem, at: color.location))
                }
            case .group(let nested):
                if let key = nested.key.map({ written($0, tokenName: nested.tokenName) }),
                    let problem = DTCGFormat.nameProblem(key)
                {
                    diagnostics.append(
                        error(
                            kind: "group", name: key, problem: problem, at: nested.keyLocation ?? palette.nameLocation))
                }
                check(nested, palette: palette, into: &diagnostics)
            }
        }
    }

    /// The name a color or group is written under: its `token:` name (the design token's it was imported
    /// from) where the format accepts it, else its key. A name with `.` cannot be written back: aliases
    /// would read it as a path.
    static func written(_ key: String, tokenName: String?) -> String {
        if let tokenName, DTCGFormat.nameProblem(tokenName) == nil { return tokenName }
        return key
    }

    private static func error(kind: String, name: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "the \(kind) '\(name.abbreviated)' cannot be a design token name for "
                + "\(DesignTokensOutput.option.flag): \(problem), and the format reserves "
                + "'{', '}' and '.' in names, and '$' at their start; rename it", at: location)
    }
}

/// The path `--tokens` writes an alias to a color with: the palette's name, then its groups' and its
/// own written names (`TokenNames.written`), found by the name palette references use (`text.primary`).
struct TokenAliasPaths {
    let palette: String
    /// Only for colors in a group with a `token:` name, or with one of their own.
    private let renamed: [String: [String]]

    init(_ palette: Palette) {
        self.palette = palette.name
        var renamed: [String: [String]] = [:]
        func visit(_ group: ColorGroup, written: [String], changed: Bool) {
            for member in group.members {
                switch member {
                case .color(let color):
                    guard changed || color.tokenName != nil else { continue }
                    renamed[color.name] = written + [TokenNames.written(color.key, tokenName: color.tokenName)]
                case .group(let nested):
                    let name = TokenNames.written(nested.key ?? "", tokenName: nested.tokenName)
                    visit(nested, written: written + [name], changed: changed || nested.tokenName != nil)
                }
            }
        }
        visit(palette.root, written: [], changed: false)
        self.renamed = renamed
    }

    func path(_ name: String) -> [String] {
        [palette] + (renamed[name] ?? name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }
}
