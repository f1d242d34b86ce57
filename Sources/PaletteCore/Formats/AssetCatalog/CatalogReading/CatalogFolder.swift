/// An asset catalog as `palettec import` reads it: its folders and colorsets with the bytes of their
/// `Contents.json`. The CLI walks the disk to make one; everything after that is pure.
struct CatalogFolder: Sendable {
    enum Member: Sendable {
        case folder(CatalogFolder)
        case colorSet(CatalogColorSet)
    }

    /// The folder's name on disk (`Brand`); for the catalog itself, its name (`Assets.xcassets`).
    var name: String
    /// The folder's path as diagnostics show it (`Assets.xcassets/Colors/Brand`).
    var path: String
    /// The folder's `Contents.json`, nil when it has none (then it provides no namespace).
    var contents: [UInt8]?
    /// Its colorsets and folders, in any order: the import lists them as Xcode does (`CatalogNameOrder`).
    var members: [Member]

    init(name: String, path: String, contents: [UInt8]?, members: [Member]) {
        self.name = name
        self.path = path
        self.contents = contents
        self.members = members
    }

    /// `path/Contents.json`
    var contentsPath: String { path + "/Contents.json" }
}

/// One `<name>.colorset` folder.
struct CatalogColorSet: Sendable {
    /// The color's name: the folder's name without `.colorset` (`Dark Blurple`).
    var name: String
    /// The colorset folder's path as diagnostics show it (`Assets.xcassets/Brand/Dark Blurple.colorset`).
    var path: String
    var contents: [UInt8]
    /// The color set folder, or its `Contents.json`, is a symbolic link that leads out of the catalog:
    /// nothing of it is read (`contents` is empty), but it still answers to its lookup name in Xcode.
    var leadsOutOfCatalog: Bool

    init(name: String, path: String, contents: [UInt8], leadsOutOfCatalog: Bool = false) {
        self.name = name
        self.path = path
        self.contents = contents
        self.leadsOutOfCatalog = leadsOutOfCatalog
    }

    var contentsPath: String { path + "/Contents.json" }
}
