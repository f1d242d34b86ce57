/// An Xcode asset catalog holding every color of every palette: the catalog's `Contents.json`, a
/// folder per palette and per group, and a `<key>.colorset` per color, each file in Xcode's own
/// bytes and marked as palettec's (see `AssetCatalogOwner`). A palette with brands gives its default
/// brand's colors (`CatalogBrandNote`).
///
/// ```
/// Contents.json
/// Brand/Contents.json                          "provides-namespace" : true, unless namespace: false
/// Brand/accent.colorset/Contents.json          looked up as "Brand/accent"
/// Brand/text/Contents.json
/// Brand/text/primary.colorset/Contents.json    looked up as "Brand/text/primary"
/// ```
enum AssetCatalogRenderer {
    /// Paths relative to the catalog's folder, `/`-separated, each folder's `Contents.json` before its
    /// members, members in source order. No files when any name cannot be written (see the diagnostics).
    /// `checkingLookupNames: false` leaves out the check that no two colors share a lookup name, for
    /// `import`, which keeps a catalog's ambiguous names as they are and warns about them.
    static func render(
        _ palettes: [Palette], checkingLookupNames: Bool = true
    ) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        var catalog = CatalogWalk()
        let paletteFolders = palettes.map {
            CatalogFolderName(kind: .palette, name: $0.name, location: $0.nameLocation)
        }
        catalog.check(paletteFolders, in: "the asset catalog")
        catalog.add(AssetCatalogLayout.contentsFileName, AssetCatalogLayout.folderContents(providesNamespace: false))
        for (palette, folder) in zip(palettes, paletteFolders) {
            var group = palette.root
            group.providesNamespace = palette.providesNamespace
            catalog.walk(group, folder: folder)
        }
        if checkingLookupNames {
            catalog.diagnostics += CatalogNameClashes.lookupClashes(palettes.flatMap(\.allColors))
        }
        catalog.diagnostics += CatalogBrandNote.note(for: palettes).map { [$0] } ?? []
        let diagnostics = catalog.diagnostics.sortedBySource()
        return (diagnostics.containsErrors ? [] : catalog.files, diagnostics)
    }
}

/// The files and problems found going down the palettes' folders.
private struct CatalogWalk {
    var files: [RenderedFile] = []
    var diagnostics: [Diagnostic] = []

    mutating func add(_ path: String, _ contents: XcodeJSON) {
        files.append(RenderedFile(path: path, contents: contents.fileText))
    }

    /// Every name a folder holds must be a folder name, and no two may be one folder.
    mutating func check(_ members: [CatalogFolderName], in folder: String) {
        diagnostics += members.compactMap { member in member.problem.map { .error($0, at: member.location) } }
        diagnostics += CatalogNameClashes.caseClashes(in: folder, members.filter { $0.problem == nil })
    }

    mutating func walk(_ group: ColorGroup, folder: CatalogFolderName, path parent: String = "") {
        let path = parent + folder.folderName + "/"
        add(
            path + AssetCatalogLayout.contentsFileName,
            AssetCatalogLayout.folderContents(providesNamespace: group.providesNamespace))
        var members: [CatalogFolderName] = []
        for member in group.members {
            switch member {
            case .color(let color):
                let name = CatalogFolderName(kind: .color, name: color.keyPath.last ?? "", location: color.location)
                members.append(name)
                add(
                    path + name.folderName + "/" + AssetCatalogLayout.contentsFileName,
                    ColorSetContents.contents(of: color))
            case .group(let subgroup):
                let name = CatalogFolderName(
                    kind: .group, name: subgroup.key ?? "", location: subgroup.keyLocation ?? folder.location)
                members.append(name)
                walk(subgroup, folder: name, path: path)
            }
        }
        check(members, in: "'\(String(path.dropLast()).abbreviated)'")
    }
}
