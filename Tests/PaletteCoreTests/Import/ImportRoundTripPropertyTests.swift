import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import PaletteCore

/// Issue 8's round trip, over random catalogs: import, compile the palette, and every color has the
/// lookup name it had in the catalog and the same value in every appearance, to the 10 places every
/// palettec color has (exactly the 8-bit value for hex and integer components).
///
/// The seed is fixed so CI is reproducible; explore with
/// `PALETTEC_PROPERTY_SEED=7 PALETTEC_PROPERTY_COUNT=5000 swift test --filter ImportRoundTripPropertyTests`.
@Suite struct ImportRoundTripPropertyTests {
    private static let settings = PropertySettings.fromEnvironment(seed: 20_261_122, count: 400)

    @Test func importedCatalogsKeepTheirLookupNamesAndValues() throws {
        var random = Xoshiro(
            seed: (Self.settings.seed, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        var spaces: Set<ColorSpace> = [], eightBit = 0, total = 0, explicitGroups = 0, highContrast = 0, writtenBack = 0
        for draw in 0..<Self.settings.count {
            var drawn = RandomCatalog.draw(using: &random)
            let context = "draw \(draw) of seed \(Self.settings.seed)"
            let result = CatalogImporter.run(drawn.catalog, paletteName: "Random", palettePath: "palettes/Random.yml")
            // Color sets palettec cannot hold whole stay in the catalog; the rest must come in.
            drawn.colors = drawn.colors.filter(\.value.isImported)
            if drawn.colors.isEmpty {
                #expect(result.yaml == nil, "\(context)")
                continue
            }
            let yaml = try #require(result.yaml, "\(context): \(result.diagnostics.map(\.formatted))")
            let (palette, problems) = PaletteCompiler.compile(
                PaletteSource(path: "palettes/Random.yml", bytes: Array(yaml.utf8)))
            #expect(problems.isEmpty, "\(context): \(problems.map(\.formatted))")
            let compiled = try #require(palette, "\(context)")
            #expect(compiled.allColors.count == drawn.colors.count, "\(context)")
            explicitGroups += yaml.components(separatedBy: "  colors:\n").count - 1
            // Colors that share a lookup name are imported with a warning, and not written back until renamed.
            if Set(drawn.colors.values.map(\.lookupName)).count == drawn.colors.count {
                try expectTheCatalogWrittenBackReadsTheSame(compiled, as: drawn, context)
                writtenBack += 1
            }
            for entry in compiled.allColors {
                let expected = try #require(
                    drawn.colors[entry.keyPath], "\(context): \(entry.keyPath) was not in the catalog")
                #expect(entry.assetName == expected.lookupName, "\(context)")
                for appearance in Appearance.allCases {
                    let shown = entry.appearances[appearance] ?? appearance.fallback.flatMap { entry.appearances[$0] }
                    #expect(
                        shown?.color == expected.appearances[appearance],
                        "\(context): \(entry.keyPath) \(appearance)\n\(yaml)")
                    if let color = shown?.color { spaces.insert(color.space) }
                }
                total += 1
                eightBit += expected.isEightBit ? 1 : 0
                highContrast += entry.appearances[.highContrastLight] != nil ? 1 : 0
            }
        }
        // The draws reach what they are meant to: both spaces, exact 8-bit colors, explicit groups, high contrast.
        print(
            "Imported \(Self.settings.count) random catalogs, \(total) colors: \(eightBit) all 8-bit, \(highContrast) with high contrast, "
                + "\(explicitGroups) explicit groups; \(writtenBack) catalogs written back and imported again")
        #expect(spaces == [.sRGB, .displayP3])
        #expect(writtenBack > Self.settings.count / 2, "only \(writtenBack) catalogs without shared lookup names")
        #expect(
            eightBit > total / 20 && highContrast > total / 5 && explicitGroups > Self.settings.count / 4,
            "eight-bit \(eightBit), high contrast \(highContrast), explicit groups \(explicitGroups) of \(total) colors"
        )
    }

    /// The other half of the trip: the catalog `generate --asset-catalog` writes for the imported palette,
    /// imported again, has every color under its old lookup name with its old values.
    private func expectTheCatalogWrittenBackReadsTheSame(
        _ palette: Palette, as drawn: RandomCatalog, _ context: String
    ) throws {
        let rendered = AssetCatalogRenderer.render([palette])
        #expect(rendered.diagnostics.isEmpty, "\(context): \(rendered.diagnostics.map(\.formatted))")
        let again = CatalogImporter.run(
            RenderedCatalog.folder(rendered.files), paletteName: "Again", palettePath: "palettes/Again.yml")
        let yaml = try #require(again.yaml, "\(context): \(again.diagnostics.map(\.formatted))")
        let compiled = try #require(
            PaletteCompiler.compile(PaletteSource(path: "palettes/Again.yml", bytes: Array(yaml.utf8))).0)
        let expected = Dictionary(uniqueKeysWithValues: drawn.colors.values.map { ($0.lookupName, $0.appearances) })
        #expect(
            Set(compiled.allColors.map(\.assetName)) == Set(expected.keys),
            "\(context): lookup names changed on the way back")
        for entry in compiled.allColors {
            for appearance in Appearance.allCases {
                let shown = entry.appearances[appearance] ?? appearance.fallback.flatMap { entry.appearances[$0] }
                #expect(
                    shown?.color == expected[entry.assetName]?[appearance],
                    "\(context): \(entry.assetName) \(appearance) on the way back")
            }
        }
    }
}
