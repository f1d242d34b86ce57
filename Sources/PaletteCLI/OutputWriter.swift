import Foundation
import PaletteCore

/// Applies an output plan so that it either happens whole or not at all:
/// 1. every new text goes to a temporary file in the output folder;
/// 2. each is renamed into place, the file it replaces first set aside;
/// 3. if any step fails, everything is put back as it was; otherwise the set-aside files are deleted.
/// Files whose bytes do not change are never touched and keep their modification time.
struct OutputWriter {
    var fileManager = FileManager.default

    private struct Replacement {
        var temporary: URL
        var destination: URL
        var setAside: URL?
    }

    func apply(_ plan: OutputPlan) throws {
        guard !plan.isUpToDate else { return }
        let folder = URL(fileURLWithPath: plan.folder)
        try refuseFolders(in: plan)
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure("\(plan.folder): error: could not create the output folder: \(error.localizedDescription)")
        }

        var replacements: [Replacement] = []
        do {
            for case let .create(file) in plan.changes { replacements.append(try stage(file, in: folder)) }
            for case let .update(file, _) in plan.changes { replacements.append(try stage(file, in: folder)) }
        } catch {
            replacements.forEach { try? fileManager.removeItem(at: $0.temporary) }
            throw CLIError.failure("\(plan.folder): error: could not write the output: \(error.localizedDescription); nothing was changed")
        }

        var done: [Replacement] = []
        for var replacement in replacements {
            let name = "\(plan.folder)/\(replacement.destination.lastPathComponent)"
            if fileManager.fileExists(atPath: replacement.destination.path) {
                let setAside = folder.appendingPathComponent(".\(replacement.destination.lastPathComponent).palettec-old-\(processID)")
                guard rename(replacement.destination.path, setAside.path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    undo(done, discarding: replacements)
                    throw CLIError.failure("\(name): error: could not replace the file: \(reason); nothing was changed")
                }
                replacement.setAside = setAside
            }
            guard rename(replacement.temporary.path, replacement.destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                if let setAside = replacement.setAside { _ = rename(setAside.path, replacement.destination.path) }
                undo(done, discarding: replacements)
                throw CLIError.failure("\(name): error: could not write the file: \(reason); nothing was changed")
            }
            done.append(replacement)
        }

        done.compactMap(\.setAside).forEach { try? fileManager.removeItem(at: $0) }
        for case .remove(let path, _) in plan.changes {
            try? fileManager.removeItem(at: folder.appendingPathComponent(path))
        }
    }

    private var processID: Int32 { ProcessInfo.processInfo.processIdentifier }

    private func stage(_ file: RenderedFile, in folder: URL) throws -> Replacement {
        let temporary = folder.appendingPathComponent(".\(file.path).palettec-new-\(processID)")
        try Data(file.contents.utf8).write(to: temporary)
        return Replacement(temporary: temporary, destination: folder.appendingPathComponent(file.path))
    }

    /// Takes the placed files out again, puts back the ones they replaced, and deletes temporary files.
    private func undo(_ done: [Replacement], discarding all: [Replacement]) {
        for replacement in done.reversed() {
            try? fileManager.removeItem(at: replacement.destination)
            if let setAside = replacement.setAside { _ = rename(setAside.path, replacement.destination.path) }
        }
        all.forEach { try? fileManager.removeItem(at: $0.temporary) }
    }

    /// A folder where palettec would write a file is someone else's: stop before changing anything.
    private func refuseFolders(in plan: OutputPlan) throws {
        for change in plan.changes {
            var isDirectory: ObjCBool = false
            let path = (plan.folder as NSString).appendingPathComponent(change.path)
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CLIError.failure("\(path): error: this is a folder, and palettec writes a file here; "
                    + "move the folder or choose another --output; nothing was changed")
            }
        }
    }
}
