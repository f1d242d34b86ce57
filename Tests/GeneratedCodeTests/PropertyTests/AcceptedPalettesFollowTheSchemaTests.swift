@testable import PaletteCore
import Testing
import TestSupport

/// Random palettes (`PaletteGenerator`, with `PropertySettings`' seed and count): every one palettec
/// accepts validates against the palette schema, with jsonschema reading it as an editor would.
@Suite struct AcceptedPalettesFollowTheSchemaTests {
    @Test func everyAcceptedPaletteValidates() throws {
        let settings = PropertySettings.fromEnvironment(count: 300)
        var accepted: [DrawnPalette] = []
        var rejected = 0
        for (index, size) in settings.batchSizes.enumerated() {
            var random = settings.random(forBatch: index, salt: 3)
            let batch = PaletteGenerator.batch(of: size).run(using: &random)
            for palette in batch.palettes {
                let (compiled, diagnostics) = PaletteCompiler.compile(palette.source)
                if compiled != nil, !diagnostics.containsErrors { accepted.append(palette) } else { rejected += 1 }
            }
        }
        let verdicts = try JSONSchemaValidator.verdicts(
            schema: PaletteSchema.json,
            documents: accepted.map { try YAMLJSON.json(fromYAML: $0.yaml, path: $0.path) })
        for (palette, error) in zip(accepted, verdicts) {
            if let error {
                Issue.record(
                    "\(palette.path) compiles, yet the schema refuses it: \(error)\n\(palette.yaml)\n(\(settings))")
            }
        }
        print(
            "\(accepted.count) accepted palettes of \(settings.count) validated against the schema (\(rejected) rejected by palettec)"
        )
        #expect(accepted.count >= settings.count / 3, "too few accepted palettes to say much")
    }
}
