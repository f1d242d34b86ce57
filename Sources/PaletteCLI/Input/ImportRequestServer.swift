import PaletteCore

/// Serves what an import format asks to read (`ImportRequest`), for one import. A file a format asks for
/// inside a folder is read only inside that folder's tree, however symbolic links lead (as
/// `FolderTreeWalker` reads a folder), each at most `PaletteLimits.fileBytes`, a larger one refused before it
/// is read. What cannot be read is an error; nothing is written.
struct ImportRequestServer {
    var limits: PaletteLimits = .standard
    private(set) var errors: [Diagnostic] = []
    /// Each file read, by its identity: another name for it (a symbolic link, a hard link, a path
    /// spelled otherwise) shares its bytes, unread, and the core parses it once.
    private var read: [FileIdentity: [UInt8]] = [:]

    /// Runs `step` to its end, serving each read in order; a refusal is a usage error at `path`.
    mutating func run<Outcome>(_ step: ImportStep<Outcome>, at path: String) throws -> Outcome {
        var step = step
        while true {
            switch step {
            case .done(let outcome): return outcome
            case .refuse(let message): throw CLIError.usage(.error(message, at: .whole(path)))
            case .read(let requests, let next): step = next(requests.map { serve($0) })
            }
        }
    }

    private mutating func serve(_ request: ImportRequest) -> ImportReply {
        switch request {
        case .file(let path, let folder, let what):
            return .file(confined(path, root: confinement(folder), what: what))
        case .fileIfPresent(let path, let folder, let what):
            guard (try? FileSystem.kind(of: path)) == .file else { return .absent }
            return .file(confined(path, root: confinement(folder), what: what))
        case .firstPresent(let paths, let folder, let what):
            let root = confinement(folder)
            // One that would lie outside the folder is refused whether or not it is there.
            guard
                let path = paths.first(where: {
                    (try? FileSystem.kind(of: $0)) != .missing || FileSystem.missingPathLeadsOut($0, root: root)
                })
            else { return .absent }
            return .file(confined(path, root: root, what: what))
        case .entries(let folder):
            return .names((try? FileSystem.entries(of: folder)) ?? [])
        case .folders(let suffix, let folder, let depth, let budget):
            return .names(FolderSearch.folders(endingIn: suffix, under: folder, depth: depth, budget: budget))
        case .tree(let request):
            let (tree, walker) = FolderTreeWalker.walk(request)
            return .tree(tree, events: walker.events, skipped: walker.skipped)
        }
    }

    /// The real path reads are confined to; the folder as given when it has none (then every read fails).
    private func confinement(_ folder: String) -> String {
        (try? FileSystem.realPath(folder.isEmpty ? "." : folder)) ?? folder
    }

    private mutating func confined(_ path: String, root: String, what: String) -> ImportFile? {
        do throws(FileSystemError) {
            switch try FileSystem.contents(of: path, inside: root, limit: limits.fileBytes, known: Set(read.keys)) {
            case .outside:
                addError(
                    at: path,
                    "it leads out of \(what), and import reads only inside it; "
                        + "copy the file into the folder")
            case .contents(.tooLarge(let byteCount), _):
                errors.append(
                    PaletteLimits.importFileTooLarge(path: path, byteCount: byteCount, limit: limits.fileBytes))
            case .contents(.bytes(let bytes), let identity):
                if let identity { read[identity] = bytes }
                return ImportFile(path: path, bytes: bytes, identity: identity)
            case .known(let identity):
                return ImportFile(path: path, bytes: read[identity] ?? [], identity: identity)
            }
        } catch {
            addError(at: path, "could not read it: \(error.reason); make it readable")
        }
        return nil
    }

    private mutating func addError(at path: String, _ message: String) {
        errors.append(.error(message, at: .whole(path)))
    }
}
