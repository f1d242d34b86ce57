import Foundation
import XCTest
@testable import PaletteCore

/// Seed 000's rewritten `computeTextColor` / `computeBackgroundColor` against two independent
/// re-implementations: a port of the JavaScript as the original runs it (the seed's functions over
/// SproutCore's `convertHexToHsv` / `convertHsvToHex`, in doubles), and the same formulas in exact
/// fractions, which must agree wherever a threshold or a rounding is not hit exactly.
final class CalendarColorsTests: XCTestCase {
    // MARK: Branches

    func testLightInputGivesFixedColors() {
        for hex in ["#DDDDDD", "#FFFFFF", "#9A9A9A", "#F0E8E0"] {  // s < 0.1 and v > 0.6
            XCTAssertEqual(text(hex), "#a8a8a8", hex)
            XCTAssertEqual(background(hex), "#f8f8f8", hex)
        }
    }

    func testDarkInputGivesFixedColors() {
        for hex in ["#000000", "#1A1A1A", "#4C4C4C", "#4C0000", "#00204C"] {  // v < 0.3, any saturation
            XCTAssertEqual(text(hex), "#000000", hex)
            XCTAssertEqual(background(hex), "#bababa", hex)
        }
    }

    func testGrayMidInputLosesSaturation() {
        // #808080: v 0.502 → text brightness max(0.152, 0.3) = 0.3 → 76.5 → 77; background 0.753 → 192.
        XCTAssertEqual(text("#808080"), "#4d4d4d")
        XCTAssertEqual(background("#808080"), "#c0c0c0")
        // #80787A is tinted but s = 8/128 < 0.1: gray, so the output has no hue at all.
        XCTAssertEqual(text("#80787A"), "#4d4d4d")
        XCTAssertEqual(background("#80787A"), "#c0c0c0")
    }

    func testSaturatedMidInputFloorsTextSaturationAndDropsBrightness() {
        // #B06060: h 0, s 0.4545, v 0.6902 → text s 0.5, v 0.3402 → (86.75, 43.4, 43.4).
        XCTAssertEqual(text("#B06060"), "#572b2b")
        // background: s 0.4545, v min(1.035, 1) = 1 → (255, 139.1, 139.1).
        XCTAssertEqual(background("#B06060"), "#ff8b8b")
        // #CC3333: s 0.75 > 0.5 is kept; v 0.8 - 0.35 = 0.45 → (114.75, 28.7, 28.7).
        XCTAssertEqual(text("#CC3333"), "#731d1d")
        // background v 0.8 · 1.5 = 1.2, capped at 1.
        XCTAssertEqual(background("#CC3333"), "#ff4040")
        // #605030 (h 40, s 0.5, v 0.376): text brightness floors at 0.3; background v · 1.5 = 0.5647.
        XCTAssertEqual(text("#605030"), "#4d4026")
        XCTAssertEqual(background("#605030"), "#907848")
    }

    func testSpecialBackgroundIsLookedUpFirst() {
        XCTAssertEqual(background("#A2845E"), "#e0d3c1")
        XCTAssertEqual(background("#a2845e"), "#e0d3c1")
        XCTAssertNotEqual(background("#A2845F"), "#e0d3c1")
        // Text has no special table: #a2845e takes the saturated branch.
        XCTAssertEqual(text("#A2845E"), SeedCalendar.text("#A2845E"))
        XCTAssertEqual(text("#A2845E"), "#4d3c26")
    }

    // MARK: Boundaries (after 8-bit quantization)
    //
    // The original decides in doubles, from SproutCore's `convertHexToHsv` (v = max/255,
    // s = 1 − min/max) and rounds with `Math.round(255 · c)`; the expected values below are what
    // that JavaScript gives in a browser (checked with node), not the exact-arithmetic values.

    /// 153/255 is 0.6 (the same double as the literal): not light, so a gray takes the gray branch;
    /// 154/255 is light.
    func testBrightnessExactlyPoint6IsNotLight() {
        XCTAssertEqual(text("#999999"), "#4d4d4d")
        XCTAssertEqual(background("#999999"), "#e5e5e5", "0.6 · 1.5 = 0.8999999999999999 → 229.49999999999997 → 229")
        XCTAssertEqual(text("#9A9A9A"), "#a8a8a8")
        XCTAssertEqual(background("#9A9A9A"), "#f8f8f8")
    }

    /// v = 0.3 falls between bytes 76 (0.298, dark) and 77 (0.302, not dark).
    func testBrightnessAroundPoint3() {
        XCTAssertEqual(text("#4C4C4C"), "#000000")
        XCTAssertEqual(background("#4C4C4C"), "#bababa")
        XCTAssertEqual(text("#4D4D4D"), "#4d4d4d", "brightness floored at 0.3: 76.5 → 77")
        XCTAssertEqual(background("#4D4D4D"), "#737373", "77/255 · 1.5 · 255 is 115.49999999999999 in doubles")
        XCTAssertEqual(text("#4D0000"), "#4d0000")
        XCTAssertEqual(background("#4D0000"), "#730000")
    }

    /// s is exactly 0.1 for 250/225, 200/180, 150/135, 100/90, but the original computes
    /// 1 − 0.9 = 0.09999999999999998 < 0.1: gray, and so light when v > 0.6. All four agree, which
    /// the exact ratio (max − min) / max over 10-place components does not guarantee. One byte
    /// further (224, 179, 134, 89) is not gray.
    func testSaturationExactlyPoint1IsGrayAsInTheOriginal() {
        for (bytes, expectedText, expectedBackground) in [
            ([250, 225, 225], "#a8a8a8", "#f8f8f8"),
            ([200, 180, 180], "#a8a8a8", "#f8f8f8"),
            ([150, 135, 135], "#4d4d4d", "#e1e1e1"),
            ([100, 90, 90], "#4d4d4d", "#969696"),
        ] {
            let hex = hexString(bytes)
            XCTAssertEqual(SeedCalendar.text(hex), expectedText, "reference, \(hex)")
            XCTAssertEqual(SeedCalendar.background(hex), expectedBackground, "reference, \(hex)")
            XCTAssertEqual(text(hex), expectedText, hex)
            XCTAssertEqual(background(hex), expectedBackground, hex)
        }
        XCTAssertEqual(text("#FAE0E0"), "#a15050", "s = 26/250: saturated")
        XCTAssertEqual(background("#FAE0E0"), "#ffe4e4")
        XCTAssertEqual(text("#C8B3B3"), SeedCalendar.text("#C8B3B3"))
        XCTAssertNotEqual(text("#C8B3B3"), "#a8a8a8", "s = 21/200: saturated")
        XCTAssertNotEqual(background("#968686"), "#e1e1e1", "s = 16/150: saturated")
    }

    /// Channels exactly halfway between bytes are common (v · 1.5 of an odd byte, 0.3 · 255); where
    /// they land is decided by the doubles, as in the browser.
    func testHalfwayChannelsFallWhereTheOriginalPutsThem() {
        XCTAssertEqual(background("#000051"), "#00007a", "121.5 → 122")
        XCTAssertEqual(background("#002D5A"), "#004487", "67.5 → 68")
        XCTAssertEqual(text("#003CD2"), "#002279", "34.5 → 34: 255 · q is 34.49999999999999")
        XCTAssertEqual(background("#A2845F"), "#f3c68f", "142.5 → 143")
    }

    // MARK: Table and sweep against the re-implementations

    static let table = [
        // Apple's calendar colors.
        "#FF2968", "#FF9500", "#FFCC00", "#63DA38", "#1BADF8", "#CC73E1", "#A2845E",
        // The calendar palette's greys and the original's `main` colors.
        "#CCCCCC", "#555555", "#DDDDDD", "#1A1A1A",
        // Primaries, secondaries and odd ones.
        "#FF0000", "#00FF00", "#0000FF", "#FFFF00", "#00FFFF", "#FF00FF", "#3366CC", "#65DB39",
        "#808080", "#999999", "#9A9A9A", "#4C4C4C", "#4D4D4D", "#FAE1E1", "#FAE0E0", "#123456",
        "#FEDCBA", "#7F7F80", "#010203", "#4D0000", "#A2845F", "#B06060", "#605030",
    ]

    func testTableMatchesReImplementation() {
        XCTAssertGreaterThanOrEqual(Self.table.count, 20)
        for hex in Self.table {
            XCTAssertEqual(text(hex), SeedCalendar.text(hex), "text of \(hex)")
            XCTAssertEqual(background(hex), SeedCalendar.background(hex), "background of \(hex)")
            if let exact = ExactCalendar.text(hex) { XCTAssertEqual(text(hex), exact, "text of \(hex), exactly") }
            if let exact = ExactCalendar.background(hex) {
                XCTAssertEqual(background(hex), exact, "background of \(hex), exactly")
            }
        }
    }

    /// Apple's colors, from the original JavaScript run in node.
    func testAppleCalendarColors() {
        let expected: [String: (String, String)] = [
            "#FF2968": ("#a61b44", "#ff2968"), "#FF9500": ("#a66100", "#ff9500"),
            "#FFCC00": ("#a68500", "#ffcc00"), "#63DA38": ("#3a8121", "#74ff42"),
            "#1BADF8": ("#116f9f", "#1cb2ff"), "#CC73E1": ("#7b4488", "#e782ff"),
            "#A2845E": ("#4d3c26", "#e0d3c1"),
        ]
        for (hex, (expectedText, expectedBackground)) in expected {
            XCTAssertEqual(text(hex), expectedText, hex)
            XCTAssertEqual(background(hex), expectedBackground, hex)
        }
    }

    /// Every 15th byte per channel (0, 15, …, 255): 5,832 colors, both functions.
    func testGridMatchesReImplementations() {
        var mismatches: [String] = []
        var exactlyChecked = 0
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) {
                    let hex = hexString([r, g, b])
                    let (t, bg) = (text(hex), background(hex))
                    if t != SeedCalendar.text(hex) {
                        mismatches.append("text \(hex): \(t), JavaScript \(SeedCalendar.text(hex))")
                    }
                    if bg != SeedCalendar.background(hex) {
                        mismatches.append("background \(hex): \(bg), JavaScript \(SeedCalendar.background(hex))")
                    }
                    if let exact = ExactCalendar.text(hex) {
                        exactlyChecked += 1
                        if t != exact { mismatches.append("text \(hex): \(t), exactly \(exact)") }
                    }
                    if let exact = ExactCalendar.background(hex) {
                        exactlyChecked += 1
                        if bg != exact { mismatches.append("background \(hex): \(bg), exactly \(exact)") }
                    }
                }
            }
        }
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(20).joined(separator: "\n"))
        XCTAssertGreaterThan(exactlyChecked, 7_000, "two thirds of the results are not on a tie")
    }

    // MARK: Alpha and the rules

    func testAlphaIsKeptOnEveryBranch() {
        for hex in ["#DDDDDD", "#1A1A1A", "#808080", "#FF2968", "#A2845E"] {
            let color = rgba(hex, alpha: 0.37)
            XCTAssertEqual(CalendarColors.text(for: color).alpha, 0.37, hex)
            XCTAssertEqual(CalendarColors.background(for: color).alpha, 0.37, hex)
            XCTAssertEqual(hexString(CalendarColors.text(for: color)), text(hex), "alpha does not change the color")
            XCTAssertEqual(hexString(CalendarColors.background(for: color)), background(hex))
        }
    }

    func testRulesApplyCalendarColors() throws {
        let color = rgba("#1BADF8")
        XCTAssertEqual(
            try RuleEvaluation.apply(.calendarText, to: color, against: nil).get(), CalendarColors.text(for: color))
        XCTAssertEqual(
            try RuleEvaluation.apply(.calendarBackground, to: color, against: nil).get(),
            CalendarColors.background(for: color))
    }

    /// A value between bytes is quantized first: 0.6 + 0.001 is byte 153, still "not light".
    func testInputIsQuantizedToBytesFirst() {
        let nearlyPoint6 = RGBA(red: 0.6011, green: 0.6011, blue: 0.6011)
        XCTAssertEqual(hexString(CalendarColors.text(for: nearlyPoint6)), "#4d4d4d")
        let special = RGBA(red: 0xA2 / 255 + 0.001, green: 0x84 / 255, blue: 0x5E / 255 - 0.001)
        XCTAssertEqual(hexString(CalendarColors.background(for: special)), "#e0d3c1")
    }

    // MARK: Helpers

    private func text(_ hex: String) -> String { hexString(CalendarColors.text(for: rgba(hex))) }
    private func background(_ hex: String) -> String { hexString(CalendarColors.background(for: rgba(hex))) }
}

private func rgba(_ hex: String, alpha: Double = 1) -> RGBA {
    let bytes = SeedCalendar.bytes(hex)
    return RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: alpha)
}

private func hexString(_ color: RGBA) -> String {
    hexString([color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) })
}

private func hexString(_ bytes: [Int]) -> String {
    "#" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
}

/// Seed 000's `colorTools`, `computeTextColor` and `computeBackgroundColor` as the original runs
/// them: over SproutCore's `convertHexToHsv` (hue 0…1, s = 1 − min/max, v = max/255) and
/// `convertHsvToHex` (`Math.round(255 · c)`), in doubles like JavaScript numbers.
private enum SeedCalendar {
    static func bytes(_ hex: String) -> [Int] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
    }

    static func convertHexToHsv(_ rgb: [Int]) -> (h: Double, s: Double, v: Double) {
        let maximum = Double(rgb.max()!), minimum = Double(rgb.min()!)
        let (r, g, b) = (Double(rgb[0]), Double(rgb[1]), Double(rgb[2]))
        let s = maximum == 0 ? 0 : 1 - minimum / maximum
        let v = maximum / 255
        var h: Double
        if maximum == minimum {
            h = 0
        } else if maximum == r {
            h = (g - b) / (maximum - minimum) / 6
        } else if maximum == g {
            h = (b - r) / (maximum - minimum) / 6 + 1 / 3
        } else {
            h = (r - g) / (maximum - minimum) / 6 + 2 / 3
        }
        h = h < 0 ? h + 1 : (h > 1 ? h - 1 : h)
        return (h, s, v)
    }

    static func convertHsvToHex(_ h: Double, _ s: Double, _ v: Double) -> String {
        guard v > 0 else { return "#000000" }
        let i = h == 1 ? 0 : Int(floor(h * 6))
        let f = h == 1 ? 0 : h * 6 - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let table = [[v, t, p], [q, v, p], [p, v, t], [p, q, v], [t, p, v], [v, p, q]]
        return hexString(table[i].map { mathRound(255 * $0) })
    }

    /// JavaScript's `Math.round`: the nearest integer, halves up.
    static func mathRound(_ x: Double) -> Int {
        let down = floor(x)
        return Int(x - down >= 0.5 ? down + 1 : down)
    }

    static func isLight(_ h: Double, _ s: Double, _ v: Double) -> Bool { v > 0.6 && s < 0.1 }
    static func isDark(_ h: Double, _ s: Double, _ v: Double) -> Bool { v < 0.3 }
    static func isGray(_ h: Double, _ s: Double, _ v: Double) -> Bool { s < 0.1 }

    static func text(_ rgb: String) -> String {
        let (h, s, v) = convertHexToHsv(bytes(rgb.lowercased()))
        if isLight(h, s, v) { return "#a8a8a8" }
        if isDark(h, s, v) { return "#000000" }
        let rs = isGray(h, s, v) ? 0 : max(s, 0.5)
        let rv = v - 0.35
        return convertHsvToHex(h, rs, max(rv, 0.3))
    }

    static func background(_ rgb: String) -> String {
        if let special = ["#a2845e": "#e0d3c1"][rgb.lowercased()] { return special }
        let (h, s, v) = convertHexToHsv(bytes(rgb.lowercased()))
        if isLight(h, s, v) { return "#f8f8f8" }
        if isDark(h, s, v) { return "#bababa" }
        let rs = isGray(h, s, v) ? 0 : s
        return convertHsvToHex(h, rs, min(v * 1.5, 1))
    }
}

/// The seed's formulas in exact fractions. nil when the answer depends on how doubles round: a
/// saturation of exactly 0.1, or an output channel exactly halfway between two bytes.
private enum ExactCalendar {
    struct Tie: Error {}

    /// Hue in sixths of the circle (0..<6), saturation and value, exactly.
    struct HSV { var h6: Q; var s: Q; var v: Q }

    static func hsv(_ bytes: [Int]) -> HSV {
        let (r, g, b) = (bytes[0], bytes[1], bytes[2])
        let maximum = max(r, g, b), minimum = min(r, g, b), range = maximum - minimum
        let v = Q(maximum, 255)
        guard range > 0 else { return HSV(h6: Q(0), s: Q(0), v: v) }
        var h6: Q
        if r == maximum {
            h6 = Q(g - b, range)
            if h6 < Q(0) { h6 = h6 + Q(6) }
        } else if g == maximum {
            h6 = Q(2) + Q(b - r, range)
        } else {
            h6 = Q(4) + Q(r - g, range)
        }
        return HSV(h6: h6, s: Q(range, maximum), v: v)
    }

    static func isLight(_ c: HSV) -> Bool { c.v > Q(6, 10) && c.s < Q(1, 10) }
    static func isDark(_ c: HSV) -> Bool { c.v < Q(3, 10) }
    static func isGray(_ c: HSV) -> Bool { c.s < Q(1, 10) }

    /// c(n) = v − v·s·max(0, min(k, 4 − k, 1)), k = (n + h6) mod 6, for n = 5, 3, 1; then
    /// Math.round(255 · c), which rounds halves up.
    static func hex(h6: Q, s: Q, v: Q) throws -> String {
        let channels = try [5, 3, 1].map { n -> Int in
            var k = Q(n) + h6
            if !(k < Q(6)) { k = k - Q(6) }
            let w = max(Q(0), min(k, Q(4) - k, Q(1)))
            let c = Q(255) * (v - v * s * w)
            if c.d == 2 { throw Tie() }
            return (c + Q(1, 2)).floor
        }
        return hexString(channels)
    }

    static func text(_ input: String) -> String? {
        let c = hsv(SeedCalendar.bytes(input))
        if c.s == Q(1, 10) { return nil }
        if isLight(c) { return "#a8a8a8" }
        if isDark(c) { return "#000000" }
        let rs = isGray(c) ? Q(0) : max(c.s, Q(1, 2))
        let rv = c.v - Q(35, 100)
        return try? hex(h6: c.h6, s: rs, v: max(rv, Q(3, 10)))
    }

    static func background(_ input: String) -> String? {
        if input.lowercased() == "#a2845e" { return "#e0d3c1" }
        let c = hsv(SeedCalendar.bytes(input))
        if c.s == Q(1, 10) { return nil }
        if isLight(c) { return "#f8f8f8" }
        if isDark(c) { return "#bababa" }
        let rs = isGray(c) ? Q(0) : c.s
        return try? hex(h6: c.h6, s: rs, v: min(c.v * Q(3, 2), Q(1)))
    }
}

/// An exact fraction; denominators here stay below 10^9, so products fit in 64 bits.
private struct Q: Comparable {
    let n: Int
    let d: Int

    init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0)
        let sign = denominator < 0 ? -1 : 1
        let divisor = Swift.max(Q.gcd(abs(numerator), abs(denominator)), 1)
        n = sign * numerator / divisor
        d = sign * denominator / divisor
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    static func + (a: Q, b: Q) -> Q { Q(a.n * b.d + b.n * a.d, a.d * b.d) }
    static func - (a: Q, b: Q) -> Q { Q(a.n * b.d - b.n * a.d, a.d * b.d) }
    static func * (a: Q, b: Q) -> Q { Q(a.n * b.n, a.d * b.d) }
    static func < (a: Q, b: Q) -> Bool { a.n * b.d < b.n * a.d }

    /// The greatest integer ≤ the value.
    var floor: Int { n >= 0 ? n / d : -((-n + d - 1) / d) }
}
