/// Whether palettec wrote a catalog's `Contents.json`, judged from its bytes alone: the file must be
/// JSON that `XcodeJSONParser` reads exactly, an object whose `info` is exactly
/// `{ "author" : "palettec", "version" : 1 }`. A file Xcode saved again says `"author" : "xcode"`,
/// and a file that merely mentions palettec elsewhere, or adds a key to the mark, is someone else's.
/// The CLI replaces or removes only files this calls palettec's.
struct AssetCatalogOwner: Hashable, Sendable {
    let isPalettec: Bool

    init(contents: [UInt8]) {
        guard case .object(let members)? = XcodeJSONParser.parse(contents) else {
            isPalettec = false
            return
        }
        isPalettec = members[CatalogContentsKey.info.rawValue] == AssetCatalogLayout.info
    }
}
