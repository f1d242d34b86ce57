import XCTest

/// The palette's name `import` derives from a file or folder (`color.tokens.json` → `Color`) when it is
/// one Swift or palettec reserves: the palette takes another (`Colors`) with a note, while a name the
/// user chose (`--palette Color`) is refused first, before anything is read.
final class ImportDerivedPaletteNameTests: XCTestCase {
    private static let oneColor = ##"{ "ink": { "$type": "color", "$value": "#1C1C1E" } }"##

    func testAColorTokensFileMakesThePaletteColors() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.oneColor, to: "color.tokens.json")
        let result = try sandbox.run(["import", "color.tokens.json", "--output", "out"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "created out/Colors.yml (1 color)\n")
        XCTAssertEqual(
            result.stderrLines,
            [
                "color.tokens.json: note: the tokens' name 'color' makes the Swift type 'Color', which is reserved: a type of Swift "
                    + "or an Apple framework that the app's code would no longer see; the palette is named 'Colors' instead "
                    + "(to choose another, import with --palette NAME)"
            ])
        XCTAssertTrue(try sandbox.read("out/Colors.yml").contains("palette: Colors\n"))
    }

    func testAColorFolderOfTokensStudioMakesThePaletteColors() throws {
        let sandbox = try Sandbox()
        try sandbox.write(##"{ "ink": { "type": "color", "value": "#1C1C1E" } }"##, to: "color/core.json")
        try sandbox.write(
            #"[{ "id": "1", "name": "Light", "selectedTokenSets": { "core": "enabled" } }]"#, to: "color/$themes.json")
        let result = try sandbox.run(["import", "color", "--output", "out"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "created out/Colors.yml (1 color, 1 warning)\n")
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "color/$themes.json: note: the tokens' name 'color' makes the Swift type 'Color', which is reserved"),
            result.stderr)
    }

    func testASwiftGenFileNamedColorMakesThePaletteColors() throws {
        let sandbox = try Sandbox()
        try sandbox.write("ink: #1C1C1E\n", to: "color.txt")
        let result = try sandbox.run(["import", "color.txt", "--output", "out"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, "created out/Colors.yml (1 color)\n")
    }

    /// A source with many warnings: the refusal of `--palette Color` is the only line, not buried under them.
    func testAReservedPaletteNameGivenIsRefusedBeforeAnythingIsRead() throws {
        let sandbox = try Sandbox()
        let tokens = (0..<50).map { ##""c\##($0)": { "$type": "color", "$value": "#1C1C1E", "name": "x" }"## }
        try sandbox.write("{" + tokens.joined(separator: ",") + "}", to: "brand.tokens.json")
        for options in [["--palette", "Color"], ["--output", "out/Color.yml"]] {
            let result = try sandbox.run(["import", "brand.tokens.json", "--verbose"] + options)
            XCTAssertStatus(result, 64)
            XCTAssertTrue(
                result.stderrLines.first?.contains("makes the Swift type 'Color', which is reserved") == true,
                result.stderr)
            XCTAssertFalse(result.stderr.contains("warning:"), result.stderr)
            XCTAssertTrue(result.stderr.contains("such as 'Colors'"), result.stderr)
            XCTAssertFalse(sandbox.exists("out/Color.yml"))
        }
    }
}
