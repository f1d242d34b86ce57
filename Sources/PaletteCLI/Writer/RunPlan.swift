import PaletteCore

/// Everything `generate` writes and `check` verifies, planned against what is on disk: a folder for
/// each output format asked for (`OutputRegistry`). Written together, all or nothing.
struct RunPlan {
    var plans: [FolderPlan]

    var isUpToDate: Bool { plans.allSatisfy(\.isUpToDate) }
    var conflicts: [OutputConflict] { plans.flatMap(\.conflicts) }

    /// Renders the compiled palettes in every format asked for and compares them with the files in place.
    /// A format's name problems are reported on stderr (those of the formats every run writes were, when
    /// the palettes compiled); an error among them ends the command before anything is planned.
    /// `replacingImported`: foreign files holding exactly palettec's colors under its names are removed
    /// (`generate --replace-imported`); without it, they are in the way.
    static func make(
        _ compiled: CompiledInputs, _ output: OutputOptions, cleaningUp: Bool, replacingImported: Bool = false
    ) throws -> RunPlan {
        let options = try output.code.renderOptions()
        let folders = output.folders
        let renderings = PaletteCompiler.render(compiled.palettes, options: options, formats: folders.map(\.format))
        for (format, rendering) in zip(folders.map(\.format), renderings) where !format.isAlwaysWritten {
            StandardError.report(rendering.diagnostics)
            if rendering.diagnostics.containsErrors {
                let consequence = cleaningUp ? "; no files were written" : ""
                throw CLIError.summary(
                    "palettec: \(StandardError.summary(of: rendering.diagnostics)) in "
                        + "\(format.folder.wording.names)\(consequence)")
            }
        }
        if cleaningUp { removeAbandonedTemporaries(output) }
        let plans = zip(folders, renderings).map { given, rendering in
            FolderPlan.make(
                rendering.files, in: given.folder, format: given.format, ownership: .run(compiled.inputs),
                replacingImported: replacingImported)
        }
        return RunPlan(plans: plans)
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

/// The folders of an output palettec looks into: the folder itself, and for a nested layout the plain
/// folders under it that may hold palettec's files, never through a symbolic link.
enum NestedFolders {
    static func all(in folder: String, layout: OutputFolder.Layout) -> [String] {
        guard case .nested(let nested) = layout else { return [folder] }
        return all(in: folder, nested)
    }

    private static func all(in folder: String, _ layout: NestedLayout) -> [String] {
        guard !FileSystem.isSymbolicLink(folder) || (try? FileSystem.kind(of: folder)) == .folder,
            let entries = try? FileSystem.entries(of: folder)
        else { return [] }
        return [folder]
            + entries.flatMap { name -> [String] in
                let path = PathSpelling.join(folder, name)
                guard layout.mayHoldOwnFiles(name), !FileSystem.isSymbolicLink(path),
                    (try? FileSystem.kind(of: path)) == .folder
                else {
                    return []
                }
                return all(in: path, layout)
            }
    }
}
