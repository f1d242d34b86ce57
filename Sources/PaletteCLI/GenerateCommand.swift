import ArgumentParser
import PaletteCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Compile palettes and write the Swift files and manifest.json.",
        discussion: "Only files whose bytes change are written, each atomically; on any error nothing is written."
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let palettes = try Compilation.run(input, writesFiles: true).palettes
        let files = PaletteCompiler.render(palettes, accessLevel: output.accessLevel)
        let plan = OutputPlan.compare(files, with: output.output)
        try OutputWriter().apply(plan)
        for change in plan.changes {
            print("\(label(change)) \(output.output)/\(change.path)")
        }
        if plan.isUpToDate {
            print("\(output.output)/ is up to date (\(files.count) files)")
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
