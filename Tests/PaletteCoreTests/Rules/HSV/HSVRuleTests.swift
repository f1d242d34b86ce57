import Foundation
import XCTest
@testable import PaletteCore

/// The `hsv` rule through `RuleEvaluation`: hue wraps, saturation and brightness clamp, alpha stays.
final class HSVRuleTests: XCTestCase {
    private func hsv(
        _ color: RGBA, hue: ComponentAdjustment? = nil, saturation: ComponentAdjustment? = nil,
        brightness: ComponentAdjustment? = nil
    ) throws -> RGBA {
        try RuleEvaluation.apply(
            .hsv(hue: hue, saturation: saturation, brightness: brightness), to: color, against: nil
        ).get()
    }

    private func add(_ value: Double) -> ComponentAdjustment { ComponentAdjustment(operations: [.add: value]) }
    private func scale(_ value: Double) -> ComponentAdjustment { ComponentAdjustment(operations: [.scale: value]) }
    private func set(_ value: Double) -> ComponentAdjustment { ComponentAdjustment(setTo: value) }

    func testHueWrapsPast360() throws {
        let violet = RGBA(red: 0.5, green: 0, blue: 1)  // hue 270
        XCTAssertEqual(violet.hsv.hue, 270)
        let result = try hsv(violet, hue: add(180))
        XCTAssertEqual(result, RGBA(red: 0.5, green: 1, blue: 0), "hue 90")
        XCTAssertEqual(try hsv(violet, hue: add(720 + 180)), result)
    }

    func testNegativeHueWraps() throws {
        let orange = RGBA(red: 1, green: 0.5, blue: 0)  // hue 30
        XCTAssertEqual(try hsv(orange, hue: add(-90)), RGBA(red: 1, green: 0, blue: 1), "hue 300")
        XCTAssertEqual(try hsv(orange, hue: set(-60)), RGBA(red: 1, green: 0, blue: 1))
        XCTAssertEqual(try hsv(orange, hue: add(-30)), RGBA(red: 1, green: 0, blue: 0), "exactly 0")
    }

    func testSaturationClampsToZeroAndOne() throws {
        let pink = RGBA(red: 1, green: 0.2, blue: 0.2)  // s 0.8
        XCTAssertEqual(try hsv(pink, saturation: scale(2)), RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(try hsv(pink, saturation: add(-1)), RGBA(red: 1, green: 1, blue: 1))
        XCTAssertEqual(try hsv(pink, saturation: set(7)), RGBA(red: 1, green: 0, blue: 0))
    }

    func testBrightnessClampsToZeroAndOne() throws {
        let color = RGBA(red: 0.6, green: 0.3, blue: 0.15)  // h 20, s 0.75, v 0.6
        XCTAssertEqual(try hsv(color, brightness: scale(2)), RGBA(red: 1, green: 0.5, blue: 0.25))
        XCTAssertEqual(try hsv(color, brightness: add(-1)), RGBA(red: 0, green: 0, blue: 0))
        // Clamped after the ceiling: {add: 1, max: 2} is still 1.
        XCTAssertEqual(
            try hsv(color, brightness: ComponentAdjustment(operations: [.add: 1, .max: 2])),
            RGBA(red: 1, green: 0.5, blue: 0.25))
    }

    /// A gray has hue 0 (as UIKit reports it), so giving it saturation makes it red.
    func testGrayKeepsHueZero() throws {
        let gray = RGBA(red: 0.4, green: 0.4, blue: 0.4)
        XCTAssertEqual(try hsv(gray, saturation: set(1)), RGBA(red: 0.4, green: 0, blue: 0))
        XCTAssertEqual(try hsv(gray, saturation: set(0.5), brightness: set(1)), RGBA(red: 1, green: 0.5, blue: 0.5))
        XCTAssertEqual(try hsv(gray, hue: add(120), saturation: set(1)), RGBA(red: 0, green: 0.4, blue: 0))
    }

    func testAlphaIsKept() throws {
        let color = RGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.37)
        XCTAssertEqual(try hsv(color, hue: add(90), saturation: scale(0.5), brightness: set(1)).alpha, 0.37)
        XCTAssertEqual(try hsv(RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0), brightness: add(0.1)).alpha, 0)
    }

    func testUnadjustedComponentsAreKept() throws {
        let color = RGBA(red8: 0x1B, green8: 0xAD, blue8: 0xF8)
        XCTAssertEqual(try hsv(color, hue: add(0)), color)
        let dimmer = try hsv(color, brightness: set(0.5)).hsv
        XCTAssertEqual(dimmer.hue, color.hsv.hue, accuracy: 1e-7)
        XCTAssertEqual(dimmer.saturation, color.hsv.saturation, accuracy: 1e-9)
    }

    // MARK: Seed 001: four colors from one base

    /// Seed 001's scheme: dark (s / 1.5, b 0.2), light (s / 1.5, b 1.0), neutral (b 0.6), base (b 0.8),
    /// computed here with UIKit's `getHue` and `colorWithHue` written out independently.
    func testSeed001FourColorScheme() throws {
        let third = ComponentAdjustment(operations: [.scale: 1 / 1.5])
        let rules: [(ComponentAdjustment?, Double)] = [(third, 0.2), (third, 1.0), (nil, 0.6), (nil, 0.8)]
        for hex in [0x3366CC, 0xFF2968, 0x1BADF8, 0x63DA38, 0xA2845E, 0x808080, 0x000000] {
            let bytes = [(hex >> 16) & 0xFF, (hex >> 8) & 0xFF, hex & 0xFF]
            let base = RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2])
            let (h, s, _) = uiKitHSB(bytes.map { Double($0) / 255 })
            for (index, (saturation, brightness)) in rules.enumerated() {
                let expected = uiKitRGB(hue: h, saturation: saturation == nil ? s : s / 1.5, brightness: brightness)
                let actual = try hsv(base, saturation: saturation, brightness: set(brightness))
                assertClose(
                    [actual.red, actual.green, actual.blue], expected, tolerance: 1e-9,
                    "color\(index + 1) of #\(String(hex, radix: 16))")
            }
        }
    }

    func testSeed001For3366CC() throws {
        let (h, s, b) = uiKitHSB([0.2, 0.4, 0.8])
        XCTAssertEqual(h, 220 / 360, accuracy: 1e-12)
        XCTAssertEqual(s, 0.75, accuracy: 1e-12)
        XCTAssertEqual(b, 0.8, accuracy: 1e-12)
        let base = RGBA(red8: 0x33, green8: 0x66, blue8: 0xCC)
        let color1 = try hsv(base, saturation: scale(1 / 1.5), brightness: set(0.2))
        // h 220, s 0.5, b 0.2: max 0.2, min 0.1, and green 1/3 of the way from min to max.
        assertClose([color1.red, color1.green, color1.blue], [0.1, 0.1 + 0.1 / 3, 0.2], tolerance: 1e-10)
        let color2 = try hsv(base, saturation: scale(1 / 1.5), brightness: set(1))
        assertClose([color2.red, color2.green, color2.blue], [0.5, 0.5 + 0.5 / 3, 1], tolerance: 1e-10)
        let color3 = try hsv(base, brightness: set(0.6))
        assertClose([color3.red, color3.green, color3.blue], [0.15, 0.3, 0.6], tolerance: 1e-10)
        XCTAssertEqual(try hsv(base, brightness: set(0.8)), base)
    }
}

/// `-[UIColor getHue:saturation:brightness:alpha:]`: hue as a fraction of the circle.
private func uiKitHSB(_ rgb: [Double]) -> (hue: Double, saturation: Double, brightness: Double) {
    let (r, g, b) = (rgb[0], rgb[1], rgb[2])
    let maximum = max(r, g, b), delta = maximum - min(r, g, b)
    guard delta > 0 else { return (0, 0, maximum) }
    var hue: Double
    switch maximum {
    case r: hue = (g - b) / delta
    case g: hue = (b - r) / delta + 2
    default: hue = (r - g) / delta + 4
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, delta / maximum, maximum)
}

/// `+[UIColor colorWithHue:saturation:brightness:alpha:]`, as f(n) = v − v·s·max(0, min(k, 4 − k, 1))
/// with k = (n + 6h) mod 6: a different formulation from the sector table in `HSV.rgba`.
private func uiKitRGB(hue: Double, saturation: Double, brightness: Double) -> [Double] {
    [5.0, 3, 1].map { n in
        let k = (n + hue * 6).truncatingRemainder(dividingBy: 6)
        return brightness - brightness * saturation * max(0, min(k, 4 - k, 1))
    }
}
