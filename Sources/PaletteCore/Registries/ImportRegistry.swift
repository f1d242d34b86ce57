/// Every format `palettec import` reads, in the order that settles a tie: each recognises a path, and the
/// surest wins (what a file holds before its name). Adding a format: its folder under `Formats/`, and one line
/// here (docs/architecture.md, "Adding an import format").
package enum ImportRegistry {
    static let formats: [any ImportFormat.Type] = [
        AssetCatalogImport.self,
        DesignTokensImport.self,
        SwiftGenImport.self,
    ]

    /// What import reads, for a message about a path it cannot.
    package static let whatImportReads =
        "import reads an Xcode asset catalog (a folder named NAME.xcassets), "
        + "SwiftGen's colors (a .txt or .json file), or design tokens (a .resolver.json, a Tokens Studio folder with "
        + "$themes.json, or .json token files, as Figma's variables export writes them)"

    /// JSON that no format recognises.
    static let unknownJSON =
        "this is JSON, but not a format palettec imports: neither design tokens (no "
        + "\"$value\" or \"$type\" key) nor SwiftGen's colors (one object of names and hex strings); "
        + whatImportReads

    /// The files in a folder some format tells it by.
    package static var folderMarkers: [String] { formats.flatMap { $0.folderMarkers } }

    /// The format that reads the path, or the message that says why none does.
    package static func recognise(_ candidate: ImportCandidate) -> Result<any ImportFormat, ImportRefusal> {
        var best: (confidence: ImportConfidence, format: any ImportFormat)?
        var refusal: String?
        for format in formats {
            switch format.recognise(candidate) {
            case .none: continue
            case .refusal(let message): refusal = refusal ?? message
            case .refusalSayingWhatImportReads(let message): refusal = refusal ?? message + whatImportReads
            case .match(let confidence, let reading):
                if best.map({ confidence > $0.confidence }) ?? true { best = (confidence, reading) }
            }
        }
        if let best { return .success(best.format) }
        if let refusal { return .failure(ImportRefusal(message: refusal)) }
        switch candidate.contents {
        case .missing: return .failure(ImportRefusal(message: "no such file or folder; " + whatImportReads))
        case .file where candidate.fileExtension == "json": return .failure(ImportRefusal(message: unknownJSON))
        case .file, .folder:
            return .failure(ImportRefusal(message: "this is not a file import reads; " + whatImportReads))
        }
    }

    /// The problem with the options, by the first format that has one.
    package static func problem(with options: ImportOptions) -> ImportOptionProblem? {
        formats.lazy.compactMap { $0.problem(with: options) }.first
    }

    /// What each format says a file's name makes it a variant of (`Tokens.Dark.json`: the mode `Dark`).
    package static func nameVariants(ofPath path: String) -> [String?] {
        formats.map { $0.nameVariant(ofPath: path) }
    }
}

/// Why import cannot read a path: the message, at the path.
package struct ImportRefusal: Error, Equatable, Sendable {
    package var message: String
}
