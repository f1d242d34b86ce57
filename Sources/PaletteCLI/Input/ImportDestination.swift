import PaletteCore

/// Where `import` writes: `--output palettes` is the folder (the file is named after the palette),
/// `--output palettes/Assets.yml` the file itself (and, without `--palette`, it names the palette).
struct ImportDestination {
    static let paletteExtensions = [".yml", ".yaml"]

    var folder: String
    /// The file's name when `--output` named it.
    var fileName: String?

    init(_ output: String) {
        let spelled = PathSpelling.tidy(output)
        let name = PathSpelling.name(of: spelled)
        if !output.hasSuffix("/"),
            Self.paletteExtensions.contains(where: { name.hasSuffix($0) && name.count > $0.count })
        {
            folder = PathSpelling.folder(of: spelled)
            fileName = name
        } else {
            folder = spelled
            fileName = nil
        }
    }

    /// The palette's name from the file's: `Assets.yml` → `Assets`; nil when `--output` is a folder.
    func paletteName() throws -> (name: String, remark: Diagnostic?)? {
        guard let fileName, let ending = Self.paletteExtensions.first(where: fileName.hasSuffix) else { return nil }
        let name = String(fileName.dropLast(ending.count))
        do {
            try ImportCommand.validatePaletteName(name, origin: "the \(OptionName.output.flag) file's name")
            try ImportCommand.refuseReserved(name, origin: "the \(OptionName.output.flag) file's name")
        } catch {
            throw CLIError.usage(
                .error("\(error); name the palette with \(OptionName.palette.flag) NAME", at: .commandLine))
        }
        return (name, nil)
    }
}
