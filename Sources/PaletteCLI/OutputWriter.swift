import Foundation

/// Applies an output plan: every new text goes to a temporary file in the same folder first, and only
/// when all of them are written are they renamed into place, so a failure leaves the folder as it was.
/// Files whose bytes do not change are never touched and keep their modification time.
struct OutputWriter {
    var fileManager = FileManager.default

    func apply(_ plan: OutputPlan) throws {
        guard !plan.isUpToDate else { return }
        let folder = URL(fileURLWithPath: plan.folder)
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure("\(plan.folder): error: could not create the output folder: \(error.localizedDescription)")
        }

        var staged: [(temporary: URL, destination: URL)] = []
        do {
            for change in plan.changes {
                switch change {
                case .create(let file), .update(let file, _):
                    let destination = folder.appendingPathComponent(file.path)
                    let temporary = folder.appendingPathComponent(".\(file.path).palettec-\(ProcessInfo.processInfo.processIdentifier).tmp")
                    try Data(file.contents.utf8).write(to: temporary)
                    staged.append((temporary, destination))
                case .remove:
                    continue
                }
            }
        } catch {
            for file in staged { try? fileManager.removeItem(at: file.temporary) }
            throw CLIError.failure("\(plan.folder): error: could not write the output: \(error.localizedDescription); nothing was changed")
        }

        for file in staged where rename(file.temporary.path, file.destination.path) != 0 {
            throw CLIError.failure("\(file.destination.path): error: could not move the new file into place (errno \(errno))")
        }
        for case .remove(let path, _) in plan.changes {
            try? fileManager.removeItem(at: folder.appendingPathComponent(path))
        }
    }
}
