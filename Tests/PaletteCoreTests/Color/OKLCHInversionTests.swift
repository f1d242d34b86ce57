import XCTest
@testable import PaletteCore

final class OKLCHInversionTests: XCTestCase {
    private let white = RGBA(red: 1, green: 1, blue: 1)
    private let black = RGBA(red: 0, green: 0, blue: 0)

    func testBlackAndWhiteSwap() {
        XCTAssertEqual(black.oklchInverted().rgba, white)
        XCTAssertEqual(white.oklchInverted().rgba, black)
        XCTAssertFalse(black.oklchInverted().chromaWasReduced)
        XCTAssertFalse(white.oklchInverted().chromaWasReduced)
    }

    func testGrayStaysGrayAtTheMirroredLightness() {
        let gray = RGBA(red8: 68, green8: 68, blue8: 68)
        let inverted = gray.oklchInverted().rgba
        XCTAssertEqual(inverted.red, inverted.green, accuracy: 1e-10)
        XCTAssertEqual(inverted.green, inverted.blue, accuracy: 1e-10)
        XCTAssertEqual(inverted.oklab.L, 1 - gray.oklab.L, accuracy: 1e-9)
    }

    func testAlphaIsKept() {
        XCTAssertEqual(RGBA(red8: 10, green8: 132, blue8: 255, alpha: 0.4).oklchInverted().rgba.alpha, 0.4)
    }

    func testHueIsKeptWhenInGamut() {
        let color = RGBA(red8: 60, green8: 90, blue8: 120)
        let result = color.oklchInverted()
        XCTAssertFalse(result.chromaWasReduced)
        XCTAssertEqual(result.rgba.oklch.h, color.oklch.h, accuracy: 1e-6)
        XCTAssertEqual(result.rgba.oklch.C, color.oklch.C, accuracy: 1e-9)
    }

    func testSaturatedColorIsGamutMapped() {
        // Pure blue is dark (L ≈ 0.45) and at full chroma; at L ≈ 0.55 that chroma is out of gamut.
        let result = RGBA(red: 0, green: 0, blue: 1).oklchInverted()
        XCTAssertTrue(result.chromaWasReduced)
        XCTAssertTrue(result.rgba.components.allSatisfy { (0...1).contains($0) })
    }

    func testLightnessFunctionIsAppliedAfterMirroringAndClamped() {
        let gray = RGBA(red8: 68, green8: 68, blue8: 68)
        var seen: Double?
        _ = gray.oklchInverted(lightness: {
            seen = $0; return $0
        })
        XCTAssertEqual(try XCTUnwrap(seen), 1 - gray.oklab.L, accuracy: 1e-15)
        XCTAssertEqual(gray.oklchInverted(lightness: { _ in 2 }).rgba, white)
        XCTAssertEqual(gray.oklchInverted(lightness: { _ in -1 }).rgba, black)
        XCTAssertEqual(gray.oklchInverted(lightness: { $0 - 0.1 }).rgba.oklab.L, 1 - gray.oklab.L - 0.1, accuracy: 1e-9)
    }

    func testChromaFunctionIsAppliedAndClampedAtZero() {
        let color = RGBA(red8: 60, green8: 90, blue8: 120)
        var seen: Double?
        _ = color.oklchInverted(chroma: {
            seen = $0; return $0
        })
        XCTAssertEqual(try XCTUnwrap(seen), color.oklch.C, accuracy: 1e-15)
        for function: (Double) -> Double in [{ _ in 0 }, { _ in -0.5 }] {
            let gray = color.oklchInverted(chroma: function).rgba
            XCTAssertEqual(gray.red, gray.green, accuracy: 1e-9)
            XCTAssertEqual(gray.green, gray.blue, accuracy: 1e-9)
        }
        let halved = color.oklchInverted(chroma: { $0 / 2 }).rgba.oklch
        XCTAssertEqual(halved.C, color.oklch.C / 2, accuracy: 1e-9)
        XCTAssertEqual(halved.h, color.oklch.h, accuracy: 1e-6)
    }

    func testChromaGivenToAGrayTakesHueZero() {
        let tinted = RGBA(red8: 68, green8: 68, blue8: 68).oklchInverted(chroma: { _ in 0.05 }).rgba.oklch
        XCTAssertEqual(tinted.C, 0.05, accuracy: 1e-9)
        XCTAssertLessThan(hueDistance(tinted.h, 0), 1e-6)
    }
}
