import ArgumentParser
import PaletteCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Verify that the output folder holds exactly what generate would write. Writes nothing.",
        discussion: """
            Exit 1 names each stale, missing or extra file with a short diff, each file in generate's way, and each \
            temporary file an interrupted run left. Run it in CI.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let compiled = try Compilation.run(input)
        let files = PaletteCompiler.render(compiled.palettes, accessLevel: output.accessLevel)
        let plan = OutputPlan.make(files, in: output.folder, ownership: .run(compiled.inputs))
        let temporaries = Temporaries.find(in: plan.folder)
        let problems = plan.conflicts.map(\.message) + plan.changes.map { report($0, in: plan) }
            + temporaries.map { report($0, in: plan) }
        guard !problems.isEmpty else {
            print("\(plan.folder)/ is up to date (\(files.count) files)")
            return
        }
        problems.forEach(StandardError.write)
        throw CLIError.failure(
            "palettec: \(problems.count) of the files in \(plan.folder)/ are not what generate would write; "
                + "run 'palettec generate' and commit the result")
    }

    private func report(_ change: OutputPlan.Change, in plan: OutputPlan) -> String {
        let path = plan.path(change.path)
        switch change {
        case .create:
            return StandardError.fileError(path, "missing; generate would create it")
        case .update(let file, let current):
            return StandardError.fileError(path, "stale; generate would change it:") + "\n"
                + TextDiff.short(from: String(decoding: current, as: UTF8.self), to: file.contents, oldName: path, newName: "\(path) (generated)")
        case .remove:
            return StandardError.fileError(path, "extra; no palette produces it now, and generate would remove it")
        }
    }

    private func report(_ temporary: TemporaryFile, in plan: OutputPlan) -> String {
        let path = plan.path(temporary.name)
        if temporary.writerMayBeRunning {
            return StandardError.fileError(path, "a temporary file of a palettec run still in progress (process \(temporary.processID)); "
                + "check again when it has finished")
        }
        return StandardError.fileError(path, "a temporary file left by an interrupted palettec run; 'palettec generate' will remove it")
    }
}
