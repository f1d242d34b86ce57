/// Reads a whole catalog into groups and colors: each folder's namespace from its `Contents.json`,
/// each colorset through `ColorSetReader`, each folder's members in the order Xcode lists them
/// (`CatalogNameOrder`). Folders that end up with no color (image folders) are left out. The
/// catalog's own folder never prefixes lookup names, so it is read as providing none. Color sets for
/// one idiom only, read as universal, are one note for the whole catalog (`OneIdiomSets`), not one each.
/// Color sets that palettec's colors cannot hold whole (entries for the `tv` beside the universal ones, a
/// display gamut, a locale) are not imported: they stay in the catalog as they are, where
/// `generate --replace-imported` leaves them, and the catalog names them in one warning per reason (`KeptColorSets`).
enum CatalogReading {
    static func read(_ catalog: CatalogFolder) -> (root: ImportedGroup, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var oneIdiom = OneIdiomSets()
        var kept = KeptColorSets(catalogPath: catalog.path)
        let root = group(
            catalog, key: "", providesNamespace: false, lookupPrefix: [], diagnostics: &diagnostics,
            oneIdiom: &oneIdiom, kept: &kept)
        let place = ImportPlace.location(catalog.path)
        return (root, oneIdiom.notes(at: place) + kept.warnings(at: place) + diagnostics)
    }

    private static func group(
        _ folder: CatalogFolder, key: String, providesNamespace: Bool, lookupPrefix: [String],
        diagnostics: inout [Diagnostic], oneIdiom: inout OneIdiomSets, kept: inout KeptColorSets
    ) -> ImportedGroup {
        var group = ImportedGroup(
            key: key, place: ImportPlace.location(folder.path), providesNamespace: providesNamespace, members: [])
        for member in CatalogNameOrder.sorted(folder.members) {
            switch member {
            case .colorSet(let colorSet):
                let reading = ColorSetReader.read(colorSet.contents, path: colorSet.contentsPath)
                if reading.appearances != nil, !reading.isWhole {
                    kept.add(colorSet, cannotExpress: reading.inexpressible)
                    continue
                }
                diagnostics += reading.diagnostics
                guard let appearances = reading.appearances else { continue }
                if let idiom = reading.onlyIdiom { oneIdiom.add(idiom, colorSet: colorSet.path) }
                group.members.append(
                    .color(
                        ImportedColor(
                            key: colorSet.name, place: ImportPlace.location(colorSet.contentsPath),
                            appearances: appearances.mapValues(ImportedValue.color),
                            lookupName: (lookupPrefix + [colorSet.name]).joined(separator: "/"))))
            case .folder(let nested):
                let namespace = self.providesNamespace(nested, diagnostics: &diagnostics)
                let child = self.group(
                    nested, key: nested.name, providesNamespace: namespace,
                    lookupPrefix: lookupPrefix + (namespace ? [nested.name] : []), diagnostics: &diagnostics,
                    oneIdiom: &oneIdiom, kept: &kept)
                if !child.members.isEmpty { group.members.append(.group(child)) }
            }
        }
        return group
    }

    /// `"properties" : { "provides-namespace" : true }` in the folder's `Contents.json`.
    static func providesNamespace(_ folder: CatalogFolder, diagnostics: inout [Diagnostic]) -> Bool {
        guard let bytes = folder.contents else { return false }
        switch JSONReader.read(bytes, path: folder.contentsPath) {
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            return false
        case .success(let root):
            guard root.object != nil else {
                diagnostics.append(
                    .error(
                        "a folder's Contents.json is an object; found \(root.kindDescription)",
                        at: root.location(in: folder.contentsPath)))
                return false
            }
            guard
                let flag = root[CatalogContentsKey.properties.rawValue]?[CatalogContentsKey.providesNamespace.rawValue]
            else { return false }
            guard case .bool(let value) = flag.value else {
                diagnostics.append(
                    .error(
                        "\(CatalogContentsKey.providesNamespace.quoted) is true or false; found \(flag.kindDescription)",
                        at: flag.location(in: folder.contentsPath)))
                return false
            }
            return value
        }
    }
}

/// The imported color sets whose entries are all for one idiom other than `universal` (a Mac app's
/// `mac`), by idiom: palettec reads them as universal, since its universal entry shows the same colors
/// on that device, and says so once per idiom, counting them and naming the first, not once a set.
struct OneIdiomSets {
    private var sets: [(idiom: String, count: Int, first: String)] = []

    mutating func add(_ idiom: String, colorSet path: String) {
        if let index = sets.firstIndex(where: { $0.idiom == idiom }) {
            sets[index].count += 1
        } else {
            sets.append((idiom, 1, path))
        }
    }

    func notes(at place: SourceLocation) -> [Diagnostic] {
        sets.map { idiom, count, first in
            let sets = count == 1 ? "1 color set has" : "\(count) color sets have"
            return Diagnostic(
                .note,
                "\(sets) entries for the idiom '\(CommentText.singleLine(idiom).abbreviated)' only; palettec reads "
                    + "them as "
                    + "universal, which shows the same colors on that device (palettec's colors are the same on every "
                    + "device); "
                    + "first at \(ImportPlace.location(first).description)",
                at: place)
        }
    }
}
