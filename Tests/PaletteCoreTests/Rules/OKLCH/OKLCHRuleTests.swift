import Foundation
import XCTest
@testable import PaletteCore

/// The `oklch` rule through `RuleEvaluation`: L' = 1 − L, then the adjustments, then gamut mapping.
final class OKLCHRuleTests: XCTestCase {
    private func oklch(
        _ color: RGBA, lightness: ComponentAdjustment? = nil, chroma: ComponentAdjustment? = nil
    ) throws -> RGBA {
        try RuleEvaluation.apply(.oklch(lightness: lightness, chroma: chroma), to: color, against: nil).get()
    }

    private func gray(_ v: Double, alpha: Double = 1) -> RGBA { RGBA(red: v, green: v, blue: v, alpha: alpha) }

    func testWhiteBecomesBlackAndBlackWhite() throws {
        XCTAssertEqual(try oklch(gray(1)), gray(0))
        XCTAssertEqual(try oklch(gray(0)), gray(1))
    }

    /// For a gray OKLab L is the cube root of its linear value, so the inverse gray is
    /// encode((1 − ∛linear)³).
    func testGrayMapsToTheGrayOfOppositeLightness() throws {
        for byte in [0x11, 0x33, 0x77, 0x80, 0xCC, 0xEE] {
            let input = RGBA(red8: byte, green8: byte, blue8: byte)
            let result = try oklch(input)
            XCTAssertEqual(result.red, result.green, accuracy: 1e-9, "byte \(byte)")
            XCTAssertEqual(result.red, result.blue, accuracy: 1e-9, "byte \(byte)")
            let expected = srgbEncoded(pow(1 - cbrt(srgbLinear(Double(byte) / 255)), 3))
            XCTAssertEqual(result.red, expected, accuracy: 1e-6, "byte \(byte)")
            XCTAssertEqual(result.oklab.L, 1 - input.oklab.L, accuracy: 1e-8, "byte \(byte)")
        }
    }

    /// Adjustments act on the inverted lightness: applied before the inversion they would give
    /// 0.7, 0.84 and 0.42 here.
    func testLightnessIsAdjustedAfterInversion() throws {
        let input = RGBA(red8: 0x33, green8: 0x33, blue8: 0x33)
        let inverted = 1 - input.oklab.L  // 0.679
        XCTAssertEqual(try oklch(input, lightness: ComponentAdjustment(setTo: 0.3)).oklab.L, 0.3, accuracy: 1e-9)
        XCTAssertEqual(
            try oklch(input, lightness: ComponentAdjustment(operations: [.scale: 0.5])).oklab.L,
            inverted * 0.5, accuracy: 1e-9)
        XCTAssertEqual(
            try oklch(input, lightness: ComponentAdjustment(operations: [.add: -0.1])).oklab.L,
            inverted - 0.1, accuracy: 1e-9)
        XCTAssertEqual(
            try oklch(input, lightness: ComponentAdjustment(operations: [.max: 0.5])).oklab.L, 0.5, accuracy: 1e-9)
    }

    func testLightnessIsClampedToZeroAndOne() throws {
        let input = RGBA(red8: 0x80, green8: 0x40, blue8: 0x40)
        XCTAssertEqual(try oklch(input, lightness: ComponentAdjustment(operations: [.add: 2])), gray(1))
        XCTAssertEqual(try oklch(input, lightness: ComponentAdjustment(setTo: -1)), gray(0))
    }

    func testChromaIsAdjustedAndHueKept() throws {
        let input = RGBA(red8: 0x99, green8: 0x66, blue8: 0x55)
        let before = input.oklch
        let halved = input.oklchInverted(chroma: { $0 * 0.5 })
        XCTAssertFalse(halved.chromaWasReduced)
        let result = try oklch(input, chroma: ComponentAdjustment(operations: [.scale: 0.5]))
        XCTAssertEqual(result, halved.rgba)
        XCTAssertEqual(result.oklch.L, 1 - before.L, accuracy: 1e-9)
        XCTAssertEqual(result.oklch.C, before.C * 0.5, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(hueDistance(result.oklch.h, before.h), 1e-6)

        let unchanged = try oklch(input)
        XCTAssertEqual(unchanged.oklch.C, before.C, accuracy: 1e-9, "no adjustment: chroma kept")
        XCTAssertLessThanOrEqual(hueDistance(unchanged.oklch.h, before.h), 1e-6)
    }

    func testChromaBelowZeroGivesGrayAndGrayGainsHueZero() throws {
        let gone = try oklch(
            RGBA(red8: 0x99, green8: 0x66, blue8: 0x55), chroma: ComponentAdjustment(operations: [.add: -1]))
        XCTAssertEqual(gone.red, gone.green, accuracy: 1e-9)
        XCTAssertEqual(gone.red, gone.blue, accuracy: 1e-9)
        let tinted = try oklch(gray(0.5), chroma: ComponentAdjustment(setTo: 0.05))
        XCTAssertEqual(tinted.oklch.C, 0.05, accuracy: 1e-7)
        XCTAssertLessThanOrEqual(hueDistance(tinted.oklch.h, 0), 1e-4)
    }

    /// Navy inverted asks for chroma 0.19 at L 0.73 in a blue hue: far outside sRGB.
    func testOutOfGamutResultIsMappedIn() throws {
        let navy = RGBA(red8: 0x00, green8: 0x00, blue8: 0x80)
        let mapped = navy.oklchInverted()
        XCTAssertTrue(mapped.chromaWasReduced)
        let result = try oklch(navy)
        XCTAssertEqual(result, mapped.rgba)
        XCTAssertTrue(result.components.allSatisfy { (0...1).contains($0) }, "\(result)")
        XCTAssertLessThan(result.oklch.C, navy.oklch.C)
        XCTAssertEqual(result.oklch.L, 1 - navy.oklch.L, accuracy: 0.02, "lightness held within a JND")
        XCTAssertLessThan(hueDistance(result.oklch.h, navy.oklch.h), 5)
    }

    func testAlphaIsKept() throws {
        XCTAssertEqual(try oklch(RGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.37)).alpha, 0.37)
        XCTAssertEqual(try oklch(gray(1, alpha: 0.5)), gray(0, alpha: 0.5))
        XCTAssertEqual(try oklch(RGBA(red8: 0, green8: 0, blue8: 0x80, alpha: 0.25)).alpha, 0.25)
    }
}

private func srgbLinear(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
}

private func srgbEncoded(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
}
