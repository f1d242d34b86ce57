import ArgumentParser
import PaletteCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Verify that the output folder holds exactly what generate would write. Writes nothing.",
        discussion: "Exit 1 names each stale, missing or extra file with a short diff. Run it in CI."
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let palettes = try Compilation.run(input).palettes
        let files = PaletteCompiler.render(palettes, accessLevel: output.accessLevel)
        let plan = OutputPlan.compare(files, with: output.output)
        guard !plan.isUpToDate else {
            print("\(output.output)/ is up to date (\(files.count) files)")
            return
        }
        for change in plan.changes {
            StandardError.write(report(change))
        }
        throw CLIError.failure(
            "palettec: \(plan.changes.count) of the files in \(output.output)/ are not what generate would write; "
                + "run 'palettec generate' and commit the result")
    }

    private func report(_ change: OutputPlan.Change) -> String {
        let path = "\(output.output)/\(change.path)"
        switch change {
        case .create:
            return "\(path): error: missing; generate would create it"
        case .update(let file, let current):
            return "\(path): error: stale; generate would change it:\n"
                + TextDiff.short(from: current, to: file.contents, oldName: path, newName: "\(path) (generated)")
        case .remove:
            return "\(path): error: extra; no palette produces it now, and generate would remove it"
        }
    }
}
