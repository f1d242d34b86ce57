import Foundation
@testable import PaletteCore
import XCTest

/// `palettec support`: the build plugin's once-per-target command.
final class SupportCommandTests: XCTestCase {
    private func sandbox(_ palettes: [String: String]) throws -> Sandbox {
        let sandbox = try Sandbox()
        for (path, yaml) in palettes { try sandbox.write(yaml, to: path) }
        return sandbox
    }

    func testTwoPalettesWithOneTypeNameFailAtBothPaletteLines() throws {
        let sandbox = try self.sandbox([
            "Palettes/design.yml": "palette: Design\ncolors:\n  a: '#000'\n",
            "Palettes/more.yml": "palette: Design\ncolors:\n  b: '#fff'\n",
        ])

        let result = try sandbox.run([
            "support", "Palettes/design.yml", "Palettes/more.yml", "--output", "out/PaletteSupport.swift",
        ])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix(
                    "Palettes/design.yml:1:10: error: palettes 'Palettes/design.yml' and 'Palettes/more.yml' are both named 'Design'"
                )
            }, result.stderr)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix(
                    "Palettes/more.yml:1:10: error: palettes 'Palettes/more.yml' and 'Palettes/design.yml' are both named 'Design'"
                )
            }, result.stderr)
        XCTAssertFalse(sandbox.exists("out/PaletteSupport.swift"))
    }

    /// Each palette's own problems belong to its compile command: reported once, not twice.
    func testABrokenPaletteIsLeftToItsCompileCommand() throws {
        let sandbox = try self.sandbox([
            "Palettes/good.yml": "colors:\n  a: '#000'\n",
            "Palettes/broken.yml": "colors:\n  a: '#00'\n",
        ])

        let result = try sandbox.run([
            "support", "Palettes/good.yml", "Palettes/broken.yml", "--output", "PaletteSupport.swift",
        ])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stderr, "")
    }

    func testTheSupportFileIsAsVisibleAsTheMostVisiblePalette() throws {
        let sandbox = try self.sandbox([
            "Palettes/a.yml": "colors:\n  a: '#000'\n",
            "Palettes/b.yml": "access: package\ncolors:\n  b: '#fff'\n",
        ])

        XCTAssertStatus(
            try sandbox.run(["support", "Palettes/a.yml", "Palettes/b.yml", "--output", "PaletteSupport.swift"]), 0)
        XCTAssertTrue(try sandbox.read("PaletteSupport.swift").contains("\npackage struct PaletteColor"))

        try sandbox.write("access: public\n", to: "palettec.yml")
        XCTAssertStatus(
            try sandbox.run([
                "support", "Palettes/a.yml", "Palettes/b.yml", "--output", "PaletteSupport.swift",
                "--config", "palettec.yml",
            ]), 0)
        XCTAssertTrue(
            try sandbox.read("PaletteSupport.swift").contains("\npublic struct PaletteColor"),
            "a.yml is public by the config")
    }

    func testWithTheRuntimeItDeclaresNothing() throws {
        let sandbox = try self.sandbox(["Palettes/a.yml": "colors:\n  a: '#000'\n"])

        XCTAssertStatus(
            try sandbox.run(["support", "Palettes/a.yml", "--output", "PaletteSupport.swift", "--runtime", "import"]), 0
        )

        XCTAssertEqual(try sandbox.read("PaletteSupport.swift"), SupportFileRenderer.renderRuntimeNote())
        XCTAssertFalse(try sandbox.read("PaletteSupport.swift").contains("struct"))
    }

    /// The build plugin writes the support file over all of a target's palettes: it has the brand section
    /// when one of them has brands, and not otherwise.
    func testTheSupportFileHasTheBrandSectionWhenAPaletteHasBrands() throws {
        let plain = "colors:\n  a: { light: '#000000', dark: '#FFFFFF' }\n"
        let branded = "brands: [acme, globex]\ncolors:\n  b: { light: '#000000', dark: '#FFFFFF' }\n"
        let sandbox = try self.sandbox(["Palettes/plain.yml": plain, "Palettes/shop.yml": branded])

        let without = try sandbox.run(["support", "Palettes/plain.yml", "--output", "out/Plain.swift"])
        let with = try sandbox.run([
            "support", "Palettes/plain.yml", "Palettes/shop.yml", "--output", "out/Branded.swift",
        ])

        XCTAssertStatus(without, 0)
        XCTAssertStatus(with, 0)
        XCTAssertFalse(try sandbox.read("out/Plain.swift").contains("PaletteBrandedColor"))
        XCTAssertTrue(try sandbox.read("out/Branded.swift").contains("struct PaletteBrandedColor"))
    }
}
