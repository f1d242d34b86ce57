import Foundation
@testable import PaletteCore
import TestSupport

/// What palettec and the palette schema each say of palettes written as YAML.
enum SchemaVerdicts {
    /// For each palette, nil when the schema accepts it, else the validator's error (jsonschema, draft-07).
    static func schemaErrors(_ yamls: [String]) throws -> [String?] {
        try JSONSchemaValidator.verdicts(
            schema: PaletteSchema.json, documents: yamls.map { try YAMLJSON.json(fromYAML: $0) })
    }

    /// Whether palettec compiles the palette without an error.
    static func palettecAccepts(_ yaml: String, path: String = "palettes/test.yml") -> Bool {
        let (palette, diagnostics) = compile(yaml, path: path)
        return palette != nil && !diagnostics.containsErrors
    }
}
