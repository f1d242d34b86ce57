import Testing
@testable import PaletteCore

/// Figma's Simple Design System as the Design Tokens Community Group's playground publishes it
/// (Tests/Fixtures/Tokens/SDS, trimmed): colors in the color module's object form with translucent
/// alphas and hex fallbacks, and theme files of untyped aliases whose groups take `$type` from the
/// base file's `color` group once merged.
@Suite struct SDSResolverTests {
    let imported: TokenImport

    init() throws {
        imported = try TokenTestFiles.resolver("SDS/sds.resolver.json")
    }

    @Test func lightAndDarkContexts() {
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark])
        #expect(imported.value("color.background.brand.default") == "{color.brand.800}")
        #expect(imported.value("color.background.brand.default", .dark) == "{color.white.100}")
        #expect(imported.value("color.text.default.default") == "{color.gray.900}")
        #expect(imported.value("color.text.default.default", .dark) == "{color.white.1000}")
    }

    @Test func objectFormComponentsAndAlphaAreExact() {
        #expect(
            imported.token("color.brand.800")?.values[.light]?.kind
                == .color(RGBA(red8: 0x2C, green8: 0x2C, blue8: 0x2C)))
        #expect(
            imported.token("color.white.100")?.values[.dark]?.kind
                == .color(RGBA(red8: 255, green8: 255, blue8: 255, alpha: 13.0 / 255)))
        #expect(
            imported.token("color.white.400")?.values[.light]?.kind
                == .color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.4)))
    }
}
