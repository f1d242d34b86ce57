/// Reads a SwiftGen colors `.json` file as SwiftGen's parser does: one object whose every value is a
/// string, each key a color's name (spaces and tabs around it are not part of it, as SwiftGen's
/// templates trim them) and each value its hex color. Anything else is an error at its line and column.
enum SwiftGenJSONReader {
    static func read(
        _ bytes: [UInt8], path: String, colorLimit: Int
    ) -> (entries: [SwiftGenColorEntry], diagnostics: [Diagnostic]) {
        let root: JSONNode
        switch JSONReader.read(bytes, path: path) {
        case .failure(let error): return ([], [error.diagnostic])
        case .success(let node): root = node
        }
        guard let members = root.object else {
            return (
                [],
                [
                    .error(
                        "SwiftGen's colors JSON is one object of names and hex colors, such as { \"accent\": "
                            + "\"#0A84FF\" }; "
                            + "found \(root.kindDescription)", at: root.location(in: path))
                ]
            )
        }
        var entries: [SwiftGenColorEntry] = []
        var diagnostics: [Diagnostic] = []
        for member in members {
            let namePlace = SourceLocation(path: path, line: member.keyLine, column: member.keyColumn)
            guard entries.count < colorLimit else {
                diagnostics.append(
                    .error(
                        "the file has more than \(colorLimit) colors, the most palettec compiles in one palette; "
                            + "split it into several files and import each", at: namePlace))
                break
            }
            let name = SwiftGenTextReader.trimmed(member.key)
            guard let value = member.value.string else {
                diagnostics.append(
                    .error(
                        "'\(SwiftGenTextReader.shown(name))' is \(member.value.kindDescription); SwiftGen's colors "
                            + "JSON "
                            + "gives each name a hex color as a string, such as \"#0A84FF\"",
                        at: member.value.location(in: path)))
                continue
            }
            entries.append(
                SwiftGenColorEntry(
                    name: name, namePlace: namePlace, value: value, valuePlace: member.value.location(in: path)))
        }
        return (entries, diagnostics)
    }
}
