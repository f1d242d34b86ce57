/// The names and the mark of palettec's part of an asset catalog, for the renderer and for the CLI's
/// writer (which creates the folders and removes stale color sets palettec owns).
package enum AssetCatalogLayout {
    /// Every folder of a catalog describes itself in this file.
    package static let contentsFileName = "Contents.json"
    /// A color set's folder is its name and this extension: `primary.colorset`.
    package static let colorSetExtension = ".colorset"
    /// `info.author`, the field Apple documents for the tool that wrote a file. Xcode writes `"xcode"`
    /// when it saves a file, which then is no longer palettec's.
    package static let author = "palettec"
    /// `info.version`: the asset catalog format version, 1 in every catalog Xcode writes.
    package static let formatVersion = 1

    /// `"info" : { "author" : "palettec", "version" : 1 }`, in every `Contents.json` palettec writes.
    package static let info: XcodeJSON = .object([
        "author": .string(author),
        "version": .integer(formatVersion),
    ])

    /// The catalog's own `Contents.json`, and a folder's: the mark, and for a folder whose name prefixes
    /// its colors' lookup names, `"provides-namespace" : true`.
    static func folderContents(providesNamespace: Bool) -> XcodeJSON {
        var members = ["info": info]
        if providesNamespace { members["properties"] = .object(["provides-namespace": .bool(true)]) }
        return .object(members)
    }
}
