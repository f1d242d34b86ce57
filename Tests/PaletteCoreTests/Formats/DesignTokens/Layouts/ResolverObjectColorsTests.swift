import Testing
@testable import PaletteCore

/// A resolver whose base colors are in the color module's object form with translucent alphas and hex
/// fallbacks, and whose theme files are untyped aliases whose groups take `$type` from the base file's
/// `color` group once merged (Tests/Fixtures/Import/DesignTokens/ResolverObjectColors, written for palettec in the
/// shape Figma's Simple Design System publishes).
@Suite struct ResolverObjectColorsTests {
    let imported: TokenImport

    init() throws {
        imported = try TokenTestFiles.resolver("ResolverObjectColors/studio.resolver.json")
    }

    @Test func lightAndDarkContexts() {
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark])
        #expect(imported.value("color.surface.brand.default") == "{color.slate.800}")
        #expect(imported.value("color.surface.brand.default", .dark) == "{color.mist.100}")
        #expect(imported.value("color.label.primary.default") == "{color.slate.900}")
        #expect(imported.value("color.label.primary.default", .dark) == "{color.mist.1000}")
    }

    @Test func objectFormComponentsAndAlphaAreExact() {
        #expect(
            imported.token("color.slate.800")?.values[.light]?.kind
                == .color(RGBA(red8: 0x2E, green8: 0x36, blue8: 0x40)))
        #expect(
            imported.token("color.mist.100")?.values[.dark]?.kind
                == .color(RGBA(red8: 255, green8: 255, blue8: 255, alpha: 20.0 / 255)))
        #expect(
            imported.token("color.mist.400")?.values[.light]?.kind
                == .color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.4)))
    }
}
