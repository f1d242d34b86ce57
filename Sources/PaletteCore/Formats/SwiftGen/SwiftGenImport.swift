/// SwiftGen's colors as `palettec import` reads them: a `.txt` file of `name: value` lines, or a `.json` object
/// of names and hex strings (malformed JSON too, so the reader says where it goes wrong). JSON that holds
/// design tokens is theirs, and JSON of another shape (a list, an object with lists or numbers among its
/// values and no string) no one's.
struct SwiftGenImport: ImportFormat {
    var format: SwiftGenColorsFormat

    static func recognise(_ candidate: ImportCandidate) -> ImportRecognition {
        guard candidate.isFile else { return .none }
        switch candidate.fileExtension {
        case "txt": return .match(.name, SwiftGenImport(format: .text))
        case "json":
            guard let bytes = candidate.bytes, case .success(let root) = JSONReader.read(bytes, path: candidate.path)
            else { return .match(.fallback, SwiftGenImport(format: .json)) }
            guard let members = root.object else { return .none }
            let swiftGenLike =
                members.contains { $0.value.string != nil } || members.allSatisfy { $0.value.object != nil }
            return swiftGenLike ? .match(.fallback, SwiftGenImport(format: .json)) : .none
        default: return .none
        }
    }

    func read(_ inputs: [ImportInput], options: ImportOptions) -> ImportStep<ImportReading> {
        let input = inputs[0]
        let bytes = input.bytes ?? []
        return .done(
            ImportReading(naming: .fileName, paths: [input.given]) { paletteName, palettePath in
                SwiftGenColorsImporter.run(
                    bytes, format: format, path: input.path, paletteName: paletteName, palettePath: palettePath)
            })
    }
}
