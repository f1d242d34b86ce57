import PaletteCore

/// Reads the design tokens one import names, by their layout: a resolver and the files it names, a
/// Tokens Studio folder's `$themes.json` and set files, or token files given together (one per mode).
/// Files a resolver or `$themes.json` leads to are read only inside its folder's tree, however
/// symbolic links lead (as `CatalogWalker` reads a catalog), each at most `PaletteLimits.fileBytes`,
/// a larger one refused before it is read. What cannot be read is an error; nothing is written.
struct TokenFilesReader {
    static let themesFile = "$themes.json"
    static let metadataFile = "$metadata.json"

    var modes: AppearanceModeNames
    var limits: PaletteLimits = .standard
    private(set) var errors: [Diagnostic] = []
    /// Each file read, by its identity: another name for it (a symbolic link, a hard link, a path
    /// spelled otherwise) shares its bytes, unread, and the core parses it once.
    private var read: [FileIdentity: [UInt8]] = [:]

    init(modes: AppearanceModeNames) {
        self.modes = modes
    }

    /// `file` was read by `ImportArgument`, its layout told by `ImportSource`.
    mutating func read(_ file: TokenFile, layout: DesignTokenLayout) -> TokenImport {
        switch layout {
        case .resolver:
            let root = confinement(PathSpelling.folder(of: file.path))
            var files: [String: TokenFile] = [:]
            for path in ResolverDocumentLayout.referencedFiles(file, limits: limits) where files[path] == nil {
                if let read = confined(path, root: root, what: "the resolver's folder") { files[path] = read }
            }
            return ResolverDocumentLayout.read(resolver: file, files: files, modes: modes, limits: limits)
        case .tokensStudioThemes:
            return tokensStudio(themes: file, folder: PathSpelling.folder(of: file.path))
        case .tokensStudioFile:
            return TokensStudioLayout.readSingleFile(file, modes: modes, limits: limits)
        case .modeFile:
            return ModeFilesLayout.read([file], modes: modes, limits: limits)
        }
    }

    /// A folder holding `$themes.json`.
    mutating func readTokensStudioFolder(_ folder: String) -> TokenImport? {
        let root = confinement(folder)
        guard let themes = confined(PathSpelling.join(folder, Self.themesFile), root: root, what: "the folder") else {
            return nil
        }
        return tokensStudio(themes: themes, folder: folder)
    }

    private mutating func tokensStudio(themes: TokenFile, folder: String) -> TokenImport {
        let root = confinement(folder)
        let metadataPath = PathSpelling.join(folder, Self.metadataFile)
        let metadata =
            (try? FileSystem.kind(of: metadataPath)) == .file
            ? confined(metadataPath, root: root, what: "the folder") : nil
        var sets: [String: TokenFile] = [:]
        var refused: Set<String> = []
        var nearby: Set<String> = []
        for name in TokensStudioLayout.setNames(themes: themes, limits: limits) where sets[name] == nil {
            let paths = TokensStudioLayout.fileExtensions.map { PathSpelling.join(folder, name + $0) }
            // A set with no file is the layout's error, at the theme that names it; one that would lie
            // outside the folder is refused here whether or not it is there.
            guard
                let path = paths.first(where: {
                    (try? FileSystem.kind(of: $0)) != .missing || FileSystem.missingPathLeadsOut($0, root: root)
                })
            else {
                nearby.formUnion(jsonFiles(beside: name, in: folder))
                continue
            }
            if let read = confined(path, root: root, what: "the folder of $themes.json") {
                sets[name] = read
            } else {
                refused.insert(name)
            }
        }
        return TokensStudioLayout.read(
            themes: themes, metadata: metadata, sets: sets, refused: refused, nearby: nearby.sorted(), modes: modes,
            limits: limits)
    }

    /// The JSON files in the folder a set's file would be in, by their paths from `folder`: what a
    /// missing set's name may be a near miss of.
    private func jsonFiles(beside set: String, in folder: String) -> [String] {
        let setFolder = PathSpelling.folder(of: set)
        guard !setFolder.split(separator: "/").contains("..") else { return [] }
        let names = (try? FileSystem.entries(of: PathSpelling.join(folder, setFolder))) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix("$") }.map { PathSpelling.join(setFolder, $0) }
    }

    /// The real path reads are confined to; the folder as given when it has none (then every read fails).
    private func confinement(_ folder: String) -> String {
        (try? FileSystem.realPath(folder.isEmpty ? "." : folder)) ?? folder
    }

    private mutating func confined(_ path: String, root: String, what: String) -> TokenFile? {
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
                return TokenFile(path: path, bytes: bytes, identity: identity)
            case .known(let identity):
                return TokenFile(path: path, bytes: read[identity] ?? [], identity: identity)
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
