/// A color set palettec did not write that answers to the same lookup name as one palettec writes in
/// the same catalog. Xcode then has two colors by one name and shows either: the catalog no longer
/// says which color `UIColor(named:)` gets. After `palettec import`, the imported color sets are such
/// duplicates until palettec's take their place (`generate --replace-imported`).
struct CatalogDuplicate: Equatable, Sendable {
    var lookupName: String
    /// The foreign color set's folder, as messages name it.
    var foreignPath: String
    /// palettec's color set folder for the same name.
    var palettecPath: String
    /// The foreign color set holds exactly the colors palettec writes for the name, and nothing that
    /// palettec's colors cannot express (no entry for another device beside the universal ones, no
    /// gamut or locale, none passed over): palettec's color set can take its place and Xcode shows the
    /// same colors. A color set for one device only (a Mac app's `mac` entries) is replaceable: palettec's
    /// universal entry shows the same colors on that device.
    var isReplaceable: Bool { obstacle == nil }
    /// Why palettec's color set cannot take the foreign one's place; nil when it can.
    var obstacle: Obstacle?

    enum Obstacle: Equatable, Sendable {
        /// It reads to other colors than palettec's, or is no color set palettec can read.
        case otherColors
        /// What of it palettec's colors cannot express: "entries for the idiom 'tv'".
        case inexpressible([String])
        /// It, or its `Contents.json`, is a symbolic link out of the catalog, which palettec does not read.
        case leadsOutOfCatalog
    }

    init(lookupName: String, foreignPath: String, palettecPath: String, obstacle: Obstacle?) {
        self.lookupName = lookupName
        self.foreignPath = foreignPath
        self.palettecPath = palettecPath
        self.obstacle = obstacle
    }
}

enum CatalogDuplicates {
    /// The foreign color sets in `catalog` (the one on disk) whose lookup names palettec's `written`
    /// catalog also defines. A color set at the very path palettec writes is not one: that file is
    /// palettec's to write, or in its way.
    static func find(in catalog: CatalogFolder, written: CatalogFolder) -> [CatalogDuplicate] {
        let palettec = Dictionary(
            CatalogLookupNames.colorSets(in: written).map { ($0.lookupName, $0.colorSet) },
            uniquingKeysWith: { first, _ in first })
        let palettecPaths = Set(palettec.values.map(\.path))
        return CatalogLookupNames.colorSets(in: catalog).compactMap { entry in
            guard let ours = palettec[entry.lookupName], !palettecPaths.contains(entry.colorSet.path),
                !AssetCatalogOwner(contents: entry.colorSet.contents).isPalettec
            else { return nil }
            return CatalogDuplicate(
                lookupName: entry.lookupName, foreignPath: entry.colorSet.path, palettecPath: ours.path,
                obstacle: obstacle(replacing: entry.colorSet, with: ours))
        }
    }

    /// nil when both read to the same colors in every appearance, the foreign one whole. A warning that
    /// changes nothing Xcode shows (an entry with no color, a "1" that is 1/255 as palettec reads it)
    /// does not stand in the way.
    private static func obstacle(
        replacing foreign: CatalogColorSet, with ours: CatalogColorSet
    ) -> CatalogDuplicate.Obstacle? {
        guard !foreign.leadsOutOfCatalog else { return .leadsOutOfCatalog }
        let theirs = ColorSetReader.read(foreign.contents, path: foreign.contentsPath)
        let mine = ColorSetReader.read(ours.contents, path: ours.contentsPath)
        guard let appearances = theirs.appearances, appearances == mine.appearances else { return .otherColors }
        return theirs.isWhole ? nil : .inexpressible(theirs.inexpressible)
    }
}
