import Testing
@testable import PaletteCore

/// Made colors an import writes (`"{label} at 29%"`): whole where that means what each appearance
/// would, followed as the palette compiler makes them (its own high contrast too), and proven made.
@Suite struct ImportedMadeColorsTests {
    private typealias F = ImportedPaletteFixtures

    private static let black = RGBA(red8: 0, green8: 0, blue8: 0)
    private static let white = RGBA(red8: 255, green8: 255, blue8: 255)
    private static let separator = ImportedValue.made(source: ["label"], .opacity(0.29))

    private func proof(_ imported: ImportedPalette) -> ImportProof.Outcome {
        ImportProof.run(imported, paletteName: "Colors", palettePath: "palettes/Colors.yml", limits: .standard)
    }

    @Test func aMadeColorIsWholeWhereThatMeansWhatEachAppearanceWould() throws {
        var described = F.color("described", line: 4, [.light: Self.separator])
        described.description = "Hairlines"
        let imported = F.flat([
            ("label", [.light: .color(Self.black), .dark: .color(Self.white)]),
            ("separator", [.light: Self.separator]),
            (
                "toward",
                [.light: .made(source: ["label"], .mix(toward: .color(F.translucent), amount: 0.2, space: .srgb))]
            ),
        ])
        var withDescription = imported
        withDescription.root.members.append(.color(described))
        let (yaml, _) = PaletteYAMLEmitter.emit(withDescription, paletteName: "Colors")
        #expect(
            yaml.hasSuffix(
                """
                colors:
                  label: { light: "#000000", dark: "#FFFFFF" }
                  separator: "{label} at 29%"
                  toward: "{label} mixed 20% toward #FFFFFFCC in srgb"
                  described: { light: "{label} at 29%", dark: "{label} at 29%", description: "Hairlines" }

                """), "\(yaml)")

        // A palette with high contrast writes each appearance: a whole made color would make its own.
        let highContrast = F.flat([
            ("label", [.light: .color(Self.black), .dark: .color(Self.white), .highContrastDark: .color(F.red)]),
            ("separator", [.light: Self.separator, .dark: Self.separator]),
        ])
        #expect(
            PaletteYAMLEmitter.emit(highContrast, paletteName: "Colors").text.contains(
                ##"separator: { light: "{label} at 29%", dark: "{label} at 29%" }"##))
        #expect(proof(highContrast).diagnostics.isEmpty)
    }

    /// The import's expectations are the compiler's: each appearance made from what its source shows
    /// there, the dark a written made light makes, and a high contrast made only where the source has
    /// one of its own; the palette proves them, each still made.
    @Test func madeColorsAreFollowedAsThePaletteMakesThem() throws {
        let imported = F.flat([
            ("label", [.light: .color(Self.black), .dark: .color(Self.white), .highContrastLight: .color(F.red)]),
            ("separator", [.light: Self.separator]),
            ("tint", [.light: .reference(["separator"])]),
            ("plain", [.light: .made(source: ["separator"], .opacity(0.5)), .dark: .color(F.red)]),
        ])
        let references = ImportedReferences(
            imported.root.colorsByKeyPath(), chainLimit: 1_000, sourceDescription: "the file")
        #expect(references.diagnostics.isEmpty)
        #expect(
            references.values[1] == [
                .light: Self.black.with(alpha: 0.29), .dark: Self.white.with(alpha: 0.29),
                .highContrastLight: F.red.with(alpha: 0.29),
            ])
        // An alias with no high contrast of its own shows its plain one, as the palette does.
        #expect(references.shown(2, .highContrastLight) == Self.black.with(alpha: 0.29))
        #expect(references.values[3][.highContrastLight] == F.red.with(alpha: 0.5))
        #expect(references.values[3][.dark] == F.red)
        let outcome = proof(imported)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        let separator = try #require(outcome.palette?.allColors.first { $0.key == "separator" })
        #expect(separator.appearances[.dark]?.derivation?.madeExpression == "{label} at 29%")
        #expect(separator.appearances[.highContrastLight]?.derivation?.fromAppearance == .highContrastLight)
    }

    @Test func aCycleThroughAMadeColorIsOneErrorNamingIt() {
        let resolved = ImportedReferences(
            F.flat([
                ("a", [.light: .made(source: ["b"], .opacity(0.5))]),
                ("b", [.light: .reference(["a"])]),
            ]).root.colorsByKeyPath(), chainLimit: 1_000, sourceDescription: "the file")
        #expect(
            resolved.diagnostics.map(\.formatted) == [
                "colors.txt:1:1: error: these colors are made from or aliases of one another in a cycle, so none of them "
                    + "has a color: 'a' → 'b' → 'a'; give one of them its value instead of a reference\n"
                    + "colors.txt:2:1: note: an alias in the cycle"
            ])
    }

    @Test func aMadeColorFromNoColorIsAnErrorAtTheColor() {
        let resolved = ImportedReferences(
            F.flat([("a", [.light: .made(source: ["b"], .opacity(0.5))])]).root.colorsByKeyPath(), chainLimit: 1_000,
            sourceDescription: "the file")
        #expect(
            resolved.diagnostics.map(\.formatted) == [
                "colors.txt:1:1: error: 'a' refers to 'b', which is no color of the file; name one of its colors"
            ])
    }

    /// An amount written to more places than a palette's text keeps is the amount the text reads back,
    /// so the proof expects what the palette computes.
    @Test func anAmountIsTheOneThePalettesTextReadsBack() throws {
        let operation = MadeColorText.asWritten(ColorOperation<ImportedOperand>.opacity(0.123456789012345))
        #expect(operation == .opacity(0.123456789))
        #expect(
            MadeColorText.asWritten(ColorOperation<ImportedOperand>.lighten(0.2000000000049, space: .hsl))
                == .lighten(0.2, space: .hsl))
        let imported = F.flat([
            ("label", [.light: .color(Self.black)]),
            ("faint", [.light: .made(source: ["label"], operation)]),
        ])
        let outcome = proof(imported)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.formatted))")
        #expect(outcome.yaml?.contains(##"faint: "{label} at 12.3456789%""##) == true)
    }

    /// Were a made color compiled into anything else, the proof says so at the source's place.
    @Test func theProofSaysWhenAMadeColorWouldNoLongerBeMade() throws {
        let imported = F.flat([("label", [.light: .color(Self.black)]), ("separator", [.light: Self.separator])])
        let colors = imported.root.colorsByKeyPath()
        let references = ImportedReferences(colors, chainLimit: 1_000, sourceDescription: "the file")
        let palette = try #require(
            compile(
                """
                palette: Colors
                colors:
                  label: { light: "#000000", dark: "#000000" }
                  separator: { light: "rgba(0, 0, 0, 0.29)", dark: "{label} at 29%" }
                """
            ).palette)
        #expect(
            ImportVerification.compare(palette, with: colors, references: references, sourceDescription: "the file")
                .map(\.formatted) == [
                    "colors.txt:2:1: error: palettec could not import this color faithfully: its light value would no "
                        + "longer be made as '{label} at 29%'; nothing was written; please report this"
                ])
    }

    /// What a value reads, for the colors an import leaves out to take what reads them along.
    @Test func aMadeColorReadsItsSourceAndTheColorItMixesToward() {
        #expect(Self.separator.keyPathsRead == [["label"]])
        #expect(
            ImportedValue.made(source: ["a"], .mix(toward: .reference(["b", "c"]), amount: 0.5, space: .srgb))
                .keyPathsRead == [["a"], ["b", "c"]])
        #expect(
            ImportedValue.made(source: ["a"], .mix(toward: .color(F.red), amount: 0.5, space: .srgb)).keyPathsRead
                == [["a"]])
        #expect(ImportedValue.reference(["a"]).keyPathsRead == [["a"]])
        #expect(ImportedValue.color(F.red).keyPathsRead.isEmpty)
    }
}
