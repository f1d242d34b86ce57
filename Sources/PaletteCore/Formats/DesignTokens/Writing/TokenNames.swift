/// Every name that becomes a token or group name must be one the format accepts: a palette's key with
/// a `.`, `{` or `}` in it, or starting with `$`, cannot be written, since the format's aliases
/// (`{group.token}`) would read it as something else. Each is an error at the key, for `--tokens` only:
/// the other outputs take such keys as they are. A color named `$root` is its group's own token.
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
                if color.key != DTCGFormat.Key.root, let problem = DTCGFormat.nameProblem(color.key) {
                    diagnostics.append(error(kind: "color", name: color.key, problem: problem, at: color.location))
                }
            case .group(let nested):
                if let key = nested.key, let problem = DTCGFormat.nameProblem(key) {
                    diagnostics.append(
                        error(
                            kind: "group", name: key, problem: problem, at: nested.keyLocation ?? palette.nameLocation))
                }
                check(nested, palette: palette, into: &diagnostics)
            }
        }
    }

    private static func error(kind: String, name: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "the \(kind) '\(name.abbreviated)' cannot be a design token name for \(PalettecInvocation.Option.tokens.flag): \(problem), and the format reserves "
                + "'{', '}' and '.' in names, and '$' at their start; rename it", at: location)
    }
}
