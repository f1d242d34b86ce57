import ArgumentParser
import PaletteCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Verify that the output folder (and asset catalog, and tokens folder) holds exactly what generate would "
            + "write. Writes nothing.",
        discussion: """
            Exit 1 names each stale, hand-edited, missing or extra file with a short diff, each file in generate's \
            way, and \
            each temporary file an interrupted run left. Run it in CI.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let compiled = try Compilation.run(input, code: output.code)
        let (planned, temporaries) = try FolderLocks.holding(output.lockedFolders, .shared, wait: output.lock.wait) {
            let planned = try RunPlan.make(compiled, output, cleaningUp: false)
            return (
                planned, output.writtenFolders.flatMap { folder in Temporaries.find(in: folder).map { (folder, $0) } }
            )
        }
        let problems =
            planned.conflicts.map { Problem(diagnostic: $0.diagnostic) }
            + planned.plans.flatMap { plan in plan.reportedChanges.map { report($0, in: plan) } }
            + temporaries.map { report($1, in: $0) }
        guard !problems.isEmpty else {
            planned.upToDateLines.forEach { StandardOutput.print($0) }
            return
        }
        for problem in problems {
            StandardError.report([problem.diagnostic])
            problem.diff.map(StandardError.write)
        }
        let places = planned.plans.map { "\($0.folder)/" }.joined(separator: " and ")
        throw CLIError.summary(
            "palettec: \(problems.count) of the files in \(places) are not what generate would write; "
                + "run 'palettec generate' and commit the result")
    }

    /// A file that is not what generate would write, and for a stale one the short diff printed after it.
    private struct Problem {
        var diagnostic: Diagnostic
        var diff: String?
    }

    private func report(_ change: FolderPlan.Change, in plan: FolderPlan) -> Problem {
        let path = plan.path(change.path)
        switch change {
        case .create:
            return Problem(diagnostic: .error("missing; generate would create it", at: .whole(path)))
        case .update(_, let new, let current):
            // The new text was kept when it was compared; should reading it back fail, the diff is left out.
            return Problem(
                diagnostic: .error("stale or edited by hand; generate would change it:", at: .whole(path)),
                diff: (try? new.bytes()).map { text in
                    TextDiff.short(
                        from: String(decoding: current, as: UTF8.self), to: String(decoding: text, as: UTF8.self),
                        oldName: path, newName: "\(path) (generated)")
                })
        case .remove:
            return Problem(
                diagnostic: .error("extra; no palette produces it now, and generate would remove it", at: .whole(path)))
        case .removeFolder:
            return Problem(
                diagnostic: .error(
                    "extra; no palette produces this folder now, and generate would remove it", at: .whole(path + "/")))
        }
    }

    private func report(_ temporary: TemporaryFile, in folder: String) -> Problem {
        let path = PathSpelling.join(folder, temporary.name)
        if temporary.writerMayBeRunning {
            return Problem(
                diagnostic: .error(
                    "a temporary file of a palettec run still in progress (process \(temporary.processID)); "
                        + "check again when it has finished", at: .whole(path)))
        }
        return Problem(
            diagnostic: .error(
                "a temporary file left by an interrupted palettec run; 'palettec generate' will remove it",
                at: .whole(path)))
    }
}
