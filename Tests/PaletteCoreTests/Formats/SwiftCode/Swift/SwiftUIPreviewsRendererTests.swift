import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// `PalettePreviews.swift`: what it holds for the fixtures, that it is written only when asked for, and that
/// text from a palette reaches it only as escaped string literals, on lines of at most 120 characters.
final class SwiftUIPreviewsRendererTests: XCTestCase {
    static let folder = "Tests/Fixtures/SwiftUIPreviews"
    static let fixturePalettes = ["\(folder)/palettes/checked.yml", "Tests/Fixtures/BrandedPalettes/palettes/shop.yml"]

    /// The fixtures, compiled as `palettec generate` reads them.
    static func compiledFixtures() throws -> [Palette] {
        try fixturePalettes.map { path in
            let yaml = try String(contentsOf: RepositoryFiles.url(path), encoding: .utf8)
            let (palette, diagnostics) = compile(yaml, path: "palettes/" + URL(fileURLWithPath: path).lastPathComponent)
            XCTAssertFalse(diagnostics.containsErrors, "\(printed(diagnostics))")
            return try XCTUnwrap(palette)
        }
    }

    func testTheFixtureIsWhatPalettecGenerates() throws {
        let code = SwiftUIPreviewsRenderer.render(try Self.compiledFixtures(), options: RenderOptions())
        let reference = RepositoryFiles.url("\(Self.folder)/PalettePreviews.swift")
        if RepositoryFiles.isRecording {
            try Data(code.utf8).write(to: reference)
            XCTFail("Recorded \(reference.path); run again without PALETTEC_RECORD to compare.")
            return
        }
        XCTAssertEqual(code, try String(contentsOf: reference, encoding: .utf8), "re-record with PALETTEC_RECORD=1")
    }

    /// Each check's measure is in its color's row, by appearance: the ratio, and the signed Lc of an APCA check.
    func testARowShowsEachChecksMeasurePerAppearance() throws {
        let palettes = try Self.compiledFixtures()
        let code = SwiftUIPreviewsRenderer.render(palettes, options: RenderOptions())
        let checked = palettes[0]
        for check in checked.contrast where check.foreground == "text.primary" {
            XCTAssertTrue(code.contains(check.measureText + " on " + check.background), check.measureText)
        }
        XCTAssertTrue(code.contains("Lc -"), "an APCA check on a light page shows a negative Lc")
        XCTAssertTrue(code.contains("rows.append(Row(\"card\", Checked.card))\n"), code)
        XCTAssertTrue(code.contains("#Preview(\"Checked\") {\n"), code)
        for brand in ["acme", "globex", "initech-co"] {
            XCTAssertTrue(code.contains("#Preview(\"Shop: \(brand)\") {\n"), brand)
        }
        XCTAssertTrue(code.contains("rows.append(Row(\"accent\", Shop.accent, brand: 1))\n"), code)
        XCTAssertTrue(code.hasPrefix(GeneratedHeader.supportLine + "\n"), "palettec's own file, which it may replace")
        XCTAssertEqual(SwiftCodeOutput().owner(of: Array(code.utf8)), .palettec(sources: []))
    }

    /// Off (the default), every file is byte for byte as before; on, the previews file is the only one added.
    func testOffChangesNothingAndOnAddsOneFile() throws {
        let palettes = try Self.compiledFixtures()
        for runtime in RuntimeMode.allCases {
            let plain = PaletteCompiler.render(palettes, options: RenderOptions(runtime: runtime)).files
            let off = PaletteCompiler.render(
                palettes, options: RenderOptions(runtime: runtime, swiftUIPreviews: false)
            ).files
            let on = PaletteCompiler.render(palettes, options: RenderOptions(runtime: runtime, swiftUIPreviews: true))
                .files
            XCTAssertEqual(off.map(\.path), plain.map(\.path))
            XCTAssertEqual(off.map(\.contents), plain.map(\.contents))
            XCTAssertFalse(plain.map(\.path).contains(PaletteFileNames.previewsFile))
            let added = on.filter { $0.path == PaletteFileNames.previewsFile }
            XCTAssertEqual(added.count, 1)
            XCTAssertEqual(
                on.filter { $0.path != PaletteFileNames.previewsFile }.map(\.contents), plain.map(\.contents))
            let text = String(decoding: Array(try XCTUnwrap(added.first).contents.utf8), as: UTF8.self)
            XCTAssertEqual(text.contains("\nimport PaletteRuntime\n"), runtime == .import)
        }
    }

    /// A brand's name, whatever it holds, is in the file only inside an escaped string literal: no quote, line
    /// break or backslash of it ends the literal, and only printable ASCII is written.
    func testTextFromAPaletteStaysInItsLiteral() throws {
        let hostile = ["x\") { fatalError() }; #Preview(\"y"] + InjectionCorpus.texts
        let code = try Self.previews(brands: hostile.filter { !$0.unicodeScalars.contains("\0") }, palette: "P")
        XCTAssertTrue(code.contains(#"#Preview("P: 0 x\") { fatalError() }; #Preview(\"y") {"#), code)
        XCTAssertEqual(code.components(separatedBy: "fatalError").count, 2, "only inside the brand's literal")
        for scalar in code.unicodeScalars {
            XCTAssertTrue(scalar == "\n" || (" "..."~").contains(scalar), "only printable ASCII: \(scalar.value)")
        }
    }

    /// The longest names a palette may have, and a brand's long name, keep every line to 120 characters.
    func testLongNamesKeepEveryLineToTheLimit() throws {
        let code = try Self.previews(
            brands: ["short", String(repeating: "long brand ", count: 10)], palette: String(repeating: "P", count: 118),
            group: String(repeating: "g", count: 118), color: String(repeating: "c", count: 118))
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            XCTAssertLessThanOrEqual(line.count, LineWidth.limit, String(line))
        }
        XCTAssertTrue(code.contains("\n                \"\"\"\n"), "a long name is a multi-line literal")
    }

    /// The previews of a palette with `brands`, a group with a checked color and another color.
    private static func previews(
        brands: [String], palette: String, group: String = "text", color: String = "plain"
    ) throws -> String {
        let names = brands.enumerated().map { "  - " + yamlQuoted("\($0.offset) " + $0.element) }
        let yaml = """
            palette: \(palette)
            brands:
            \(names.joined(separator: "\n"))
            colors:
              \(group):
                \(color): { light: "#FFFFFF", dark: "#000000" }
                ink: "#222222"
              paper: "#FFFFFF"
            contrast:
              - { foreground: \(group).ink, background: paper, minimum: 4.5 }
              - { foreground: \(group).ink, background: paper, minimum: 60, method: apca }
            """
        let (compiled, diagnostics) = compile(yaml)
        XCTAssertFalse(diagnostics.containsErrors, "\(printed(diagnostics))")
        return SwiftUIPreviewsRenderer.render([try XCTUnwrap(compiled)], options: RenderOptions())
    }

    /// `text` as a YAML double-quoted scalar: printable ASCII as it is but `"` and `\`, the rest as `\U` escapes.
    private static func yamlQuoted(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"", "\\": return "\\" + String(scalar)
            case " "..."~": return String(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return "\"" + escaped.joined() + "\""
    }

    /// With previews, a palette whose Swift file would be `PalettePreviews.swift` is an error at its name;
    /// without, it is a palette like any other.
    func testAPaletteNamedLikeThePreviewsFileIsAnErrorOnlyWithPreviews() throws {
        let (palette, diagnostics) = compile("colors:\n  ink: '#000'\n", path: "palettes/palette-previews.yml")
        XCTAssertEqual(printed(diagnostics), [])
        let compiled = try XCTUnwrap(palette)
        XCTAssertEqual(compiled.swiftFile, PaletteFileNames.previewsFile)
        XCTAssertEqual(PaletteCompiler.render([compiled], options: RenderOptions()).diagnostics.count, 0)
        let on = PaletteCompiler.render([compiled], options: RenderOptions(swiftUIPreviews: true))
        XCTAssertEqual(on.files.count, 0)
        XCTAssertEqual(
            printed(on.diagnostics),
            [
                "palettes/palette-previews.yml:1:1: error: the palette's Swift file would be PalettePreviews.swift, the "
                    + "name of palettec's SwiftUI previews file; rename the palette file, or turn the previews off"
            ])
    }
}
