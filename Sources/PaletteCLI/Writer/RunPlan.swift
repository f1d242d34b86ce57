import PaletteCore

/// Everything `generate` writes and `check` verifies, planned against what is on disk: the Swift
/// folder, the asset catalog when `--asset-catalog` names one, and the tokens folder when `--tokens`
/// names one. Written together, all or nothing.
struct RunPlan {
    var plans: [FolderPlan]

    var isUpToDate: Bool { plans.allSatisfy(\.isUpToDate) }
    var conflicts: [OutputConflict] { plans.flatMap(\.conflicts) }

    /// Renders the compiled palettes and compares them with the files in place. The catalog's name
    /// problems are reported on stderr; an error among them ends the command before anything is planned.
    /// `replacingImported`: foreign color sets holding exactly palettec's colors under its lookup names
    /// are removed (`generate --replace-imported`); without it, they are in the way.
    static func make(
        _ compiled: CompiledInputs, _ output: OutputOptions, cleaningUp: Bool, replacingImported: Bool = false
    ) throws -> RunPlan {
        let swiftFiles = PaletteCompiler.render(compiled.palettes, options: try output.code.renderOptions())
        var catalogFiles: [RenderedFile]?
        if output.assetCatalog != nil {
            let (files, diagnostics) = AssetCatalogRenderer.render(compiled.palettes)
            StandardError.report(diagnostics)
            if diagnostics.containsErrors {
                let consequence = cleaningUp ? "; no files were written" : ""
                throw CLIError.summary(
                    "palettec: \(StandardError.summary(of: diagnostics)) in the asset catalog's names\(consequence)")
            }
            catalogFiles = files
        }
        let tokenFiles = try output.tokensFolder.map { _ in try renderTokens(compiled.palettes, cleaningUp: cleaningUp)
        }
        if cleaningUp { removeAbandonedTemporaries(output) }
        var plans = [FolderPlan.make(swiftFiles, in: output.folder, ownership: .run(compiled.inputs))]
        if let catalogFiles, let catalog = output.catalogFolder {
            var plan = FolderPlan.catalog(catalogFiles, at: catalog)
            plan.settle(
                CatalogDuplicateSearch.find(catalogFiles, in: plan.folder), replacingImported: replacingImported)
            plans.append(plan)
        }
        if let tokenFiles, let tokensFolder = output.tokensFolder {
            plans.append(FolderPlan.tokens(tokenFiles, in: tokensFolder, ownership: .run(compiled.inputs)))
        }
        return RunPlan(plans: plans)
    }

    /// The token files; names the format cannot hold are reported on stderr, and end the command.
    private static func renderTokens(_ palettes: [Palette], cleaningUp: Bool) throws -> [RenderedFile] {
        let (files, diagnostics) = TokensRenderer.render(palettes)
        StandardError.report(diagnostics)
        if diagnostics.containsErrors {
            let consequence = cleaningUp ? "; no files were written" : ""
            throw CLIError.summary(
                "palettec: \(StandardError.summary(of: diagnostics)) in the design tokens' names\(consequence)")
        }
        return files
    }

    /// Before planning: a set-aside file an old palettec left may be put back, and must then be judged.
    private static func removeAbandonedTemporaries(_ output: OutputOptions) {
        for folder in output.writtenFolders {
            for cleanup in Temporaries.removeAbandoned(in: folder) {
                StandardOutput.print(describe(cleanup, in: folder))
            }
        }
    }

    private static func describe(_ cleanup: Temporaries.Cleanup, in folder: String) -> String {
        switch cleanup {
        case .removed(let temporary):
            return "removed \(PathSpelling.join(folder, temporary.name)) (left by an interrupted run)"
        case .restored(let temporary):
            return "restored \(PathSpelling.join(folder, temporary.destination)) "
                + "from \(temporary.name) (set aside by an interrupted run of an older palettec)"
        }
    }

    /// Prints every conflict and ends the command (exit 1) when anything stands in the way.
    func failIfBlocked() throws {
        try FolderPlan.failIfBlocked(by: conflicts)
    }

    /// "generated/ is up to date (8 files)", and the catalog's and the tokens' lines when there are.
    var upToDateLines: [String] {
        plans.map { plan in "\(plan.folder)/ is up to date (\(plan.unchanged.count) files)" }
    }
}

/// The folders of an asset catalog palettec looks into: plain folders and color sets, never through a
/// symbolic link, never into image sets and other assets.
enum CatalogFolders {
    static func all(in catalog: String) -> [String] {
        guard !FileSystem.isSymbolicLink(catalog) || (try? FileSystem.kind(of: catalog)) == .folder,
            let entries = try? FileSystem.entries(of: catalog)
        else { return [] }
        return [catalog]
            + entries.flatMap { name -> [String] in
                let path = PathSpelling.join(catalog, name)
                guard AssetFolderType.mayHoldPalettecFiles(folderNamed: name), !FileSystem.isSymbolicLink(path),
                    (try? FileSystem.kind(of: path)) == .folder
                else {
                    return []
                }
                return all(in: path)
            }
    }
}
