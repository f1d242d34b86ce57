import XCTest
@testable import PaletteCore

/// `lint`'s warning about status colors that look alike with a color-vision deficiency, with no check written.
final class StatusColorLintTests: XCTestCase {
    private func warnings(_ yaml: String) throws -> [String] {
        let (palette, diagnostics) = compile(yaml)
        return printed(StatusColorLint.warnings(for: [try XCTUnwrap(palette, "\(diagnostics)")]))
    }

    func testRedAndGreenOfOneLightnessWarnAtTheFirstWithANoteAtTheOther() throws {
        XCTAssertEqual(
            try warnings(
                """
                derive: none
                colors:
                  status:
                    success: { light: "#1E8E3E", dark: "#1A7F37" }
                    danger: { light: "#D70015", dark: "#FF7B72" }
                """),
            [
                "palettes/test.yml:4:5: warning: 'status.success' and 'status.danger' look alike in light with "
                    + "deuteranopia: 0.047 apart in ΔE_OK (seen as #837844FF and #887900FF), though 0.331 apart with "
                    + "typical vision; give them lightnesses further apart, and keep them so with a check: distinct: "
                    + "[{colors: [status.success, status.danger], minimum: 0.1}]\n"
                    + "palettes/test.yml:5:5: note: 'status.danger' is here"
            ])
    }

    /// Only statuses with the rest of their names alike are compared, digits included: a tint is not the
    /// text color's rival, nor one shade another.
    /// Statuses apart in lightness, and a pair a distinct: check holds, give no warning.
    func testOnlyLikeNamedStatusesThatCollapseAndAreUncheckedWarn() throws {
        XCTAssertEqual(
            try warnings(
                """
                derive: none
                colors:
                  successText: { light: "#1E8E3E", dark: "#1A7F37" }
                  errorText: { light: "#9F0712", dark: "#FF7B72" }
                  errorSubtle: { light: "#2E8B3E", dark: "#1A7F37" }
                  dangerShade10: { light: "#D70015", dark: "#FF7B72" }
                  successShade20: { light: "#1E8E3E", dark: "#1A7F37" }
                """), [])
        XCTAssertEqual(
            try warnings(
                """
                derive: none
                colors:
                  success: { light: "#1E8E3E", dark: "#1A7F37" }
                  error: { light: "#D70015", dark: "#FF7B72" }
                distinct:
                  - { colors: [success, error], minimum: 0.04 }
                """), [])
    }
}
