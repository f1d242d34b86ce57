extension CatalogFolder {
    /// Folders nested in one another; Xcode's catalogs rarely pass 5.
    static let depthLimit = 64
    /// The largest `Contents.json` read (Xcode's are a few kilobytes).
    static let contentsLimit = 1 << 20

    /// How a catalog is read from disk: each folder's `Contents.json`, color sets as leaves, other assets
    /// skipped; `skipping` names color set folders (relative to the catalog) left out unread, and
    /// `listingLeadingOut` lists a color set that leads out of the catalog, unread (Xcode still finds it by its
    /// name, so the search for duplicate lookup names must see it).
    static func treeRequest(
        root: String, skipping: Set<String> = [], listingLeadingOut: Bool = false
    ) -> FolderTreeRequest {
        let others = AssetFolderType.all.filter { !$0.isColorSet }.map(\.extension)
        return FolderTreeRequest(
            root: root, descriptionFile: AssetCatalogLayout.contentsFileName,
            leafSuffix: AssetCatalogLayout.colorSetExtension, descriptionLimit: contentsLimit, depthLimit: depthLimit,
            skippedFolders: FolderNameMatch(extensions: Set(others)), skipping: skipping,
            listsLeavesLeadingOut: listingLeadingOut)
    }

    /// The catalog as the CLI walked it (`treeRequest`).
    init(_ tree: FolderTree) {
        self.init(
            name: tree.name, path: tree.path, contents: tree.description,
            members: tree.members.map { member in
                switch member {
                case .folder(let folder): return .folder(CatalogFolder(folder))
                case .leaf(let leaf):
                    return .colorSet(
                        CatalogColorSet(
                            name: leaf.name, path: leaf.path, contents: leaf.description,
                            leadsOutOfCatalog: leaf.leadsOut))
                }
            })
    }
}
