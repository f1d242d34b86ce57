import Testing
@testable import PaletteCore

/// Aliases followed as the palette compiler follows them, and the problems found at the source's own
/// places before any YAML is written.
@Suite struct ImportedReferencesTests {
    private typealias F = ImportedPaletteFixtures

    private func references(_ imported: ImportedPalette, chainLimit: Int = 1_000) -> ImportedReferences {
        ImportedReferences(
            imported.root.colorsByKeyPath(), chainLimit: chainLimit, sourceDescription: imported.sourceDescription)
    }

    @Test func anAliasReadsTheSameAppearanceOrThePlainOneItFallsBackTo() {
        let resolved = references(
            F.flat([
                ("base", [.light: .color(F.red), .dark: .color(F.translucent)]),
                ("alias", [.light: .reference(["base"]), .highContrastDark: .reference(["base"])]),
            ]))
        #expect(resolved.diagnostics.isEmpty)
        // The alias's dark, its light alias written out, reads the base's dark.
        #expect(resolved.values[1] == [.light: F.red, .dark: F.translucent, .highContrastDark: F.translucent])
        #expect(resolved.shown(1, .highContrastLight) == F.red)
    }

    @Test func aCycleIsOneErrorAtItsFirstColorNamingEveryAlias() {
        let resolved = references(
            F.flat([
                ("intro", [.light: .reference(["b"])]),
                ("a", [.light: .reference(["c"])]),
                ("b", [.light: .reference(["a"])]),
                ("c", [.light: .reference(["b"])]),
            ]))
        #expect(
            resolved.diagnostics.map(\.formatted) == [
                "colors.txt:2:1: error: these colors are aliases of one another in a cycle, so none of them has a color: "
                    + "'a' → 'c' → 'b' → 'a'; give one of them its value instead of an alias\n"
                    + "colors.txt:3:1: note: an alias in the cycle\ncolors.txt:4:1: note: an alias in the cycle"
            ])
        #expect(resolved.values.allSatisfy { $0.isEmpty })
    }

    @Test func aColorThatIsItsOwnAliasIsACycle() {
        let resolved = references(F.flat([("self", [.light: .reference(["self"])])]))
        #expect(
            resolved.diagnostics.map(\.message) == [
                "these colors are aliases of one another in a cycle, so none of them has a color: 'self' → 'self'; "
                    + "give one of them its value instead of an alias"
            ])
    }

    @Test func aReferenceToNoColorIsAnErrorAtTheColor() {
        let resolved = references(
            F.flat([("a", [.light: .color(F.red)]), ("b", [.light: .reference(["Brand", "a"])])]))
        #expect(
            resolved.diagnostics.map(\.formatted) == [
                "colors.txt:2:1: error: 'b' refers to 'Brand.a', which is no color of the file; name one of its colors"
            ])
    }

    /// The compiler counts a chain's colors, its own included: `limit` of them compile, one more does
    /// not, and the import says so first, at the source's line.
    @Test func theLongestChainIsTheCompilersLimit() {
        var limits = PaletteLimits()
        limits.derivationChain = 50
        let longest = F.chain(50)
        #expect(references(longest, chainLimit: 50).diagnostics.isEmpty)
        #expect(
            compile(PaletteYAMLEmitter.emit(longest, paletteName: "Chain").text, limits: limits).diagnostics.isEmpty)

        let tooLong = F.chain(51)
        #expect(
            references(tooLong, chainLimit: 50).diagnostics.map(\.formatted) == [
                "colors.txt:51:1: error: 'a50' is an alias through a chain of 51 colors, more than the 50 palettec follows; "
                    + "give one of the colors along the way its value instead of an alias"
            ])
        #expect(
            compile(PaletteYAMLEmitter.emit(tooLong, paletteName: "Chain").text, limits: limits).diagnostics
                .containsErrors)
    }

    /// Hostile depth: a chain of 100,000 aliases, resolved without recursion, each color once.
    @Test func aVeryLongChainIsFollowedWithoutRecursion() {
        let resolved = references(F.chain(100_000))
        #expect(resolved.diagnostics.count == 1)
        #expect(resolved.values[999] == [.light: F.red, .dark: F.red])
    }
}
