import PaletteCore

/// What `import`'s argument is, checked before anything is read: an asset catalog (a folder named
/// `*.xcassets`), or a usage error that says which catalog to pass instead. A color set names the
/// catalog around it; a project or `Resources` folder names the catalogs it holds.
enum CatalogArgument {
    static let catalogExtension = ".xcassets"
    /// How deep below the argument catalogs are looked for: a project's `App/Resources/Assets.xcassets`.
    static let searchDepth = 4
    /// The folders looked into at most, so a home folder given by mistake answers at once.
    static let searchBudget = 5_000

    static func check(_ path: String) throws {
        let spelled = PathSpelling.tidy(path)
        switch try? FileSystem.kind(of: spelled) {
        case .missing?: throw CLIError.usage(.error("no such asset catalog", at: .whole(path)))
        case .folder?: break
        default:
            throw CLIError.usage(
                .error(
                    "this is not a folder; import reads an asset catalog folder, such as Assets.xcassets",
                    at: .whole(path)))
        }
        let name = (try? FileSystem.realPath(spelled)).flatMap { PathSpelling.components($0).last } ?? spelled
        if name.hasSuffix(catalogExtension) { return }
        if name.hasSuffix(AssetCatalogLayout.colorSetExtension) {
            let components = PathSpelling.components(spelled)
            let enclosing = components.lastIndex { $0.hasSuffix(catalogExtension) }
                .map { (spelled.hasPrefix("/") ? "/" : "") + components[...$0].joined(separator: "/") }
            throw CLIError.usage(
                .error(
                    "this is a color set; import reads a whole asset catalog, "
                        + (enclosing.map { "so pass the one that holds it: palettec import \($0)" }
                            ?? "so pass the .xcassets folder that holds it"),
                    at: .whole(spelled)))
        }
        var budget = searchBudget
        let found = catalogs(in: spelled, depth: searchDepth, budget: &budget)
        let problem: String
        switch found.count {
        case 0:
            problem =
                "this is not an asset catalog (a folder named NAME.xcassets), and holds none \(searchDepth) folders deep; "
                + "pass the catalog to import"
        case 1: problem = "this is not an asset catalog, but holds one: palettec import \(found[0])"
        default:
            problem =
                "this is not an asset catalog, but holds \(found.count): \(found.joined(separator: ", ")); "
                + "import each with palettec import CATALOG (\(OptionName.palette.flag) names each palette)"
        }
        throw CLIError.usage(.error(problem, at: .whole(spelled)))
    }

    /// The `*.xcassets` folders under `folder`, sorted, not looking into hidden folders or catalogs.
    private static func catalogs(in folder: String, depth: Int, budget: inout Int) -> [String] {
        guard depth > 0, budget > 0, let entries = try? FileSystem.entries(of: folder) else { return [] }
        budget -= 1
        var found: [String] = []
        for entry in entries where !entry.hasPrefix(".") {
            let path = PathSpelling.join(folder, entry)
            guard !FileSystem.isSymbolicLink(path), (try? FileSystem.kind(of: path)) == .folder else { continue }
            if entry.hasSuffix(catalogExtension) {
                found.append(path)
            } else {
                found += catalogs(in: path, depth: depth - 1, budget: &budget)
            }
        }
        return found
    }
}
