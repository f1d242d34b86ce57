/// An Xcode asset catalog as `palettec import` reads it: a folder named `NAME.xcassets`, its `.colorset`
/// folders the colors and every other folder a group (folders of other asset types are skipped). A folder
/// that is none names the catalog to pass instead: the one around a color set, the ones a project holds.
struct AssetCatalogImport: ImportFormat {
    static let catalogExtension = ".xcassets"
    /// How deep below the argument catalogs are looked for: a project's `App/Resources/Assets.xcassets`.
    static let searchDepth = 4
    /// The folders looked into at most, so a home folder given by mistake answers at once.
    static let searchBudget = 5_000

    /// The folder's own name, through links.
    var folderName: String

    static func recognise(_ candidate: ImportCandidate) -> ImportRecognition {
        switch candidate.contents {
        case .missing:
            return candidate.path.hasSuffix(catalogExtension) ? .refusal("no such asset catalog") : .none
        case .file:
            guard candidate.fileExtension == String(catalogExtension.dropFirst()) else { return .none }
            return .refusalSayingWhatImportReads("this is a file, and an asset catalog is a folder; ")
        case .folder(let name, _):
            return .match(name.hasSuffix(catalogExtension) ? .name : .fallback, AssetCatalogImport(folderName: name))
        }
    }

    func check(_ input: ImportInput) -> ImportStep<Void> {
        if folderName.hasSuffix(Self.catalogExtension) { return .done(()) }
        let spelled = input.path
        if folderName.hasSuffix(AssetCatalogLayout.colorSetExtension) {
            let components = spelled.utf8.split(separator: UInt8(ascii: "/")).map {
                String(decoding: $0, as: UTF8.self)
            }
            let enclosing = components.lastIndex { $0.hasSuffix(Self.catalogExtension) }
                .map { (spelled.hasPrefix("/") ? "/" : "") + components[...$0].joined(separator: "/") }
            return .refuse(
                "this is a color set; import reads a whole asset catalog, "
                    + (enclosing.map { "so pass the one that holds it: palettec import \($0)" }
                        ?? "so pass the .xcassets folder that holds it"))
        }
        let search = ImportRequest.folders(
            endingIn: Self.catalogExtension, under: spelled, depth: Self.searchDepth, budget: Self.searchBudget)
        return .read([search]) { replies in
            let found = replies[0].names
            switch found.count {
            case 0:
                return .refuse(
                    "this is not an asset catalog (a folder named NAME.xcassets), and holds none \(Self.searchDepth) "
                        + "folders deep; pass the catalog to import")
            case 1: return .refuse("this is not an asset catalog, but holds one: palettec import \(found[0])")
            default:
                return .refuse(
                    "this is not an asset catalog, but holds \(found.count): \(found.joined(separator: ", ")); "
                        + "import each with palettec import CATALOG "
                        + "(\(PalettecInvocation.Option.palette.flag) names each palette)")
            }
        }
    }

    func read(_ inputs: [ImportInput], options: ImportOptions) -> ImportStep<ImportReading> {
        let input = inputs[0]
        return .read([.tree(CatalogFolder.treeRequest(root: input.path))]) { replies in
            let (tree, events, skipped) = replies[0].tree
            let catalog = tree.map(CatalogFolder.init)
            var run: ImportReading.Run?
            if let catalog {
                run = { CatalogImporter.run(catalog, paletteName: $0, palettePath: $1) }
            }
            return .done(
                ImportReading(
                    naming: .folderName(catalog?.name, dropping: Self.catalogExtension), paths: [input.given],
                    fileProblems: Self.diagnostics(events), skipped: [.otherAsset: skipped], run: run))
        }
    }
}
