import Testing
@testable import PaletteCore

/// The proof going on without the colors a palette cannot hold.
@Suite struct ImportSkippingTests {
    private typealias F = ImportedPaletteFixtures

    /// Every color left out: there is no palette to prove, so no error of an empty palette stands
    /// before the importer's own ("none of the … can be imported").
    @Test func everyColorLeftOutGivesNoEmptyPaletteError() {
        var limits = PaletteLimits()
        limits.keyLength = 8
        let outcome = ImportSkipping.prove(
            F.flat([("farTooLongAName", [.light: .color(F.red)])]), paletteName: "Colors",
            palettePath: "palettes/Colors.yml", limits: limits)
        #expect(outcome.colorCount == 0)
        #expect(outcome.proof.yaml == nil)
        #expect(outcome.skips.total == 1)
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics.map(\.formatted))")
    }
}
