import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// Building `colors:` as the file is read (`StreamedBuild`) gives what reading it whole, then
/// building, gives: the same palette, the same diagnostics, the same files.
final class StreamedBuildTests: XCTestCase {
    /// Both ways, as printed: diagnostics, then each rendered file.
    private func outcomes(
        _ source: PaletteSource, limits: PaletteLimits = .standard
    ) -> (streamed: [String], readWhole: [String]) {
        func outcome(_ streamed: Bool) -> [String] {
            let (palette, diagnostics) = PaletteCompiler.compile(source, limits: limits, streamed: streamed)
            let files = palette.map { PaletteCompiler.render([$0]).files.map { $0.path + "\n" + $0.contents } } ?? []
            return printed(diagnostics) + files
        }
        return (outcome(true), outcome(false))
    }

    private func assertSameBothWays(
        _ yaml: String, limits: PaletteLimits = .standard, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (streamed, readWhole) = outcomes(
            PaletteSource(path: "palettes/test.yml", bytes: Array(yaml.utf8)), limits: limits)
        XCTAssertEqual(streamed, readWhole, file: file, line: line)
    }

    /// Every palette in the repository, valid or not: the examples, the fixtures with their expected
    /// diagnostics, the plugin tests' palettes.
    func testEveryPaletteInTheRepositoryComesOutTheSameBothWays() throws {
        let folders = ["palettes", "Tests/Fixtures", "Tests/BuildPluginTests"].map(RepositoryFiles.url)
        var compared = 0
        for folder in folders {
            let files = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in files where ["yml", "yaml"].contains(url.pathExtension) {
                let source = PaletteSource(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
                let (streamed, readWhole) = outcomes(source)
                XCTAssertEqual(streamed.count, readWhole.count, url.path)
                if let first = streamed.indices.first(where: { $0 < readWhole.count && streamed[$0] != readWhole[$0] })
                {
                    XCTFail(
                        "\(url.path): item \(first) differs:\n\(streamed[first].prefix(2000))\n---\n\(readWhole[first].prefix(2000))"
                    )
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 150)
    }

    /// The palette's name and `namespace:` after `colors:`: its colors, built as they were read, are
    /// moved where the whole file says.
    func testNameAndNamespaceAfterTheColorsPlaceThem() throws {
        let yaml = """
            colors:
              accent: "#0A84FF"
              text:
                primary: { light: "#111111", dark: "#EEEEEE" }
                muted: { colors: { hint: "#999999" }, namespace: true }
            palette: Brand
            namespace: false
            """
        let (palette, diagnostics) = compile(yaml)
        XCTAssertEqual(withoutImplicitInversionWarnings(diagnostics), [])
        let colors = try XCTUnwrap(palette).allColors
        XCTAssertEqual(colors.map(\.swiftPath), ["Brand.accent", "Brand.Text.primary", "Brand.Text.Muted.hint"])
        XCTAssertEqual(colors.map(\.assetName), ["accent", "text/primary", "text/muted/hint"])
        XCTAssertEqual(try XCTUnwrap(palette).root.typeName, "Brand")
        assertSameBothWays(yaml)
    }

    /// Keys after `colors:` that move the top level, a group named as the palette among them: the file
    /// is read once, and the diagnostics and files are those of reading it whole, then building.
    func testKeysAfterTheColorsReadTheFileOnce() throws {
        let colors = "colors:\n  brand:\n    primary: \"#111111\"\n  test:\n    x: \"#222222\"\n  accent: \"#0A84FX\"\n"
        let headers = [
            "palette: Brand\nnamespace: false", "palette: [Brand]\nnamespace: nope", "namespace: false",
            "palette: 42", "palette: Test",
        ]
        for header in headers {
            let yaml = colors + header + "\n"
            nonisolated(unsafe) var reads = 0
            let read: StreamedBuild.Read = { bytes, path, limits, memberStream in
                reads += 1
                return YAMLReader.read(bytes, path: path, limits: limits, memberStream: memberStream)
            }
            let source = PaletteSource(path: "palettes/test.yml", bytes: Array(yaml.utf8))
            let (readerDiagnostics, streamed) = StreamedBuild.build(source, limits: .standard, read: read)
            XCTAssertEqual(reads, 1, header)
            let (_, whole) = StreamedBuild.readThenBuild(source, limits: .standard)
            XCTAssertEqual(
                printed((readerDiagnostics + streamed.diagnostics).sortedBySource()),
                printed(whole.diagnostics.sortedBySource()), header)
            XCTAssertEqual(streamed.value?.root.typeName, whole.value?.root.typeName, header)
            assertSameBothWays(yaml)
        }
    }

    /// The keys that place the palette, read by the builder's rules wherever they are written: a name
    /// the palette cannot have, one that is not text, a namespace that is no flag.
    func testNamesBeforeAndAfterTheColorsComeOutTheSame() {
        let colors = "colors:\n  text:\n    primary: \"#111111\"\n  accent: \"#0A84FF\"\n"
        for header in [
            "palette: Brand\nnamespace: false", "palette: PaletteColor", "palette: [Brand]\nnamespace: nope",
            "palette: 42",
            "palette: \"\"", "namespace: true", "palette: Test", "palette: test\nnamespace: false",
        ] {
            assertSameBothWays(header + "\n" + colors)
            assertSameBothWays(colors + header + "\n")
        }
    }

    /// A file that stops being readable after its colors were built reports only why: nothing built
    /// from it, although its colors have errors of their own.
    func testAFileThatFailsAfterItsColorsReportsOnlyTheFailure() {
        let yaml = """
            colors:
              accent: "#0A84FX"
              dark: "#000000"
            palette: Brand
            description: Brand colors
            contrast: [
            """
        nonisolated(unsafe) var streamed = 0
        let document = YAMLReader.read(
            Array(yaml.utf8), path: "p.yml", memberStream: YAMLMemberStream(key: "colors") { _ in streamed += 1 })
        XCTAssertEqual(streamed, 2)
        XCTAssertNil(document.root)
        let (palette, diagnostics) = compile(yaml)
        XCTAssertNil(palette)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("could not parse YAML") ?? false, "\(printed(diagnostics))")
        assertSameBothWays(yaml)
    }

    /// Colors an alias copies, or an anchor lends, are read whole; a second `colors:` is a duplicate.
    func testAliasesAnchorsAndDuplicatesComeOutTheSame() {
        assertSameBothWays(
            """
            description: &shared { accent: "#0A84FF", text: { primary: "#111111" } }
            colors: *shared
            """)
        assertSameBothWays(
            """
            colors: &all
              accent: "#0A84FF"
              ligth: "#FFFFFF"
            contrast: *all
            """)
        assertSameBothWays(
            """
            colors:
              accent: "#0A84FF"
              base: &base { light: "#222222", dark: "#DDDDDD" }
              copy: *base
            colors:
              other: "#FFFFFF"
            """)
    }

    /// Past the color limit, both ways stop at the same color.
    func testTheColorLimitStopsAtTheSameColor() {
        var limits = PaletteLimits.standard
        limits.colors = 40
        let groups = (0..<5).map { group in
            "  g\(group):\n"
                + (0..<20).map { "    c\($0): \"#\(String(format: "%02X", group * 20 + $0))0000\"" }.joined(
                    separator: "\n")
        }
        assertSameBothWays("colors:\n" + groups.joined(separator: "\n"), limits: limits)
    }
}
