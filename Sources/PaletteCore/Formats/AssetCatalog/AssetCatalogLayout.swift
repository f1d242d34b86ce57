/// The names and the mark of palettec's part of an asset catalog, for the renderer and for the CLI's
/// writer (which creates the folders and removes stale color sets palettec owns).
enum AssetCatalogLayout {
    /// Every folder of a catalog describes itself in this file.
    static let contentsFileName = "Contents.json"
    /// A color set's folder is its name and this extension: `primary.colorset`.
    static let colorSetExtension = ".colorset"
    /// `info.author`, the field Apple documents for the tool that wrote a file. Xcode writes `"xcode"`
    /// when it saves a file, which then is no longer palettec's.
    static let author = "palettec"
    /// `info.version`: the asset catalog format version, 1 in every catalog Xcode writes.
    static let formatVersion = 1

    /// `"info" : { "author" : "palettec", "version" : 1 }`, in every `Contents.json` palettec writes.
    static let info: XcodeJSON = .object([
        CatalogContentsKey.author.rawValue: .string(author),
        CatalogContentsKey.version.rawValue: .integer(formatVersion),
    ])

    /// The catalog's own `Contents.json`, and a folder's: the mark, and for a folder whose name prefixes
    /// its colors' lookup names, `"provides-namespace" : true`.
    static func folderContents(providesNamespace: Bool) -> XcodeJSON {
        var members = [CatalogContentsKey.info.rawValue: info]
        if providesNamespace {
            members[CatalogContentsKey.properties.rawValue] = .object([
                CatalogContentsKey.providesNamespace.rawValue: .bool(true)
            ])
        }
        return .object(members)
    }
}
