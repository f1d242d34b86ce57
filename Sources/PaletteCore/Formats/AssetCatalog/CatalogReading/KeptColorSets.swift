/// The color sets an import leaves in the catalog as they are, because palettec's colors cannot hold
/// them whole: writing one back would drop its `tv` entries, its Display P3 gamut or its locale. They
/// are not imported, so the palette has no color by their names and `generate --replace-imported`
/// neither removes nor rewrites them. One warning per reason for the whole catalog names every one.
struct KeptColorSets {
    let catalogPath: String
    private var byReason: [(reason: String, names: [String])] = []

    init(catalogPath: String) {
        self.catalogPath = catalogPath
    }

    mutating func add(_ colorSet: CatalogColorSet, cannotExpress what: [String]) {
        let reason = what.joined(separator: " and ")
        let prefix = catalogPath + "/"
        let name = colorSet.path.hasPrefix(prefix) ? String(colorSet.path.dropFirst(prefix.count)) : colorSet.path
        if let index = byReason.firstIndex(where: { $0.reason == reason }) {
            byReason[index].names.append(name)
        } else {
            byReason.append((reason, [name]))
        }
    }

    func warnings(at place: SourceLocation) -> [Diagnostic] {
        byReason.map { reason, names in
            let one = names.count == 1
            return .warning(
                (one
                    ? "1 color set is not imported and stays in the catalog as it is"
                    : "\(names.count) color sets are not imported and stay in the catalog as they are")
                    + ", since palettec's colors cannot express \(one ? "its" : "their") "
                    + "\(CommentText.singleLine(reason)) "
                    + "(generate \(PalettecInvocation.Option.replaceImported.flag) leaves \(one ? "it" : "them") in "
                    + "place): "
                    + names.map { CommentText.singleLine($0) }.joined(separator: ", "),
                at: place)
        }
    }
}
