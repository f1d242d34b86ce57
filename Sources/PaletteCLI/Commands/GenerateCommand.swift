import ArgumentParser
import PaletteCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: PalettecInvocation.Subcommand.generate.rawValue,
        abstract:
            "Compile palettes and write the Swift files, manifest.json and, if asked, an asset catalog and design "
            + "tokens.",
        discussion: """
            Only files whose bytes change are written, each replaced atomically; on any error nothing is written. \
            Only files palettec generated from these inputs are replaced or removed; any other file in the way is an \
            error. \
            While it plans and writes, it holds a lock on the output folder, the catalog and the tokens folder: \
            another run waits for it \
            (up to \(PalettecInvocation.Option.lockTimeout.flag)), and check waits until it is done.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    @Flag(
        name: .customLong(PalettecInvocation.Option.replaceImported.rawValue),
        help: ArgumentHelp(
            "Remove the catalog's color sets that palettec did not write but that hold exactly the colors palettec "
                + "writes under their lookup names, as the ones 'palettec import' read do: palettec's take their place."
        ))
    var replaceImported = false

    func validate() throws {
        // The formats whose folders can hold foreign files that stand for palettec's: the asset catalog.
        let replacing = OutputRegistry.formats.filter { $0.foreignDuplicates != nil }
        if replaceImported, !output.given.contains(where: { $0.format.foreignDuplicates != nil }) {
            let flags = replacing.map(\.option.flag).joined(separator: " or ")
            throw ValidationError(
                "\(PalettecInvocation.Option.replaceImported.flag) replaces color sets in an asset catalog; name it "
                    + "with \(flags)"
            )
        }
    }

    func run() throws {
        let compiled = try Compilation.run(input, code: output.code, writesFiles: true)
        let planned = try FolderLocks.holding(output.lockedFolders, .exclusive, wait: output.lock.wait) {
            let planned = try RunPlan.make(compiled, output, cleaningUp: true, replacingImported: replaceImported)
            try planned.failIfBlocked()
            try OutputWriter().apply(planned.plans)
            return planned
        }
        for plan in planned.plans {
            for change in plan.reportedChanges {
                StandardOutput.print("\(label(change)) \(plan.path(change.path))\(change.isFolder ? "/" : "")")
            }
        }
        if planned.isUpToDate {
            planned.upToDateLines.forEach { StandardOutput.print($0) }
        }
    }

    private func label(_ change: FolderPlan.Change) -> String {
        switch change {
        case .create: return "created"
        case .update: return "updated"
        case .remove, .removeFolder: return "removed"
        }
    }
}
