/// Design tokens (the W3C format) as `palettec import` reads them, in one of their layouts: a resolver and the
/// files it names, a Tokens Studio folder's `$themes.json` and set files (or its single file), or token files
/// given together (one per mode). Files a resolver or `$themes.json` leads to are read only inside its
/// folder's tree, each at most `PaletteLimits.fileBytes`.
struct DesignTokensImport: ImportFormat {
    static let themesFile = "$themes.json"
    static let metadataFile = "$metadata.json"

    var layout: DesignTokenLayout
    /// Tokens Studio's folder, given as the folder: it reads the `$themes.json` in it.
    var isFolder = false

    static var folderMarkers: [String] { [themesFile] }

    var readsTogether: Bool { layout == .modeFile }

    static func problem(with options: ImportOptions) -> ImportOptionProblem? {
        if case .failure(let problem) = modes(options) { return problem }
        return nil
    }

    static func nameVariant(ofPath path: String) -> String? { ModeFilesLayout.fileNameMode(ofPath: path) }

    /// `--appearance` as the layouts take it: one mode per appearance.
    static func modes(_ options: ImportOptions) -> Result<AppearanceModeNames, ImportOptionProblem> {
        var explicit: [Appearance: String] = [:]
        for text in options.appearances {
            switch AppearanceModeNames.choice(text) {
            case .success(let (appearance, mode)):
                if let earlier = explicit[appearance], earlier != mode {
                    return .failure(
                        ImportOptionProblem(
                            option: .appearance,
                            message: "names two modes for \(appearance.rawValue), '\(CommentText.singleLine(earlier))' "
                                + "and '\(CommentText.singleLine(mode))'; keep the one that is \(appearance.rawValue)"))
                }
                explicit[appearance] = mode
            case .failure(let error):
                return .failure(
                    ImportOptionProblem(option: .appearance, message: CommentText.singleLine(error.message)))
            }
        }
        var brands = BrandChoice()
        for text in options.brands {
            switch BrandChoice.pick(text) {
            case .success(let pick):
                if let earlier = brands.picks.first(where: { $0.source == pick.source || $0.name == pick.name }) {
                    return .failure(
                        ImportOptionProblem(
                            option: .brand,
                            message: "names '\(CommentText.singleLine(earlier.source))' twice, or two brands "
                                + "'\(CommentText.singleLine(pick.name))'; give each brand once"))
                }
                brands.picks.append(pick)
            case .failure(let error):
                return .failure(ImportOptionProblem(option: .brand, message: CommentText.singleLine(error.message)))
            }
        }
        return .success(AppearanceModeNames(explicit: explicit, brandChoice: brands))
    }

    func read(_ inputs: [ImportInput], options: ImportOptions) -> ImportStep<ImportReading> {
        let modes = (try? Self.modes(options).get()) ?? AppearanceModeNames()
        if isFolder {
            let folder = inputs[0].path
            let themesPath = ImportPath.join(folder, Self.themesFile)
            let themes = ImportInput(given: themesPath, path: themesPath, bytes: nil)
            let finish = finishing([themes], modes: modes, options: options)
            return .read([.file(themesPath, inside: folder, what: "the folder")]) { replies in
                guard let read = replies[0].file else { return finish(nil) }
                return Self.tokensStudio(themes: TokenFile(read), folder: folder, modes: modes, then: finish)
            }
        }
        let finish = finishing(inputs, modes: modes, options: options)
        let first = inputs[0]
        let file = TokenFile(path: first.path, bytes: first.bytes ?? [])
        switch layout {
        case .resolver:
            // A path named twice is read twice, as a file that could not be read is an error each time.
            let paths = ResolverDocumentLayout.referencedFiles(file)
            let requests = paths.map { ImportRequest.file($0, inside: first.folder, what: "the resolver's folder") }
            return .read(requests) { replies in
                let files = zip(paths, replies).reduce(into: [String: TokenFile]()) { files, pair in
                    if files[pair.0] == nil, let read = pair.1.file { files[pair.0] = TokenFile(read) }
                }
                return finish(ResolverDocumentLayout.read(resolver: file, files: files, modes: modes))
            }
        case .tokensStudioThemes:
            return Self.tokensStudio(themes: file, folder: first.folder, modes: modes, then: finish)
        case .tokensStudioFile:
            return finish(TokensStudioLayout.readSingleFile(file, modes: modes))
        case .modeFile:
            return finish(
                ModeFilesLayout.read(inputs.map { TokenFile(path: $0.path, bytes: $0.bytes ?? []) }, modes: modes))
        }
    }

    private func finishing(
        _ inputs: [ImportInput], modes: AppearanceModeNames, options: ImportOptions
    ) -> @Sendable (TokenImport?) -> ImportStep<ImportReading> {
        { tokens in .done(reading(inputs, tokens: tokens, modes: modes, options: options)) }
    }

    /// The palette, named by the files' names unless `--palette` names it.
    private func reading(
        _ inputs: [ImportInput], tokens: TokenImport?, modes: AppearanceModeNames, options: ImportOptions
    ) -> ImportReading {
        let layoutTitle = inputs.count == 1 && layout == .modeFile ? "a token file" : layout.title
        let source = "\(inputs.map(\.name).joined(separator: ", ")) (design tokens, \(layoutTitle))"
        let place = SourceLocation.whole(inputs[0].path)
        let isVariant = { @Sendable (name: String) in
            AppearanceModeNames().appearance(forMode: name) != nil || modes.appearance(forMode: name) != nil
        }
        var run: ImportReading.Run?
        if let tokens {
            run = {
                DesignTokensImporter.run(
                    tokens, source: source, place: place, paletteName: $0, palettePath: $1, strict: options.strict,
                    writeBack: options.writeBack)
            }
        }
        let naming = ImportNaming.sharedName(
            wholeName: layout == .tokensStudioThemes, folderFile: Self.themesFile, isVariant: isVariant)
        return ImportReading(naming: naming, paths: inputs.map(\.given), run: run)
    }
}

extension TokenFile {
    init(_ file: ImportFile) {
        self.init(path: file.path, bytes: file.bytes, identity: file.identity)
    }
}
