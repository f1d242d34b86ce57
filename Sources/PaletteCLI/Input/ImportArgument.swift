import PaletteCore

/// What one path given to `import` is, found before anything is imported: a file is read, at most
/// `PaletteLimits.fileBytes` of it, and the formats of `ImportRegistry` tell by its contents and name what
/// it holds; a folder, by its name and the files in it. A path import cannot read is a usage error saying
/// what import reads.
enum ImportArgument {
    enum Input {
        /// The format that reads the path, and the path as it reads it.
        case recognised(any ImportFormat, ImportInput)
        /// A file of a kind import reads that could not be read whole: the error that says why.
        case unreadable(Diagnostic)
    }

    static func input(_ path: String) throws -> Input {
        let spelled = PathSpelling.tidy(path)
        let kind: FileSystem.Kind
        do throws(FileSystemError) {
            kind = try FileSystem.kind(of: spelled)
        } catch {
            throw CLIError.usage(.error("\(error.reason); " + ImportRegistry.whatImportReads, at: .whole(spelled)))
        }
        switch kind {
        case .missing:
            _ = try format(ImportCandidate(path: spelled, contents: .missing), at: path)
            throw CLIError.usage(.error("no such file or folder; " + ImportRegistry.whatImportReads, at: .whole(path)))
        case .special:
            throw CLIError.usage(
                .error("this is not a regular file or folder; " + ImportRegistry.whatImportReads, at: .whole(spelled)))
        case .folder:
            let name = (try? FileSystem.realPath(spelled)).flatMap { PathSpelling.components($0).last } ?? spelled
            let markers = ImportRegistry.folderMarkers.filter {
                (try? FileSystem.kind(of: PathSpelling.join(spelled, $0))) == .file
            }
            let candidate = ImportCandidate(path: spelled, contents: .folder(name: name, markers: Set(markers)))
            let format = try format(candidate, at: spelled)
            let input = ImportInput(given: path, path: spelled, bytes: nil)
            var server = ImportRequestServer()
            try server.run(format.check(input), at: spelled)
            return .recognised(format, input)
        case .file:
            return try file(path, spelled: spelled)
        }
    }

    private static func file(_ path: String, spelled: String) throws -> Input {
        let contents: FileSystem.Contents
        do throws(FileSystemError) {
            contents = try FileSystem.contents(of: spelled, limit: PaletteLimits.fileBytes)
        } catch {
            _ = try format(ImportCandidate(path: spelled, contents: .file(nil)), at: spelled)
            return .unreadable(.error("could not read it: \(error.reason); make it readable", at: .whole(spelled)))
        }
        switch contents {
        case .tooLarge(let byteCount):
            _ = try format(ImportCandidate(path: spelled, contents: .file(nil)), at: spelled)
            return .unreadable(PaletteLimits.importFileTooLarge(path: spelled, byteCount: byteCount))
        case .bytes(let bytes):
            let format = try format(ImportCandidate(path: spelled, contents: .file(bytes)), at: spelled)
            return .recognised(format, ImportInput(given: path, path: spelled, bytes: bytes))
        }
    }

    /// The format that reads the path, or a usage error saying why none does.
    private static func format(_ candidate: ImportCandidate, at path: String) throws -> any ImportFormat {
        switch ImportRegistry.recognise(candidate) {
        case .success(let format): return format
        case .failure(let refusal): throw CLIError.usage(.error(refusal.message, at: .whole(path)))
        }
    }
}
