import ArgumentParser
import PaletteCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Verify that the output folder (and asset catalog, and tokens folder) holds exactly what generate would write. Writes nothing.",
        discussion: """
            Exit 1 names each stale, hand-edited, missing or extra file with a short diff, each file in generate's way, and \
            each temporary file an interrupted run left. Run it in CI.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let compiled = try Compilation.run(input, code: output.code)
        let (planned, temporaries) = try FolderLocks.holding(output.lockedFolders, .shared, wait: output.lock.wait) {
            let planned = try PlannedOutput.make(compiled, output, cleaningUp: false)
            return (planned, output.writtenFolders.flatMap { folder in Temporaries.find(in: folder).map { (folder, $0) } })
        }
        let problems = planned.conflicts.map(\.message)
            + planned.plans.flatMap { plan in plan.reportedChanges.map { report($0, in: plan) } }
            + temporaries.map { report($1, in: $0) }
        guard !problems.isEmpty else {
            planned.upToDateLines.forEach { StandardOutput.print($0) }
            return
        }
        problems.forEach(StandardError.write)
        let places = planned.plans.map { "\($0.folder)/" }.joined(separator: " and ")
        throw CLIError.failure(
            "palettec: \(problems.count) of the files in \(places) are not what generate would write; "
                + "run 'palettec generate' and commit the result")
    }

    private func report(_ change: OutputPlan.Change, in plan: OutputPlan) -> String {
        let path = plan.path(change.path)
        switch change {
        case .create:
            return StandardError.fileError(path, "missing; generate would create it")
        case .update(let file, let current):
            return StandardError.fileError(path, "stale or edited by hand; generate would change it:") + "\n"
                + TextDiff.short(from: String(decoding: current, as: UTF8.self), to: file.contents, oldName: path, newName: "\(path) (generated)")
        case .remove:
            return StandardError.fileError(path, "extra; no palette produces it now, and generate would remove it")
        case .removeFolder:
            return StandardError.fileError(path + "/", "extra; no palette produces this folder now, and generate would remove it")
        }
    }

    private func report(_ temporary: TemporaryFile, in folder: String) -> String {
        let path = PathSpelling.join(folder, temporary.name)
        if temporary.writerMayBeRunning {
            return StandardError.fileError(path, "a temporary file of a palettec run still in progress (process \(temporary.processID)); "
                + "check again when it has finished")
        }
        return StandardError.fileError(path, "a temporary file left by an interrupted palettec run; 'palettec generate' will remove it")
    }
}
