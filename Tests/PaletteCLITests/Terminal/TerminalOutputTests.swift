import Foundation
import TestSupport
import XCTest

/// The injection corpus wherever palettec prints a path or name to a terminal: output folders, files left
/// by an interrupted run, hand-edited files, palette files, manifests' names. stdout and stderr carry no
/// control character but line feeds, and no bidirectional control (`InjectionCorpus.terminalControls`).
final class TerminalOutputTests: XCTestCase {
    /// Clears the screen, returns the carriage, sets the window's title and reverses the text after it.
    private static let hostile = "\u{1B}[2J\r\u{1B}]0;pwned\u{07}\u{202E}"

    func testGenerateAndCheckPrintPathsEscaped() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        for (index, name) in InjectionCorpus.fileNames.enumerated() {
            try sandbox.write(
                "colors:\n  a: \"#777777\"\n  b: \"#787878\"\ncontrast:\n  - { foreground: a, background: b, minimum: 3, level: warning }\n",
                to: "palettes/p\(index) \(name).yml")
        }
        let output = "out\(Self.hostile)"
        let catalog = "Colors\(Self.hostile).xcassets"
        let abandoned = ".\(Self.hostile)Brand.swift.palettec-new-2147483647"
        try sandbox.write("", to: "\(output)/\(abandoned)")
        let arguments = ["palettes", "--output", output, "--asset-catalog", catalog]

        let generated = try sandbox.run(["generate"] + arguments)
        XCTAssertStatus(generated, 0)
        assertNoTerminalControls(generated)
        XCTAssertTrue(
            generated.stdoutLines.contains(
                "removed out\\u{1B}[2J\\r\\u{1B}]0;pwned\\u{7}\\u{202E}/.\\u{1B}[2J\\r\\u{1B}]0;pwned\\u{7}\\u{202E}"
                    + "Brand.swift.palettec-new-2147483647 (left by an interrupted run)"), generated.stdout)
        XCTAssertTrue(
            generated.stdoutLines.contains("created out\\u{1B}[2J\\r\\u{1B}]0;pwned\\u{7}\\u{202E}/Brand.swift"),
            generated.stdout)
        XCTAssertTrue(generated.stderr.contains("warning:"), "the palettes' contrast warnings name their files")

        let again = try sandbox.run(["generate"] + arguments)
        XCTAssertStatus(again, 0)
        assertNoTerminalControls(again)
        XCTAssertTrue(
            again.stdoutLines.contains(
                "out\\u{1B}[2J\\r\\u{1B}]0;pwned\\u{7}\\u{202E}/ is up to date (\(InjectionCorpus.fileNames.count + 5) files)"
            ),
            again.stdout)
        assertNoTerminalControls(try sandbox.run(["check"] + arguments))

        let brand = "\(output)/Brand.swift"
        try sandbox.write(try sandbox.read(brand) + "// edited \(Self.hostile)\n", to: brand)
        let stale = try sandbox.run(["check"] + arguments)
        XCTAssertStatus(stale, 1)
        assertNoTerminalControls(stale)
        XCTAssertTrue(stale.stderr.contains("\n-// edited \\u{1B}[2J\\r\\u{1B}]0;pwned\\u{7}\\u{202E}\n"), stale.stderr)
    }

    /// A catalog named by each text imports to a palette file whose name holds no control; catalogs whose
    /// folders and colorsets are named by the texts print only escaped names, whatever they are refused for.
    func testImportPrintsAndWritesNoControls() throws {
        let sandbox = try Sandbox()
        for (index, name) in InjectionCorpus.fileNames.enumerated() {
            try sandbox.write(ImportCommandTests.oneColor, to: "c\(index) \(name).xcassets/Ink.colorset/Contents.json")
            let result = try sandbox.run(["import", "c\(index) \(name).xcassets", "--output", "out\(index)"])
            XCTAssertStatus(result, 0)
            assertNoTerminalControls(result)
            let files = try sandbox.entries(in: "out\(index)")
            XCTAssertEqual(files.count, 1)
            let file = try XCTUnwrap(files.first)
            XCTAssertEqual(InjectionCorpus.terminalControls(in: file), [], file)
            XCTAssertFalse(file.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint }, file)
            XCTAssertTrue(result.stdout.hasPrefix("created out\(index)/\(file) (1 color"), result.stdout)
            XCTAssertEqual(
                result.stderr.contains("warning: the catalog's name holds"), file != "c\(index) \(name).yml",
                result.stderr)

            try sandbox.write(
                ImportCommandTests.oneColor, to: "Hostile.xcassets/g\(index) \(name)/\(name).colorset/Contents.json")
        }
        let hostile = try sandbox.run(["import", "Hostile.xcassets", "--output", "hostile"])
        assertNoTerminalControls(hostile)
        XCTAssertTrue(hostile.stderr.contains("error:"), "names that cannot become a catalog again are refused")
    }

    /// ArgumentParser's own messages quote the arguments they refuse.
    func testArgumentErrorsQuoteTheArgumentEscaped() throws {
        let sandbox = try Sandbox()
        for arguments in [
            [Self.hostile], ["diff", "a", "b", "--format", Self.hostile], ["lint", "--\(Self.hostile)"],
        ] {
            let result = try sandbox.run(arguments)
            XCTAssertStatus(result, 64)
            assertNoTerminalControls(result)
            XCTAssertTrue(result.stderr.contains("\\u{1B}[2J\\r\\u{1B}]0;pwned\\u{7}\\u{202E}"), result.stderr)
        }
    }

    /// A manifest whose every name is a text of the corpus (JSON carries any of them), in both formats.
    func testDiffPrintsManifestNamesEscaped() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.manifest(ratio: 3), to: "old.json")
        try sandbox.write(Self.manifest(ratio: 5), to: "new.json")
        for format in ["text", "markdown"] {
            let result = try sandbox.run(["diff", "old.json", "new.json", "--format", format])
            XCTAssertStatus(result, 1)
            XCTAssertEqual(result.stderr, "")
            assertNoTerminalControls(result)
            XCTAssertEqual(
                result.stdoutLines.count,
                format == "text" ? 3 * InjectionCorpus.texts.count + 1 : 5 + 2 * InjectionCorpus.texts.count,
                result.stdout)
        }
    }

    /// A palette per text, named by it, with one color named by it and one contrast check between colors
    /// named by it; the color's light value is derived by a rule that reads a color named by it.
    private static func manifest(ratio: Int) -> String {
        let palettes = InjectionCorpus.texts.enumerated().map { index, text in
            let name = json(text)
            let light =
                "{\"red\": 0.\(ratio), \"green\": 0.5, \"blue\": 0.5, \"alpha\": 1, \"colorSpace\": \"srgb\", "
                + "\"derivation\": {\"rule\": \"invert\", \"from\": \(name), \"fromAppearance\": \"dark\"}}"
            return
                "{\"name\": \(name), \"colors\": [{\"name\": \(name), \"swiftName\": \(json("\(index) \(text)")), \"light\": \(light)}], "
                + "\"contrast\": [{\"foreground\": \(name), \"background\": \(name), \"appearance\": \"light\", \"ratio\": \(ratio), "
                + "\"minimum\": 4.5, \"passes\": \(ratio > 4)}]}"
        }
        return
            "{\"generator\": \"palettec\", \"schemaVersion\": 2, \"palettes\": [\(palettes.joined(separator: ",\n"))]}\n"
    }

    /// `text` as a JSON string: quotes, backslashes and controls as `\u` escapes, everything else as it is.
    private static func json(_ text: String) -> String {
        "\""
            + text.unicodeScalars.map { scalar in
                scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
                    ? String(format: "\\u%04X", scalar.value) : String(scalar)
            }.joined() + "\""
    }

    private func assertNoTerminalControls(_ result: PalettecResult, file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertEqual(
            InjectionCorpus.terminalControls(in: result.stdout), [], "stdout:\n\(result.stdout)", file: file, line: line
        )
        XCTAssertEqual(
            InjectionCorpus.terminalControls(in: result.stderr), [], "stderr:\n\(result.stderr)", file: file, line: line
        )
    }
}
