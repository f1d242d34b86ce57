import ArgumentParser
import PaletteCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Compile palettes and write the Swift files and manifest.json.",
        discussion: """
            Only files whose bytes change are written, each replaced atomically; on any error nothing is written. \
            Only files palettec generated from these inputs are replaced or removed; any other file in the way is an error.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let compiled = try Compilation.run(input, writesFiles: true)
        let files = PaletteCompiler.render(compiled.palettes, accessLevel: output.accessLevel)
        // Before planning: a set-aside file an old palettec left may be put back, and must then be judged.
        for cleanup in Temporaries.removeAbandoned(in: output.folder) {
            print(describe(cleanup))
        }
        let plan = OutputPlan.make(files, in: output.folder, ownership: .run(compiled.inputs))
        try plan.failIfBlocked()
        try OutputWriter().apply(plan)
        for change in plan.changes {
            print("\(label(change)) \(plan.path(change.path))")
        }
        if plan.isUpToDate {
            print("\(plan.folder)/ is up to date (\(files.count) files)")
        }
    }

    private func describe(_ cleanup: Temporaries.Cleanup) -> String {
        switch cleanup {
        case .removed(let temporary):
            return "removed \(PathSpelling.join(output.folder, temporary.name)) (left by an interrupted run)"
        case .restored(let temporary):
            return "restored \(PathSpelling.join(output.folder, temporary.destination)) "
                + "from \(temporary.name) (set aside by an interrupted run of an older palettec)"
        }
    }

    private func label(_ change: OutputPlan.Change) -> String {
        switch change {
        case .create: return "created"
        case .update: return "updated"
        case .remove: return "removed"
        }
    }
}
