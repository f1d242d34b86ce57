import XCTest
@testable import PaletteCore

/// Rule names live in `RuleKind` alone: palettes, the manifest and the messages all spell them from it.
final class RuleKindTests: XCTestCase {
    func testEveryRuleNamesItsKind() {
        let rules: [DerivationRule] = [
            .invert, .hsv(hue: nil, saturation: nil, brightness: nil), .calendarText, .calendarBackground,
            .contrast(against: ColorReference(name: "a", location: .whole("p")), ratio: 3),
            .oklch(lightness: nil, chroma: nil),
            .tone(curve: nil, chroma: nil, lightness: nil, role: nil),
        ]
        XCTAssertEqual(rules.map(\.kind), RuleKind.derivable)
        XCTAssertEqual(
            DerivationRule.names,
            ["invert", "hsv", "calendar-text", "calendar-background", "contrast", "oklch", "tone"])
        XCTAssertFalse(
            RuleKind.derivable.contains(.reference), "a reference is written as \"{name}\", never as derive: reference")
    }

    /// The manifest records a rule's settings under the names `RuleKind` gives its parameters, no others;
    /// a rule that takes one of two (`contrast`: `ratio` or `lc`) records each in one of its forms.
    func testEveryRuleRecordsExactlyItsKindsParameters() throws {
        let set = ComponentAdjustment(setTo: 0.5)
        let curve = try ToneCurve.make([.init(0, 1), .init(1, 0)]).get()
        let rules: [DerivationRule] = [
            .invert, .hsv(hue: set, saturation: set, brightness: set), .calendarText, .calendarBackground,
            .contrast(against: ColorReference(name: "a", location: .whole("p")), ratio: 3),
            .oklch(lightness: set, chroma: set),
            .tone(
                curve: curve, chroma: set, lightness: set, role: .onAccent,
                on: ColorReference(name: "fill", location: .whole("p"))),
        ]
        XCTAssertEqual(rules.map(\.kind), RuleKind.derivable)
        let lc = DerivationRule(
            ContrastRule(against: ColorReference(name: "a", location: .whole("p")), target: .lc(60)))
        for rule in rules {
            let forms = rule.kind == .contrast ? [rule, lc] : [rule]
            XCTAssertEqual(
                forms.reduce(into: Set<String>()) { $0.formUnion($1.parameters.keys) },
                Set(rule.kind.parameters.map(\.rawValue)), "\(rule.kind)")
        }
    }

    func testReferenceIsNotARuleAPaletteCanName() {
        let diagnostics = compile("colors:\n  a: { light: '#000', dark: { derive: reference } }\n").diagnostics
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.hasPrefix("unknown rule 'reference'"), diagnostics[0].message)
    }

    func testParameterHintsComeFromTheKinds() {
        XCTAssertEqual(RuleRegistry.likelyRule(for: ["brightness"]), .hsv)
        XCTAssertEqual(RuleRegistry.likelyRule(for: ["ratio"]), .contrast)
        XCTAssertEqual(RuleRegistry.likelyRule(for: ["chroma"]), .oklch)
        XCTAssertEqual(RuleRegistry.likelyRule(for: ["nothing"]), .invert)
    }
}
