import XCTest
@testable import PaletteCore

/// `ComponentAdjustment`: a number sets the value; scale, add, min (a floor) and max (a ceiling)
/// apply in that order, whatever order they are written in.
final class ComponentAdjustmentTests: XCTestCase {
    private func adjust(
        _ value: Double, set: Double? = nil, _ operations: [ComponentAdjustment.Operation: Double]
    ) -> Double {
        ComponentAdjustment(setTo: set, operations: operations).apply(to: value)
    }

    func testNothingKeepsTheValue() {
        XCTAssertEqual(adjust(0.42, [:]), 0.42)
    }

    func testSetReplacesTheValue() {
        XCTAssertEqual(adjust(0.9, set: 0.3, [:]), 0.3)
        XCTAssertEqual(adjust(0, set: 1, [:]), 1)
    }

    func testEachOperation() {
        XCTAssertEqual(adjust(0.8, [.scale: 0.5]), 0.4)
        XCTAssertEqual(adjust(0.8, [.add: -0.3]), 0.5, accuracy: 1e-15)
        XCTAssertEqual(adjust(0.2, [.min: 0.3]), 0.3, "a floor raises a value below it")
        XCTAssertEqual(adjust(0.5, [.min: 0.3]), 0.5, "and keeps one above it")
        XCTAssertEqual(adjust(0.9, [.max: 0.7]), 0.7, "a ceiling lowers a value above it")
        XCTAssertEqual(adjust(0.5, [.max: 0.7]), 0.5, "and keeps one below it")
    }

    /// The struct clamps nothing: that is the caller's job (hsv clamps, hue wraps).
    func testResultIsNotClamped() {
        XCTAssertEqual(adjust(0.8, [.scale: 2]), 1.6)
        XCTAssertEqual(adjust(0.2, [.add: -1]), -0.8, accuracy: 1e-15)
        XCTAssertEqual(adjust(270, [.add: 180]), 450)
    }

    func testScaleBeforeAdd() {
        XCTAssertEqual(
            adjust(0.3, [.add: 0.1, .scale: 2]), 0.7, accuracy: 1e-15, "(0.3 · 2) + 0.1, not (0.3 + 0.1) · 2")
    }

    func testFloorAfterScale() {
        XCTAssertEqual(adjust(0.4, [.min: 0.3, .scale: 0.5]), 0.3, "0.4 · 0.5 = 0.2, then floored")
        XCTAssertEqual(adjust(0.2, [.min: 0.3, .scale: 2]), 0.4, "a floor first would give 0.6")
    }

    func testCeilingAfterAdd() {
        XCTAssertEqual(adjust(0.4, [.max: 0.6, .add: 0.5]), 0.6)
        XCTAssertEqual(adjust(0.8, [.max: 0.6, .add: -0.5]), 0.3, accuracy: 1e-15, "a ceiling first would give 0.1")
    }

    /// Floor before ceiling: when they cross, the ceiling wins.
    func testCeilingAfterFloor() {
        XCTAssertEqual(adjust(0.5, [.max: 0.2, .min: 0.8]), 0.2)
        XCTAssertEqual(adjust(0.1, [.max: 0.2, .min: 0.8]), 0.2)
    }

    func testAllFourInOrder() {
        // 0.3 · 3 = 0.9; − 0.5 = 0.4; floor 0.45 → 0.45; ceiling 0.42 → 0.42.
        XCTAssertEqual(adjust(0.3, [.max: 0.42, .min: 0.45, .add: -0.5, .scale: 3]), 0.42)
        // 0.3 · 3 = 0.9; − 0.5 = 0.4; floor 0.35 keeps it; ceiling 0.6 keeps it.
        XCTAssertEqual(adjust(0.3, [.max: 0.6, .min: 0.35, .add: -0.5, .scale: 3]), 0.4, accuracy: 1e-15)
    }

    /// YAML cannot write both (a number or a mapping), but the struct allows it: set comes first.
    func testSetThenOperations() {
        XCTAssertEqual(adjust(0.9, set: 0.2, [.scale: 2, .add: 0.1]), 0.5, accuracy: 1e-15)
        XCTAssertEqual(adjust(0.9, set: 0.2, [.min: 0.3]), 0.3)
        XCTAssertEqual(adjust(0.1, set: 0.9, [.max: 0.5]), 0.5)
    }

    /// The same order from a palette file whose mapping is written backwards.
    func testOrderHoldsForAdjustmentsReadFromYAML() throws {
        let yaml = """
            colors:
              base: "#3366CC"
              dim: { light: { derive: hsv, from: "{base}", brightness: { max: 0.55, add: 0.1, scale: 0.5 } }, dark: "#000" }
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(printed(withoutImplicitInversionWarnings(diagnostics)), [])
        let dim = try XCTUnwrap(palette?.allColors.first { $0.keyPath == ["dim"] }?.appearances[.light]?.color)
        // v 0.8 · 0.5 + 0.1 = 0.5 (add first: 0.45); the ceiling 0.55 does not bind.
        XCTAssertEqual(dim.hsv.brightness, 0.5, accuracy: 1e-9)
        XCTAssertEqual(dim.hsv.hue, 220, accuracy: 1e-6)
        XCTAssertEqual(dim.hsv.saturation, 0.75, accuracy: 1e-9)
    }
}
