/// One entry of a colorset's `colors` array, read for what it is for (idiom, gamut, appearances) and
/// what it holds. Its color is converted only once the entry is known to be used, so an ignored
/// entry (another idiom, the Display P3 gamut) can hold values palettec could not read.
struct ColorSetEntry {
    private typealias Key = CatalogContentsKey

    enum Luminosity: String {
        case light, dark
    }

    enum Content {
        /// `{"color-space": ..., "components": {...}}`
        case color(JSONNode)
        /// `{"reference": "systemBlueColor"}`: one of the system's dynamic colors.
        case systemReference(String)
        /// No `color` at all, as in the `AccentColor` Xcode makes for a new app.
        case empty
    }

    /// The traits it applies to: a luminosity, high contrast, both or neither (Any).
    struct Traits: Hashable {
        var luminosity: Luminosity?
        var highContrast: Bool

        /// How Xcode's attributes inspector names the slot: "Any", "Dark", "Dark + High Contrast".
        var name: String {
            let base = luminosity.map { $0 == .light ? "Light" : "Dark" } ?? "Any"
            return highContrast ? base + " + High Contrast" : base
        }
    }

    var traits = Traits(luminosity: nil, highContrast: false)
    var idiom = CatalogContentsKey.universal
    var gamut: String?
    var content = Content.empty
    /// Appearances palettec does not know (`"luminosity": "tinted"`, `"vibrancy"`...), as written.
    var unknownAppearances: [String] = []
    /// Keys that narrow the entry further than palettec can (`subtype`, `locale`...).
    var qualifiers: [String] = []
    var line: Int
    var column: Int

    /// Reads the entry's structure; a wrongly typed field is an error.
    static func read(_ node: JSONNode, path: String) -> Result<ColorSetEntry, DiagnosticError> {
        guard let members = node.object else {
            return .failure(
                .error(
                    "each entry of \(Key.colors.quoted) is an object; found \(node.kindDescription)",
                    at: node.location(in: path)))
        }
        var entry = ColorSetEntry(line: node.line, column: node.column)
        for member in members {
            switch member.key {
            case Key.idiom.rawValue:
                guard let idiom = member.value.string else { return .failure(stringExpected(member, path: path)) }
                entry.idiom = idiom
            case Key.displayGamut.rawValue:
                guard let gamut = member.value.string else { return .failure(stringExpected(member, path: path)) }
                entry.gamut = gamut
            case Key.appearances.rawValue:
                if case .failure(let error) = entry.readAppearances(member.value, path: path) { return .failure(error) }
            case Key.color.rawValue:
                switch content(of: member.value, path: path) {
                case .success(let content): entry.content = content
                case .failure(let error): return .failure(error)
                }
            default:
                entry.qualifiers.append(member.key)
            }
        }
        return .success(entry)
    }

    private mutating func readAppearances(_ node: JSONNode, path: String) -> Result<Void, DiagnosticError> {
        guard let items = node.array else {
            return .failure(
                .error(
                    "\(Key.appearances.quoted) is a list of {\(Key.appearance.quoted), \(Key.value.quoted)}; found "
                        + "\(node.kindDescription)",
                    at: node.location(in: path)))
        }
        for item in items {
            guard let kind = item[Key.appearance.rawValue]?.string, let value = item[Key.value.rawValue]?.string else {
                let example =
                    "{\(Key.appearance.quoted) : \"\(CatalogTrait.dark.appearance)\", \(Key.value.quoted) : "
                    + "\"\(CatalogTrait.dark.value)\"}"
                return .failure(.error("each appearance is \(example) with two strings", at: item.location(in: path)))
            }
            switch CatalogTrait.allCases.first(where: { $0.appearance == kind && $0.value == value }) {
            case .light?: traits.luminosity = .light
            case .dark?: traits.luminosity = .dark
            case .highContrast?: traits.highContrast = true
            case nil: unknownAppearances.append("\(kind) \(value)")
            }
        }
        return .success(())
    }

    private static func content(of node: JSONNode, path: String) -> Result<Content, DiagnosticError> {
        guard node.object != nil else {
            return .failure(
                .error(
                    "\(Key.color.quoted) is an object with \(Key.colorSpace.quoted) and \(Key.components.quoted); "
                        + "found \(node.kindDescription)",
                    at: node.location(in: path)))
        }
        if let reference = node[Key.reference.rawValue] {
            guard let name = reference.string else {
                return .failure(
                    .error(
                        "\(Key.reference.quoted) names a system color as a string; found \(reference.kindDescription)",
                        at: reference.location(in: path)))
            }
            return .success(.systemReference(name))
        }
        return .success(.color(node))
    }

    private static func stringExpected(_ member: JSONMember, path: String) -> DiagnosticError {
        .error(
            "\"\(member.key)\" is a string; found \(member.value.kindDescription)", at: member.value.location(in: path))
    }

    func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
