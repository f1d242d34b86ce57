/// What the palette's code is called and who may see it: `access:` and the Swift file's name.
extension PaletteBuilder {
    mutating func accessLevel(of pair: YAMLPair) -> AccessLevel? {
        choice(of: pair, among: AccessLevel.self, meaning: "who sees the palette's declarations")
    }

    /// `brand.yml` → `Brand.swift`, from the file's name alone (the build plugin declares it before the
    /// palette is read). Nil, with an error, when the name makes no usable file.
    mutating func swiftFile() -> String? {
        let top = YAMLMark(line: 1, column: 1)
        let fileName = source.baseName.abbreviated
        guard let swiftFile = PaletteFileNames.swiftFile(forPalette: source.displayPath) else {
            diagnostics.error(
                "the file name '\(fileName)' has no letters or digits to name its Swift file; rename the palette file",
                at: top)
            return nil
        }
        guard swiftFile.utf8.count <= limits.fileNameBytes else {
            diagnostics.error(
                "the file name '\(fileName)' makes the Swift file '\(swiftFile.abbreviated)', \(swiftFile.utf8.count) bytes long; "
                    + "file names are at most \(limits.fileNameBytes) bytes, so rename the palette file", at: top)
            return nil
        }
        guard !PaletteFileNames.sameFile(swiftFile, PaletteFileNames.supportFile) else {
            diagnostics.error(
                "the file name '\(fileName)' makes the Swift file \(swiftFile), the name of palettec's support file; "
                    + "rename the palette file", at: top)
            return nil
        }
        return swiftFile
    }
}
