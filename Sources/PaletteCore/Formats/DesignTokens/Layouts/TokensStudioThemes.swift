/// Tokens Studio's `$themes.json`: an array of themes, each with a `name`, an optional `group`, and
/// `selectedTokenSets`, a map from a token set's name (its file's path without `.json`) to
/// `enabled` (its tokens are the theme's), `source` (there for references to resolve, not output)
/// or `disabled`. `$metadata.json`'s `tokenSetOrder` is the order sets merge in, later winning.
struct TokensStudioThemes {
    /// The themes' key in a single file that holds every set, as their own file is `$themes.json`.
    static let key = "$themes"

    struct Theme {
        var name: String
        var group: String
        var sets: [(name: String, status: Status)]
        var location: SourceLocation
    }

    enum Status: String {
        case enabled, source, disabled
    }

    var themes: [Theme] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// False when the themes are no array: there is nothing to say of their appearances.
    private(set) var isArray = true

    /// Reads the themes array, reporting what it cannot read at its place; `name` is how messages call
    /// it: the file `$themes.json`, or the key `$themes` of a single file.
    init(_ json: JSONNode, file: String, name: String = "$themes.json") {
        guard let items = json.array else {
            isArray = false
            diagnostics.append(
                .error(
                    "\(name) is \(json.kindDescription), and Tokens Studio writes it as an array of themes "
                        + "([{\"name\": \"light\", \"selectedTokenSets\": {\"core\": \"enabled\"}}, …]); write it so",
                    at: json.location(in: file)))
            return
        }
        for item in items {
            let place = item.location(in: file)
            guard item.object != nil, let name = item["name"]?.string else {
                diagnostics.append(.error("a theme is an object with a \"name\"; this one has none", at: place))
                continue
            }
            var theme = Theme(name: name, group: item["group"]?.string ?? "", sets: [], location: place)
            for member in item["selectedTokenSets"]?.object ?? [] {
                guard !member.key.unicodeScalars.contains("\0") else {
                    diagnostics.append(
                        .error(
                            "the set '\(member.key.abbreviated)' holds a NUL character, which no file name can; rename "
                                + "the set",
                            at: SourceLocation(path: file, line: member.keyLine, column: member.keyColumn)))
                    continue
                }
                guard let text = member.value.string, let status = Status(rawValue: text) else {
                    diagnostics.append(
                        .warning(
                            "the set '\(member.key.abbreviated)' is \"enabled\", \"source\" or \"disabled\", not "
                                + "'\(member.value.string?.abbreviated ?? member.value.kindDescription)'; it is left "
                                + "out",
                            at: member.value.location(in: file)
                        ).of(.unreadableSetState))
                    continue
                }
                theme.sets.append((member.key, status))
            }
            themes.append(theme)
        }
    }

    /// The sets every theme names but `disabled` ones, once each, in the order first named.
    var setNames: [String] {
        var seen: Set<String> = []
        return themes.flatMap { $0.sets.filter { $0.status != .disabled }.map(\.name) }.filter {
            seen.insert($0).inserted
        }
    }

    /// `$metadata.json`'s `tokenSetOrder`, or nil when there is none.
    static func setOrder(_ metadata: JSONNode?) -> [String]? {
        metadata?["tokenSetOrder"]?.array?.compactMap(\.string)
    }
}
