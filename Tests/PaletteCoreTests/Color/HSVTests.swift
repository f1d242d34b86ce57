import XCTest
@testable import PaletteCore

final class HSVTests: XCTestCase {
    private struct Vectors: Decodable {
        struct Pair: Decodable { let rgb: [Double]; let hsv: [Double] }
        let rgbToHSV: [Pair]
        let hsvToRGB: [Pair]
    }

    /// Both sides compute the same few operations; 1e-12 leaves room only for their order. The
    /// expected RGB is unrounded and `RGBA` rounds to 10 places, hence 1e-10 there.
    func testRGBToHSVMatchesColorsys() throws {
        let vectors = try ReferenceVectors.load("hsv.json", as: Vectors.self)
        XCTAssertGreaterThanOrEqual(vectors.rgbToHSV.count, 40)
        for vector in vectors.rgbToHSV {
            let color = RGBA(red: vector.rgb[0], green: vector.rgb[1], blue: vector.rgb[2])
            XCTAssertEqual(color.components.prefix(3).map { $0 }, vector.rgb, "inputs are already rounded")
            let hsv = color.hsv
            XCTAssertLessThanOrEqual(hueDistance(hsv.hue, vector.hsv[0]), 1e-9, "\(vector.rgb)")
            assertClose(
                [hsv.saturation, hsv.brightness], [vector.hsv[1], vector.hsv[2]], tolerance: 1e-12, "\(vector.rgb)")
        }
    }

    func testHSVToRGBMatchesColorsys() throws {
        let vectors = try ReferenceVectors.load("hsv.json", as: Vectors.self)
        XCTAssertGreaterThanOrEqual(vectors.hsvToRGB.count, 40)
        for vector in vectors.hsvToRGB {
            let rgba = HSV(hue: vector.hsv[0], saturation: vector.hsv[1], brightness: vector.hsv[2]).rgba
            assertClose([rgba.red, rgba.green, rgba.blue], vector.rgb, tolerance: 1e-10, "\(vector.hsv)")
        }
    }

    func testGrayBlackAndWhiteHaveHueAndSaturationZero() {
        for color in [
            RGBA(red: 0, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 1), RGBA(red8: 68, green8: 68, blue8: 68),
        ] {
            XCTAssertEqual(color.hsv.hue, 0)
            XCTAssertEqual(color.hsv.saturation, 0)
            XCTAssertEqual(color.hsv.brightness, color.red)
            XCTAssertEqual(color.hsv.rgba, color)
        }
    }

    func testPrimariesAndSecondaries() {
        let expected: [(RGBA, Double)] = [
            (RGBA(red: 1, green: 0, blue: 0), 0), (RGBA(red: 1, green: 1, blue: 0), 60),
            (RGBA(red: 0, green: 1, blue: 0), 120), (RGBA(red: 0, green: 1, blue: 1), 180),
            (RGBA(red: 0, green: 0, blue: 1), 240), (RGBA(red: 1, green: 0, blue: 1), 300),
        ]
        for (color, hue) in expected {
            XCTAssertEqual(color.hsv, HSV(hue: hue, saturation: 1, brightness: 1))
            XCTAssertEqual(HSV(hue: hue, saturation: 1, brightness: 1).rgba, color)
        }
    }

    func testHueWrapsIntoZeroTo360() {
        XCTAssertEqual(HSV(hue: 370, saturation: 1, brightness: 1).hue, 10)
        XCTAssertEqual(HSV(hue: -30, saturation: 1, brightness: 1).hue, 330)
        XCTAssertEqual(HSV(hue: 360, saturation: 1, brightness: 1).hue, 0)
        XCTAssertEqual(HSV(hue: -720, saturation: 1, brightness: 1).hue, 0)
        XCTAssertEqual(HSV(hue: -1e-20, saturation: 1, brightness: 1).hue, 0, "never 360")
        XCTAssertEqual(HSV(hue: .nan, saturation: 1, brightness: 1).hue, 0)
        XCTAssertEqual(
            HSV(hue: 370, saturation: 1, brightness: 1).rgba, HSV(hue: 10, saturation: 1, brightness: 1).rgba)
        XCTAssertEqual(RGBA(red: 1, green: 0, blue: 0.5).hsv.hue, 330, accuracy: 1e-12, "negative sector wraps")
    }

    func testSaturationAndBrightnessAreClamped() {
        let hsv = HSV(hue: 0, saturation: 1.5, brightness: -0.2)
        XCTAssertEqual(hsv.saturation, 1)
        XCTAssertEqual(hsv.brightness, 0)
    }

    func testAlphaIsKeptBothWays() {
        let color = RGBA(red8: 10, green8: 132, blue8: 255, alpha: 0.42)
        XCTAssertEqual(color.hsv.alpha, 0.42)
        XCTAssertEqual(color.hsv.rgba, color)
        XCTAssertEqual(HSV(hue: 200, saturation: 0, brightness: 0.5, alpha: 0.3).rgba.alpha, 0.3)
    }

    func testEvery8BitChannelRoundTrips() {
        for byte in 0...255 {
            for color in [
                RGBA(red8: byte, green8: 255 - byte, blue8: byte / 3), RGBA(red8: byte, green8: byte, blue8: 200),
            ] {
                XCTAssertEqual(color.hsv.rgba, color, "byte \(byte)")
            }
        }
    }
}
