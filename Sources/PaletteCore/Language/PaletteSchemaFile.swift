/// Where a palette finds its JSON Schema: the file `palettec schema` writes, and the first line that
/// points an editor at it. Here rather than in Schema/, so import can write the line.
package enum PaletteSchemaFile {
    /// A palette's first line that points yaml-language-server (VS Code's YAML extension, Zed) at the
    /// schema: a path relative to the palette, or a URL.
    package static func modeline(schemaPath: String) -> String {
        "# yaml-language-server: $schema=\(schemaPath)"
    }

    /// Where users keep the schema: beside their palettes, as `palettec schema` wrote it.
    package static let fileName = "palette.schema.json"
}
