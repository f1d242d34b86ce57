import Testing
@testable import PaletteCore

/// APCA against the published implementation's own test pairs (APCA-W3 0.0.98G-4g's README): both
/// polarities, and the clip below Lc 10.
@Suite struct APCATests {
    private static func hex(_ text: String) -> RGBA { try! ColorValueParser.parse(text: text).get() }

    @Test(arguments: [
        ("#888888", "#FFFFFF", 63.056469930209424),
        ("#FFFFFF", "#888888", -68.54146436644962),
        ("#000000", "#AAAAAA", 58.146262578561334),
        ("#AAAAAA", "#000000", -56.24113336839742),
        ("#112233", "#DDEEFF", 91.66830811481631),
        ("#DDEEFF", "#112233", -93.06770049484275),
        ("#112233", "#223344", 0),
        ("#223344", "#112233", 0),
    ])
    func theReferencePairs(text: String, background: String, lc: Double) {
        let measured = APCA.lightnessContrast(text: Self.hex(text), background: Self.hex(background))
        // 1e-8: each 8-bit component is rounded to 10 places, as every palettec color is.
        #expect(abs(measured - lc) < 1e-8, "\(text) on \(background): \(measured)")
    }

    @Test func blackOnWhiteAndWhiteOnBlackBoundTheRange() {
        let black = Self.hex("#000000"), white = Self.hex("#FFFFFF")
        let dark = APCA.lightnessContrast(text: black, background: white)
        let light = APCA.lightnessContrast(text: white, background: black)
        #expect(APCA.range.contains(dark) && APCA.range.contains(light))
        #expect(dark > 106 && light < -107.8)
        #expect(APCA.formatted(dark) == "Lc 106" && APCA.formatted(light) == "Lc -107.9")
    }
}
