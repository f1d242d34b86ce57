import Testing
@testable import PaletteCore

/// A colorset's entries → palettec's four appearances, and a warning for everything it cannot hold.
@Suite struct ColorSetReaderTests {
    private typealias J = ColorSetText
    private let red = J.rgb("0xFF", "0x00", "0x00"), green = J.rgb("0x00", "0xFF", "0x00"),
        blue = J.rgb("0x00", "0x00", "0xFF")
    private let white = J.rgb("0xFF", "0xFF", "0xFF"), black = J.rgb("0x00", "0x00", "0x00"),
        gray = J.rgb("0x80", "0x80", "0x80")
    private let R = RGBA(red8: 255, green8: 0, blue8: 0), G = RGBA(red8: 0, green8: 255, blue8: 0),
        B = RGBA(red8: 0, green8: 0, blue8: 255)
    private let W = RGBA(red8: 255, green8: 255, blue8: 255), K = RGBA(red8: 0, green8: 0, blue8: 0),
        M = RGBA(red8: 128, green8: 128, blue8: 128)

    private func warnings(_ reading: ColorSetReader.Reading) -> [String] {
        reading.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
    }

    @Test func anyAloneIsTheSameInDarkWrittenOutNotDerived() {
        let reading = J.read([J.entry(red)])
        #expect(reading.appearances == [.light: R, .dark: R])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test func anyAndDark() {
        #expect(J.read([J.entry(red), J.entry(blue, luminosity: "dark")]).appearances == [.light: R, .dark: B])
    }

    @Test func lightWinsOverAny() {
        let reading = J.read([J.entry(gray), J.entry(white, luminosity: "light"), J.entry(black, luminosity: "dark")])
        #expect(reading.appearances == [.light: W, .dark: K])
    }

    @Test func lightWithoutAnyAndWithoutDarkIsTheSameInDark() {
        #expect(J.read([J.entry(white, luminosity: "light")]).appearances == [.light: W, .dark: W])
    }

    /// Xcode's four slots when High Contrast is checked: Any, Dark, Any + High Contrast, Dark + High Contrast.
    @Test func xcodesFourHighContrastSlots() {
        let reading = J.read([
            J.entry(red), J.entry(green, highContrast: true), J.entry(blue, luminosity: "dark"),
            J.entry(white, luminosity: "dark", highContrast: true),
        ])
        #expect(reading.appearances == [.light: R, .highContrastLight: G, .dark: B, .highContrastDark: W])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test func lightAndDarkHighContrastWithLightEntries() {
        let reading = J.read([
            J.entry(gray), J.entry(red, luminosity: "light"), J.entry(green, luminosity: "light", highContrast: true),
            J.entry(blue, luminosity: "dark"), J.entry(white, luminosity: "dark", highContrast: true),
        ])
        #expect(reading.appearances == [.light: R, .highContrastLight: G, .dark: B, .highContrastDark: W])
    }

    @Test func anyHighContrastAloneServesBothLuminositiesWhenThereIsNoDark() {
        let reading = J.read([J.entry(red), J.entry(green, highContrast: true)])
        #expect(reading.appearances == [.light: R, .dark: R, .highContrastLight: G, .highContrastDark: G])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test func darkHighContrastAloneFallsBackToThePlainValuesElsewhere() {
        let reading = J.read([
            J.entry(red), J.entry(blue, luminosity: "dark"), J.entry(white, luminosity: "dark", highContrast: true),
        ])
        #expect(reading.appearances == [.light: R, .dark: B, .highContrastLight: R, .highContrastDark: W])
        #expect(reading.diagnostics.isEmpty)
    }

    /// Dark and Any + High Contrast both apply in dark high contrast: luminosity wins, and it is reported.
    @Test func theAmbiguousCaseTakesLuminosityAndWarns() {
        let reading = J.read([J.entry(red), J.entry(blue, luminosity: "dark"), J.entry(green, highContrast: true)])
        #expect(reading.appearances == [.light: R, .dark: B, .highContrastLight: G, .highContrastDark: B])
        #expect(
            warnings(reading) == [
                "A.xcassets/c.colorset/Contents.json:15:5: warning: in dark high contrast both the Dark and the Any + High Contrast "
                    + "entries apply; palettec reads the Dark one (luminosity before contrast); add a Dark + High Contrast entry to say which you mean"
            ])
    }

    @Test func anEmptyColorsetIsNotImported() {
        let reading = J.read([J.entry(nil)])
        #expect(reading.appearances == nil)
        #expect(
            warnings(reading) == [
                "A.xcassets/c.colorset/Contents.json:3:5: warning: the colorset has no color (as in the AccentColor Xcode creates empty); "
                    + "set one in Xcode to import it; it is not imported"
            ])
        #expect(J.read([]).appearances == nil)
    }

    @Test func anEmptyEntryBesideColorsIsIgnoredWithAWarning() {
        let reading = J.read([J.entry(red), J.entry(nil, luminosity: "dark")])
        #expect(reading.appearances == [.light: R, .dark: R])
        #expect(
            warnings(reading).map {
                $0.contains("the Dark entry has no color, so Xcode compiles nothing for it; it is ignored")
            } == [true])
    }

    @Test func aSystemColorIsNotImported() {
        let reference = ColorSetText.Value.object([
            ("platform", .string("ios")), ("reference", .string("systemBlueColor")),
        ])
        let reading = J.read([J.entry(reference), J.entry(blue, luminosity: "dark")])
        #expect(reading.appearances == nil)
        #expect(
            warnings(reading) == [
                "A.xcassets/c.colorset/Contents.json:3:5: warning: the Any entry is the system color 'systemBlueColor', which palettec "
                    + "cannot represent (it has values of its own for every appearance and platform); the colorset is not imported"
            ])
    }

    @Test func otherIdiomsAreIgnoredWithAWarning() {
        let reading = J.read([
            J.entry(red), J.entry(green, idiom: "iphone"), J.entry(blue, idiom: "ipad"),
            J.entry(white, idiom: "iphone"),
        ])
        #expect(reading.appearances == [.light: R, .dark: R])
        #expect(warnings(reading).count == 1)
        #expect(warnings(reading).first?.contains("entries for the idioms 'iphone', 'ipad' are ignored") == true)
    }

    /// A Mac app's color set: read as universal, whole (palettec's universal entry shows the same colors
    /// on a Mac), with no warning of its own; the catalog says so once (`CatalogImporterTests`).
    @Test func oneOtherIdiomAloneIsReadAsUniversalAndWhole() {
        let reading = J.read([
            J.entry(red, idiom: "mac"), J.entry(white, luminosity: "light", idiom: "mac"),
            J.entry(blue, luminosity: "dark", idiom: "mac"),
        ])
        #expect(reading.appearances == [.light: W, .dark: B])
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.onlyIdiom == "mac")
        #expect(reading.isWhole)
    }

    /// Only one idiom, but an entry palettec passes over (a locale's) or differing idioms: not whole.
    @Test func oneIdiomWithAnEntryPassedOverOrTwoIdiomsAreNotWhole() {
        let locale = J.read([
            J.entry(red, idiom: "iphone"), J.entry(green, idiom: "iphone", extra: [("locale", .string("fr"))]),
        ])
        #expect(locale.onlyIdiom == "iphone")
        #expect(locale.appearances == [.light: R, .dark: R])
        #expect(!locale.isWhole)
        let twoIdioms = J.read([J.entry(red, idiom: "iphone"), J.entry(green, idiom: "ipad")])
        #expect(twoIdioms.onlyIdiom == nil)
        #expect(!twoIdioms.isWhole)
        let universal = J.read([J.entry(red), J.entry(green, idiom: "mac")])
        #expect(universal.onlyIdiom == nil)
        #expect(!universal.isWhole)
    }

    @Test func gamutEntriesKeepTheGeneralOnesElseTheSRGBOnes() {
        let p3 = J.rgb("1.000", "0.000", "0.000", space: "display-p3")
        let srgbGamut = [("display-gamut", ColorSetText.Value.string("sRGB"))],
            p3Gamut = [("display-gamut", ColorSetText.Value.string("display-P3"))]
        let specific = J.read([J.entry(green, extra: srgbGamut), J.entry(p3, extra: p3Gamut)])
        #expect(specific.appearances == [.light: G, .dark: G])
        #expect(
            warnings(specific).first?.contains(
                "entries for the display gamut 'display-P3', which palettec ignores: it reads the sRGB gamut's entries")
                == true)
        let mixed = J.read([J.entry(red), J.entry(p3, extra: p3Gamut)])
        #expect(mixed.appearances == [.light: R, .dark: R])
        #expect(warnings(mixed).first?.contains("it reads the entries for any gamut") == true)
    }

    /// An ignored entry is not read, so a value palettec could not hold there is no error.
    @Test func ignoredEntriesAreNotRead() {
        let outOfRange = J.rgb("1.300", "0", "0", space: "extended-srgb")
        let reading = J.read([J.entry(red), J.entry(outOfRange, extra: [("display-gamut", .string("display-P3"))])])
        #expect(reading.appearances == [.light: R, .dark: R])
        #expect(!reading.diagnostics.containsErrors)
    }

    @Test func unknownAppearancesAndQualifiersAreIgnoredWithAWarning() {
        let tinted = ColorSetText.Value.object([
            ("appearances", .array([.object([("appearance", .string("luminosity")), ("value", .string("tinted"))])])),
            ("color", green), ("idiom", .string("universal")),
        ])
        let reading = J.read([J.entry(red), tinted, J.entry(blue, extra: [("subtype", .string("40mm"))])])
        #expect(reading.appearances == [.light: R, .dark: R])
        #expect(warnings(reading).count == 2)
        #expect(warnings(reading)[0].contains("for the appearance 'luminosity tinted', which palettec does not know"))
        #expect(
            warnings(reading)[1].contains("this entry is only for 'subtype', which palettec's colors cannot express"))
    }

    @Test func aSecondEntryForTheSameSlotIsIgnoredWithAWarning() {
        let reading = J.read([J.entry(red), J.entry(blue)])
        #expect(reading.appearances == [.light: R, .dark: R])
        #expect(
            warnings(reading).first?.contains("a second Any entry; palettec reads the first and ignores this one")
                == true)
    }

    @Test func darkAloneHasNoLightAndIsNotImported() {
        let reading = J.read([J.entry(blue, luminosity: "dark")])
        #expect(reading.appearances == nil)
        #expect(
            warnings(reading).first?.contains(
                "has no Any or Light entry, so it has no color in light mode; it is not imported") == true)
    }

    @Test func wrongStructureIsAnError() {
        let notAList = ColorSetReader.read(Array("{\"colors\" : {}}".utf8), path: "C.json")
        #expect(
            notAList.diagnostics.map(\.formatted) == [
                "C.json:1:13: error: \"colors\" is a list of entries; found an object"
            ])
        let badIdiom = ColorSetReader.read(Array("{\"colors\" : [{\"idiom\" : 1}]}".utf8), path: "C.json")
        #expect(badIdiom.diagnostics.map(\.formatted) == ["C.json:1:25: error: \"idiom\" is a string; found a number"])
    }
}
