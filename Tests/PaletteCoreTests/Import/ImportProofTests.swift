import Testing
@testable import PaletteCore

/// The steps every import ends with: nothing comes back but a palette that compiled and holds what
/// was read, and palettec could read again.
@Suite struct ImportProofTests {
    private typealias F = ImportedPaletteFixtures

    private let imported = F.flat([("red", [.light: .color(F.red)]), ("danger", [.light: .reference(["red"])])])

    /// 20,000 colors with 50-character names: about 1.8 MiB of YAML.
    private let large = F.flat(
        (0..<20_000).map { (String(repeating: "x", count: 44) + "\($0 + 100_000)", [.light: .color(F.red)]) })

    @Test func aProvenPaletteComesBackWithItsYAML() throws {
        let outcome = ImportProof.run(
            imported, paletteName: "Colors", palettePath: "palettes/Colors.yml", limits: .standard)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.yaml == PaletteYAMLEmitter.emit(imported, paletteName: "Colors").text)
        #expect(outcome.palette?.allColors.count == 2)
    }

    /// The YAML is longer than the file it comes from: over the size palettec reads, nothing is written
    /// that `generate` would refuse.
    @Test func aPaletteTooLargeToReadBackIsAnError() {
        var limits = PaletteLimits()
        limits.fileBytes = 1_048_576
        let outcome = ImportProof.run(large, paletteName: "Colors", palettePath: "palettes/Colors.yml", limits: limits)
        #expect(outcome.yaml == nil)
        #expect(
            outcome.diagnostics.map(\.formatted) == [
                "colors.txt: error: the palette made from the file would be 1.8 MiB, over the 1 MiB palettec reads in one palette; "
                    + "split the file in two and import each"
            ])
    }

    @Test func aProblemWithTheAliasesStopsItBeforeTheCompiler() {
        let cycle = F.flat([("a", [.light: .reference(["a"])])])
        let outcome = ImportProof.run(
            cycle, paletteName: "Colors", palettePath: "palettes/Colors.yml", limits: .standard)
        #expect(outcome.yaml == nil)
        #expect(outcome.palette == nil)
        #expect(outcome.diagnostics.map(\.location) == [F.place(1)])
    }

    /// A problem the palette reader finds is moved to the line of the source the color came from.
    @Test func aCompilerProblemIsReportedAtTheSourcesPlace() {
        let unnamed = F.flat([("red", [.light: .color(F.red)]), ("---", [.light: .color(F.red)])])
        let outcome = ImportProof.run(
            unnamed, paletteName: "Colors", palettePath: "palettes/Colors.yml", limits: .standard)
        #expect(outcome.yaml == nil)
        #expect(
            outcome.diagnostics.map(\.formatted) == [
                "colors.txt:2:1: error: palettec cannot import this as it is named: '---' has no letters or digits to make a Swift name from; rename it"
            ])
    }
}
