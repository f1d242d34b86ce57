import PaletteCore

/// What one path given to `import` is, found before anything is imported: a folder is an asset
/// catalog (`CatalogArgument` says which to pass for any other folder); a file is read, at most
/// `PaletteLimits.fileBytes` of it, and `ImportSource` tells by its name and contents what it holds.
/// A path import cannot read is a usage error saying what import reads.
enum ImportArgument {
    enum Input {
        case catalog
        /// A folder with Tokens Studio's `$themes.json` in it.
        case tokensStudioFolder
        /// A file, and what `ImportSource` found it holds.
        case file(ImportSource, bytes: [UInt8])
        /// A file of a kind import reads that could not be read whole: the error that says why.
        case unreadable(Diagnostic)
    }

    static func input(_ path: String) throws -> Input {
        let spelled = PathSpelling.tidy(path)
        let kind: FileSystem.Kind
        do throws(FileSystemError) {
            kind = try FileSystem.kind(of: spelled)
        } catch {
            throw CLIError.usage(.error("\(error.reason); " + ImportSource.whatImportReads, at: .whole(spelled)))
        }
        switch kind {
        case .missing where spelled.hasSuffix(CatalogArgument.catalogExtension):
            throw CLIError.usage(.error("no such asset catalog", at: .whole(path)))
        case .missing:
            throw CLIError.usage(.error("no such file or folder; " + ImportSource.whatImportReads, at: .whole(path)))
        case .special:
            throw CLIError.usage(
                .error("this is not a regular file or folder; " + ImportSource.whatImportReads, at: .whole(spelled)))
        case .folder:
            if (try? FileSystem.kind(of: PathSpelling.join(spelled, TokenFilesReader.themesFile))) == .file {
                return .tokensStudioFolder
            }
            try CatalogArgument.check(path)
            return .catalog
        case .file:
            return try file(spelled)
        }
    }

    private static func file(_ path: String) throws -> Input {
        let contents: FileSystem.Contents
        do throws(FileSystemError) {
            contents = try FileSystem.contents(of: path, limit: PaletteLimits.fileBytes)
        } catch {
            _ = try source(path, bytes: [])
            return .unreadable(.error("could not read it: \(error.reason); make it readable", at: .whole(path)))
        }
        switch contents {
        case .tooLarge(let byteCount):
            _ = try source(path, bytes: [])
            return .unreadable(PaletteLimits.importFileTooLarge(path: path, byteCount: byteCount))
        case .bytes(let bytes):
            return .file(try source(path, bytes: bytes), bytes: bytes)
        }
    }

    /// The source the file holds; with no bytes (a file too large or unreadable), told by its name alone.
    private static func source(_ path: String, bytes: [UInt8]) throws -> ImportSource {
        switch ImportSource.detect(path: path, contents: .file(bytes)) {
        case .success(let source): return source
        case .failure(let refusal): throw CLIError.usage(.error("this \(refusal.message)", at: .whole(path)))
        }
    }
}
