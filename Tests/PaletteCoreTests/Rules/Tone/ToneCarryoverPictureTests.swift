import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// docs/derivation.md's picture of anchored `tone` (docs/images/tone-carryover.svg, drawn by darks.py),
/// drawn by a real renderer: its rule and text's line are the ones palettec applies, for a white page and a
/// black one, and it names every one of the thirteen systems whose points it shows.
final class ToneCarryoverPictureTests: XCTestCase {
    /// The plot's frame as carryover.py lays it out: 48 px of margin, 480 px a side.
    private static let margin = 48.0, side = 480.0

    private static func pixel(light: Double, dark: Double) -> (x: Int, y: Int) {
        (Int((margin + light * side).rounded()), Int((margin + (1 - dark) * side).rounded()))
    }

    func testTheDrawnRuleIsPalettecsRule() throws {
        let svg = try String(
            contentsOf: RepositoryFiles.root.appendingPathComponent("docs/images/tone-carryover.svg"), encoding: .utf8)
        let drawing = try PreviewDrawing(svg, for: self)
        let black = ToneAnchor(
            name: "page", light: RGBA(red: 1, green: 1, blue: 1), dark: RGBA(red: 0, green: 0, blue: 0))
        let lights = [0.3, 0.5, 0.7, 0.9]
        let lines: [(name: String, role: ToneRole?, darkest: Int)] = [("the rule", nil, 0x40), ("text", .text, 0x80)]
        for line in lines {
            let boxes = lights.map { light -> PreviewLayout.Rect in
                let dark = AnchoredTone.darkLightness(of: light, chroma: 0, role: line.role, anchor: black)
                let center = Self.pixel(light: light, dark: dark)
                return PreviewLayout.Rect(x: center.x - 2, y: center.y - 2, width: 5, height: 5)
            }
            let drawn = try drawing.pixels(at: [], in: boxes).boxes
            for (light, box) in zip(lights, drawn) {
                let darkest = box.map { PreviewDrawing.bytes($0).prefix(3).reduce(0, +) }.min() ?? 765
                XCTAssertLessThan(darkest, 3 * line.darkest, "\(line.name)'s line passes through L \(light)")
            }
        }
        let texts = try drawing.texts()
        for system in [
            "apple", "carbon", "primer", "spectrum", "atlassian", "fluent", "codex", "material3", "paste",
            "sap-horizon", "gestalt-vr", "patternfly", "jetbrains-intui", "text*",
        ] {
            XCTAssertTrue(texts.contains(system), "\(system) in \(texts)")
        }
    }
}
