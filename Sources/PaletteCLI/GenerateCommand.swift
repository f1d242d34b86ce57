import ArgumentParser
import PaletteCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Compile palettes and write the Swift files, manifest.json and, if asked, an asset catalog.",
        discussion: """
            Only files whose bytes change are written, each replaced atomically; on any error nothing is written. \
            Only files palettec generated from these inputs are replaced or removed; any other file in the way is an error.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let compiled = try Compilation.run(input, code: output.code, writesFiles: true)
        let planned = try PlannedOutput.make(compiled, output, cleaningUp: true)
        try planned.failIfBlocked()
        try OutputWriter().apply(planned.plans)
        for plan in planned.plans {
            for change in plan.reportedChanges {
                StandardOutput.print("\(label(change)) \(plan.path(change.path))\(change.isFolder ? "/" : "")")
            }
        }
        if planned.isUpToDate {
            planned.upToDateLines.forEach { StandardOutput.print($0) }
        }
    }

    private func label(_ change: OutputPlan.Change) -> String {
        switch change {
        case .create: return "created"
        case .update: return "updated"
        case .remove, .removeFolder: return "removed"
        }
    }
}
