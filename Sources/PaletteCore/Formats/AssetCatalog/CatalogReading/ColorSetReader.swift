/// Reads one colorset's `Contents.json` into palettec's appearances. Everything in it that palettec
/// cannot represent is a warning at its place, never silence:
/// - entries for idioms other than `universal` are ignored; when there are only entries of one other
///   idiom (a Mac-only catalog, say), those are read as universal with no warning: the catalog says so
///   once (`CatalogReading`), from `onlyIdiom`;
/// - `display-gamut` entries: the ones with no gamut are read, else the sRGB ones; the others are ignored;
/// - entries narrowed further (`subtype`, `locale`, ...) or by appearances palettec does not know are ignored;
/// - an entry with no color is ignored, as Xcode compiles nothing for it; a colorset with no color at all
///   (the `AccentColor` Xcode makes) is not imported;
/// - a colorset that uses a system color (`"reference" : "systemBlueColor"`) is not imported.
/// A malformed file or value is an error.
enum ColorSetReader {
    struct Reading {
        /// nil when the colorset is not imported: the diagnostics say why.
        var appearances: [Appearance: RGBA]?
        var diagnostics: [Diagnostic] = []
        /// Every entry with a color was read, all for every device (or all for one, `onlyIdiom`), and none
        /// left Xcode a choice that palettec made: the color set's colors are whole in `appearances`,
        /// warnings or not.
        var isWhole: Bool { appearances != nil && inexpressible.isEmpty }
        /// What of the color set palettec's colors cannot express, as "entries for the idiom 'tv'": why it
        /// is not whole.
        var inexpressible: [String] = []
        /// The idiom every entry is for, when that is one other than `universal` (`mac`): the entries are
        /// read as universal, since palettec's universal entry shows the same colors on that device.
        var onlyIdiom: String?
    }

    static func read(_ bytes: [UInt8], path: String) -> Reading {
        switch entries(bytes, path: path) {
        case .failure(let error): return Reading(appearances: nil, diagnostics: [error.diagnostic])
        case .success(let entries): return read(entries, path: path)
        }
    }

    private static func entries(_ bytes: [UInt8], path: String) -> Result<[ColorSetEntry], DiagnosticError> {
        let root: JSONNode
        switch JSONReader.read(bytes, path: path) {
        case .success(let node): root = node
        case .failure(let error): return .failure(error)
        }
        guard root.object != nil else {
            return .failure(
                .error(
                    "a colorset's Contents.json is an object with \(CatalogContentsKey.colors.quoted); found "
                        + "\(root.kindDescription)",
                    at: root.location(in: path)))
        }
        guard let colors = root[CatalogContentsKey.colors.rawValue] else { return .success([]) }
        guard let items = colors.array else {
            return .failure(
                .error(
                    "\(CatalogContentsKey.colors.quoted) is a list of entries; found \(colors.kindDescription)",
                    at: colors.location(in: path)))
        }
        var entries: [ColorSetEntry] = []
        for item in items {
            switch ColorSetEntry.read(item, path: path) {
            case .success(let entry): entries.append(entry)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(entries)
    }

    private static func read(_ all: [ColorSetEntry], path: String) -> Reading {
        var reading = Reading(appearances: nil)
        func warn(_ message: String, at entry: ColorSetEntry?, family: DiagnosticFamily? = nil) {
            var warning = Diagnostic.warning(
                message, at: entry?.location(in: path) ?? SourceLocation(path: path, line: 1, column: 1))
            warning.family = family
            reading.diagnostics.append(warning)
        }
        var entries = all.filter { entry in
            if !entry.qualifiers.isEmpty {
                if !entry.isEmpty {
                    reading.inexpressible.append(
                        "entries only for \(entry.qualifiers.map { "'\($0)'" }.joined(separator: ", "))")
                }
                warn(
                    "this entry is only for \(entry.qualifiers.map { "'\($0)'" }.joined(separator: ", ")), which "
                        + "palettec's colors "
                        + "cannot express; it is ignored", at: entry)
                return false
            }
            if !entry.unknownAppearances.isEmpty {
                if !entry.isEmpty {
                    reading.inexpressible.append(
                        "entries for the appearance "
                            + "\(entry.unknownAppearances.map { "'\($0)'" }.joined(separator: ", "))"
                    )
                }
                warn(
                    "this entry is for the appearance "
                        + "\(entry.unknownAppearances.map { "'\($0)'" }.joined(separator: ", ")), "
                        + "which palettec does not know (it reads luminosity light and dark, and contrast high); it is "
                        + "ignored",
                    at: entry)
                return false
            }
            return true
        }
        // Not `&reading.inexpressible`: `warn` changes `reading` too, meanwhile.
        var inexpressible: [String] = []
        (entries, reading.onlyIdiom) = universal(
            entries, inexpressible: &inexpressible, warn: { warn($0, at: $1, family: $2) })
        entries = oneGamut(entries, inexpressible: &inexpressible, warn: { warn($0, at: $1) })
        reading.inexpressible += inexpressible

        let colored = entries.filter { !$0.isEmpty }
        guard !colored.isEmpty else {
            warn(
                "the colorset has no color (as in the AccentColor Xcode creates empty); set one in Xcode to import it; "
                    + "it is not imported", at: entries.first ?? all.first)
            return reading
        }
        for entry in entries where entry.isEmpty {
            reading.diagnostics.append(
                .warning(
                    "the \(entry.traits.name) entry has no color, so Xcode compiles nothing for it; it is ignored",
                    at: entry.location(in: path)
                ).of(.emptyEntry))
        }
        if let reference = colored.first(where: \.isSystemReference),
            case .systemReference(let name) = reference.content
        {
            warn(
                "the \(reference.traits.name) entry is the system color '\(name)', which palettec cannot represent "
                    + "(it has values of its own for every appearance and platform); the colorset is not imported",
                at: reference)
            return reading
        }

        var values: [ColorSetEntry.Traits: RGBA] = [:]
        let decimal = IntegerOneAmbiguity.firstDecimal(in: all.compactMap(\.colorNode))
        for entry in colored {
            guard let node = entry.colorNode else { continue }
            if values[entry.traits] != nil {
                reading.inexpressible.append("a second \(entry.traits.name) entry")
                warn("a second \(entry.traits.name) entry; palettec reads the first and ignores this one", at: entry)
                continue
            }
            switch CatalogColorReader.color(of: node, path: path) {
            case .success(let color):
                values[entry.traits] = color
                reading.diagnostics += IntegerOneAmbiguity.warnings(for: node, decimalInColorSet: decimal, path: path)
            case .failure(let error): reading.diagnostics.append(error.diagnostic)
            }
        }
        guard !reading.diagnostics.containsErrors else { return reading }
        guard let matched = CatalogAppearanceMatching.match(values) else {
            warn(
                "the colorset has no Any or Light entry, so it has no color in light mode; it is not imported",
                at: colored.first)
            return reading
        }
        for ambiguity in matched.ambiguities {
            let entry = colored.first { $0.traits == ambiguity.chosen }
            reading.inexpressible.append(
                "\(ambiguity.chosen.name) and \(ambiguity.passedOver.name) entries that both apply in high contrast")
            warn(
                "in \(ambiguity.appearance == .highContrastDark ? "dark" : "light") high contrast both the "
                    + "\(ambiguity.chosen.name) "
                    + "and the \(ambiguity.passedOver.name) entries apply; palettec reads the \(ambiguity.chosen.name) "
                    + "one "
                    + "(luminosity before contrast); add a \(ambiguity.chosen.name) + High Contrast entry to say which "
                    + "you mean",
                at: entry)
        }
        reading.appearances = matched.appearances
        reading.inexpressible = reading.inexpressible.uniqued()
        return reading
    }

    /// The `universal` entries; when there are none, the entries of the only other idiom, and that idiom.
    private static func universal(
        _ entries: [ColorSetEntry], inexpressible: inout [String],
        warn: (String, ColorSetEntry?, DiagnosticFamily?) -> Void
    ) -> (entries: [ColorSetEntry], onlyIdiom: String?) {
        let others = entries.filter { $0.idiom != CatalogContentsKey.universal }
        guard let first = others.first else { return (entries, nil) }
        let idioms = others.map(\.idiom).uniqued()
        if others.count == entries.count, idioms.count == 1 { return (entries, first.idiom) }
        let ignored =
            "entries for the \(idioms.count == 1 ? "idiom" : "idioms") "
            + "\(idioms.map { "'\($0)'" }.joined(separator: ", "))"
        if others.contains(where: { !$0.isEmpty }) { inexpressible.append(ignored) }
        warn(
            ignored + " are ignored: palettec's colors are the same on every device, so it reads the universal entries",
            first, .otherIdioms)
        return (entries.filter { $0.idiom == CatalogContentsKey.universal }, nil)
    }

    /// The entries with no `display-gamut`, or else the sRGB ones: the colors every display shows.
    private static func oneGamut(
        _ entries: [ColorSetEntry], inexpressible: inout [String], warn: (String, ColorSetEntry?) -> Void
    ) -> [ColorSetEntry] {
        let specific = entries.filter { $0.gamut != nil }
        guard !specific.isEmpty else { return entries }
        let general = entries.filter { $0.gamut == nil }
        let kept = general.isEmpty ? entries.filter { $0.gamut == "sRGB" } : general
        let ignored = specific.filter { entry in !kept.contains { $0.line == entry.line && $0.column == entry.column } }
        guard let firstIgnored = ignored.first else { return kept }
        let gamuts = ignored.compactMap(\.gamut).uniqued().map { "'\($0)'" }.joined(separator: ", ")
        if ignored.contains(where: { !$0.isEmpty }) { inexpressible.append("entries for the display gamut \(gamuts)") }
        warn(
            "the colorset has entries for the display gamut \(gamuts), which palettec ignores: it reads "
                + (general.isEmpty ? "the sRGB gamut's entries" : "the entries for any gamut")
                + " (palettec's colors carry their own color space; use display-p3 for wide-gamut colors)", firstIgnored
        )
        return kept
    }
}

extension ColorSetEntry {
    var isEmpty: Bool {
        if case .empty = content { return true }
        return false
    }

    /// The `{"color-space": ..., "components": {...}}` it holds, if it holds a color.
    var colorNode: JSONNode? {
        if case .color(let node) = content { return node }
        return nil
    }

    var isSystemReference: Bool {
        if case .systemReference = content { return true }
        return false
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
