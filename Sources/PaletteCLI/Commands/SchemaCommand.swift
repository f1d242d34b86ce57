import ArgumentParser
import PaletteCore

/// `palettec schema`: the palette format as a JSON Schema, for editors that complete and check YAML.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the palette format as a JSON Schema (draft-07), for completion and checks in editors.",
        discussion: """
            Save it beside your palettes (palettec schema > palettes/\(PaletteSchemaFile.fileName)) and start each \
            palette with \
            '\(PaletteSchemaFile.modeline(schemaPath: PaletteSchemaFile.fileName))' (a path relative to the palette). \
            palettec checks more than the schema can: run palettec lint.
            """
    )

    func run() {
        StandardOutput.print(PaletteSchema.json, terminator: "")
    }
}
