/// `palettec import colors.txt` (or `.json`), pure: SwiftGen's colors → the YAML palette that holds
/// every one of them under its name, with the value SwiftGen gives it as both light and dark, and each
/// alias of the `.txt` format as a reference to its color; or the errors that stop it, each at its line
/// and column. The palette is proven before it is handed back (`ImportProof`).
enum SwiftGenColorsImporter {
    /// `path` names the file in messages; `paletteName` is the palette's `palette:`; `palettePath` is
    /// where it will be written (it names the palette while it is checked).
    static func run(
        _ bytes: [UInt8], format: SwiftGenColorsFormat, path: String, paletteName: String, palettePath: String,
        limits: PaletteLimits = .standard
    ) -> ImportResult {
        let (entries, readProblems) =
            switch format {
            case .text: SwiftGenTextReader.read(bytes, path: path, colorLimit: limits.colors).result
            case .json: SwiftGenJSONReader.read(bytes, path: path, colorLimit: limits.colors)
            }
        var diagnostics = readProblems + duplicates(in: entries)
        let allNames = entries.map(\.name)
        let names = Set(allNames)
        // "Did you mean" compares with every name: for the first few bad values only, so a hostile file
        // of bad values costs no more than a file of colors.
        var suggestions = 10
        let members = entries.compactMap { entry -> ImportedGroup.Member? in
            let candidates = suggestions > 0 ? allNames : []
            switch value(of: entry, format: format, names: names, suggestingFrom: candidates) {
            case .success(let value):
                return .color(ImportedColor(key: entry.name, place: entry.namePlace, appearances: [.light: value]))
            case .failure(let problem):
                suggestions -= 1
                diagnostics.append(problem.diagnostic)
                return nil
            }
        }
        if entries.isEmpty, !diagnostics.containsErrors {
            diagnostics.append(
                .warning(
                    "the file has no color (a line 'name: #RRGGBB'), so there is no palette to write", at: .whole(path))
            )
        }
        guard !diagnostics.containsErrors, !members.isEmpty else {
            return ImportResult(yaml: nil, diagnostics: diagnostics, colorCount: 0)
        }

        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let imported = ImportedPalette(
            header: [
                "Imported from \(fileName) (SwiftGen colors) by palettec import: a color for each name, in the file's "
                    + "order, its",
                "value written as both light and "
                    + "dark\(format == .text ? ", and each alias a reference to its color" : "").",
            ], root: ImportedGroup(key: "", place: .whole(path), members: members), sourceDescription: "the file")
        let proof = ImportProof.run(imported, paletteName: paletteName, palettePath: palettePath, limits: limits)
        diagnostics += proof.diagnostics
        return ImportResult(
            yaml: proof.yaml, diagnostics: diagnostics, colorCount: proof.yaml == nil ? 0 : members.count)
    }

    /// A name SwiftGen reads twice keeps its last value there, silently; here it is an error at the
    /// second, naming the first, since one of the two lines is a mistake.
    private static func duplicates(in entries: [SwiftGenColorEntry]) -> [Diagnostic] {
        var first: [String: SwiftGenColorEntry] = [:]
        return entries.compactMap { entry in
            guard let earlier = first[entry.name] else {
                first[entry.name] = entry
                return nil
            }
            return .error(
                "the color '\(SwiftGenTextReader.shown(entry.name))' is defined again here (first at line "
                    + "\(earlier.namePlace.line)), "
                    + "and SwiftGen keeps only the last; remove the one you do not mean",
                at: entry.namePlace, notes: [Diagnostic.Note("the first definition", at: earlier.namePlace)])
        }
    }

    /// In a `.txt`, a value that names a color is an alias of it, as in SwiftGen, even where it would
    /// also read as hex (a color named `ffffff`); anything else is a hex color.
    private static func value(
        of entry: SwiftGenColorEntry, format: SwiftGenColorsFormat, names: Set<String>,
        suggestingFrom candidates: [String]
    ) -> Result<ImportedValue, DiagnosticError> {
        if format == .text, names.contains(entry.value) { return .success(.reference([entry.value])) }
        switch SwiftGenHex.parse(entry.value) {
        case .success(let color):
            return .success(.color(color))
        case .failure(let problem):
            let suggestion =
                format == .text && problem == .notHex ? Suggestion.closest(to: entry.value, in: candidates) : nil
            return .failure(
                .error(
                    message(for: problem, entry: entry, format: format, names: names)
                        + (suggestion.map { "; did you mean '\(SwiftGenTextReader.shown($0))'?" } ?? ""),
                    at: entry.valuePlace))
        }
    }

    private static func message(
        for problem: SwiftGenHex.Problem, entry: SwiftGenColorEntry, format: SwiftGenColorsFormat,
        names: Set<String>
    ) -> String {
        let value = "'\(SwiftGenTextReader.shown(entry.value))'"
        let forms = "#RRGGBB or #RRGGBBAA (6 or 8 hex digits, after '#', '0x' or nothing)"
        switch (problem, format) {
        case (.digitCount(let count, let reading?), _):
            return
                "\(value) has \(count) hex digits, where SwiftGen's colors take 6 (#RRGGBB) or 8 (#RRGGBBAA); SwiftGen "
                + "reads it as "
                + "\(reading), most likely not what was meant: write the 6 or 8 digits you mean (\(reading) keeps what "
                + "SwiftGen shows)"
        case (.digitCount(let count, nil), _):
            return
                "\(value) has \(count) hex digits, where SwiftGen's colors take 6 (#RRGGBB) or 8 (#RRGGBBAA); write "
                + "one of those"
        case (.notHex, .text):
            let comment =
                entry.name.hasPrefix("#") || entry.name.hasPrefix("/")
                ? " (SwiftGen reads every line with a ':' as a color, a comment's too: take the ':' out of a comment)"
                : ""
            return
                "\(value) is neither a hex color nor the name of a color in this file; write \(forms), or the name of "
                + "one "
                + "of its colors\(comment)"
        case (.notHex, .json) where names.contains(entry.value):
            return "\(value) names another color, but SwiftGen's colors JSON has no aliases (its .txt format has); "
                + "write that color's value here, \(forms)"
        case (.notHex, .json):
            return "\(value) is not a hex color; SwiftGen's colors JSON takes \(forms)"
        }
    }
}
