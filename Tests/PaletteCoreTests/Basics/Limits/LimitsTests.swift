import XCTest
@testable import PaletteCore

/// Each limit is an error at the place it is passed, found without reading past it. The limits are
/// values, so these tests use small ones; `testStandardLimits` pins what docs/format.md documents.
final class LimitsTests: XCTestCase {
    private func limits(_ change: (inout PaletteLimits) -> Void) -> PaletteLimits {
        var limits = PaletteLimits()
        change(&limits)
        return limits
    }

    func testStandardLimits() {
        let standard = PaletteLimits.standard
        XCTAssertEqual(standard.fileBytes, 16 * 1_048_576)
        XCTAssertEqual(standard.nodes, 2_000_000)
        XCTAssertEqual(standard.aliasExpansion, 100_000)
        XCTAssertEqual(standard.importWork, 2_000_000)
        XCTAssertEqual(standard.yamlDepth, 64)
        XCTAssertEqual(standard.groupDepth, 32)
        XCTAssertEqual(standard.keyLength, 200)
        XCTAssertEqual(standard.swiftNameLength, 118)
        XCTAssertEqual(standard.textLength, 10_000)
        XCTAssertEqual(standard.fileNameBytes, 255)
        XCTAssertEqual(standard.colors, 250_000)
        XCTAssertEqual(standard.derivationChain, 1_000)
        XCTAssertEqual(standard.ruleNumber, 1_000)
    }

    func testFileOverTheSizeLimitIsNotParsed() {
        let yaml = "colors:\n  a: \"#000\"\n"
        let (palette, diagnostics) = compile(yaml, limits: limits { $0.fileBytes = 10 })
        XCTAssertNil(palette)
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:1:1: error: the file is 0.1 MiB, over the 0 MiB palettec reads in one palette; split it into several palette files"
            ])
    }

    func testNodeLimitStopsReading() {
        let yaml = "colors:\n" + (1...50).map { "  c\($0): \"#000\"\n" }.joined()
        let diagnostics = compile(yaml, limits: limits { $0.nodes = 40 }).diagnostics
        XCTAssertEqual(diagnostics.count, 1, "\(printed(diagnostics))")
        XCTAssertTrue(diagnostics[0].message.hasPrefix("the file has more than 40 YAML values"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[0].location.line, 20)
    }

    func testYAMLDepthLimit() {
        let yaml = "colors:\n  a: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n"
        let diagnostics = compile(yaml).diagnostics
        XCTAssertEqual(
            diagnostics.first?.message,
            "values are nested more than 64 levels deep; a palette needs only a few levels, so flatten this structure")
    }

    /// A Swift name must fit on a generated line, with a `.` before it and a `:` after: a color's, a
    /// group's or a palette's name of 118 characters compiles, one of 119 is an error at the key or name it is made from. Names are counted
    /// as made (`ﬃ` becomes `FFI`), not as written.
    func testSwiftNameLengthLimit() throws {
        let longest = String(repeating: "a", count: 118), tooLong = String(repeating: "a", count: 119)
        XCTAssertNotNil(
            compile(
                "palette: \(longest.uppercased())\ncolors:\n  \(longest): '#000'\n  g\(longest.dropFirst()): {x: '#000'}\n"
            ).palette)
        XCTAssertEqual(
            printed(compile("colors:\n  \(tooLong): '#000'\n").diagnostics),
            [
                "palettes/test.yml:2:3: error: '\(tooLong.prefix(40))…' makes the Swift name '\(tooLong.prefix(40))…', 119 characters long; "
                    + "Swift names are at most 118 characters, so that a line of the generated code holds one: shorten it"
            ])
        // 81 characters, type name FFIFFI… of 123
        let ligatures = Array(repeating: "ﬃ", count: 41).joined(separator: " ")
        XCTAssertEqual(compile("colors:\n  \(ligatures): {x: '#000'}\n").diagnostics.map(\.location.line), [2])
        XCTAssertEqual(
            printed(compile("palette: \(tooLong)\ncolors:\n  a: '#000'\n").diagnostics).first?.hasSuffix(
                "Swift names are at most 118 characters, so that a line of the generated code holds one: set 'palette:' to a shorter name"
            ), true)
        XCTAssertNil(compile("colors:\n  a: '#000'\n", path: "palettes/\(tooLong).yml").palette)
    }

    /// Groups as deep as the limit compile; one more level is an error at that group's key.
    func testGroupDepthLimit() throws {
        func nested(_ depth: Int) -> String {
            var yaml = "colors:\n"
            for level in 0..<depth { yaml += String(repeating: "  ", count: level + 1) + "g\(level):\n" }
            return yaml + String(repeating: "  ", count: depth + 1) + "leaf: \"#123456\"\n"
        }
        let deepest = try XCTUnwrap(compile(nested(32)).palette)
        XCTAssertEqual(deepest.allColors.first?.keyPath.count, 33)
        XCTAssertEqual(
            printed(compile(nested(33)).diagnostics),
            [
                "palettes/test.yml:34:67: error: groups are nested more than 32 levels deep here, the most palettec generates Swift for; flatten this group into its parent"
            ])
    }

    func testKeyLengthLimitQuotesOnlyTheStartOfTheKey() {
        let key = String(repeating: "k", count: 201)
        let diagnostics = compile("colors:\n  \(key): \"#000\"\n").diagnostics
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:2:3: error: the key '\(String(repeating: "k", count: 40))…' is 201 characters long; keys are at most 200 characters, so shorten it"
            ])
    }

    /// A 5 MB key (written `? key`: libyaml takes other keys up to 1024 characters) costs one pass.
    func testFiveMegabyteKeyIsRejectedQuickly() {
        let key = String(repeating: "k", count: 5_000_000)
        let start = ContinuousClock.now
        let diagnostics = compile("colors:\n  ? \(key)\n  : \"#000\"\n").diagnostics
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.contains("is 5000000 characters long"))
        XCTAssertLessThan(diagnostics[0].formatted.count, 200)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
    }

    /// The Swift file is named after the palette file, and file systems cap names at 255 bytes. The
    /// palette's own name is another limit's (`swiftNameLength`): it names a type, not a file.
    func testTheSwiftFileNameFitsAFileSystem() {
        let yaml = "palette: Brand\ncolors:\n  a: \"#000\"\n"
        XCTAssertNotNil(compile(yaml, path: "palettes/\(String(repeating: "d", count: 249)).yml").palette)
        XCTAssertNotNil(compile("palette: \(String(repeating: "🎨", count: 63))\ncolors:\n  a: \"#000\"\n").palette)
        let diagnostics = compile(yaml, path: "palettes/\(String(repeating: "d", count: 250)).yml").diagnostics
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.location.line, 1)
        XCTAssertTrue(
            diagnostics.first?.message.hasSuffix(
                "256 bytes long; file names are at most 255 bytes, so rename the palette file") ?? false,
            diagnostics.first?.message ?? "no diagnostic")
    }

    func testTextLengthLimit() {
        let text = String(repeating: "x", count: 10_001)
        let diagnostics = compile("description: \(text)\ncolors:\n  a: \"#000\"\n").diagnostics
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:1:14: error: this text is 10001 characters long; palettec reads at most 10000 characters in one value, so shorten it"
            ])
    }

    func testColorLimitIsReportedOnceAtTheFirstColorPastIt() {
        let yaml = "colors:\n" + (1...5).map { "  c\($0): \"#000\"\n" }.joined()
        XCTAssertNotNil(compile(yaml, limits: limits { $0.colors = 5 }).palette)
        XCTAssertEqual(
            printed(compile(yaml, limits: limits { $0.colors = 3 }).diagnostics),
            [
                "palettes/test.yml:5:3: error: the palette has more than 3 colors, the most palettec compiles in one palette; split it into several palette files"
            ])
    }

    func testDerivationChainLimit() {
        let chain = (1...6).map { "  c\($0): \"{c\($0 + 1)}\"\n" }.joined()
        let yaml = "colors:\n" + chain + "  c7: \"#123456\"\n"
        XCTAssertNotNil(compile(yaml, limits: limits { $0.derivationChain = 14 }).palette)
        let diagnostics = withoutImplicitInversionWarnings(
            compile(yaml, limits: limits { $0.derivationChain = 4 }).diagnostics)
        XCTAssertEqual(diagnostics.count, 1, "\(printed(diagnostics))")
        XCTAssertEqual(
            printed(diagnostics),
            [
                "palettes/test.yml:4:3: error: c3.light is derived through a chain of more than 4 colors, the most palettec follows; write one of the colors along the way as a value"
            ])
    }

    /// Written in source order each color's predecessor is already resolved: the chain still counts.
    func testDerivationChainLimitCountsTheChainNotTheRecursion() {
        let chain = (2...7).map { "  c\($0): \"{c\($0 - 1)}\"\n" }.joined()
        let yaml = "colors:\n  c1: \"#123456\"\n" + chain
        XCTAssertNotNil(compile(yaml, limits: limits { $0.derivationChain = 7 }).palette)
        XCTAssertEqual(
            printed(
                withoutImplicitInversionWarnings(compile(yaml, limits: limits { $0.derivationChain = 6 }).diagnostics)),
            [
                "palettes/test.yml:8:3: error: c7.light is derived through a chain of more than 6 colors, the most palettec follows; write one of the colors along the way as a value"
            ])
    }

    /// The longest standard chain resolves without running out of stack, even when every color adds
    /// three appearances to the recursion (high-contrast dark from dark from light from the next color).
    func testLongestStandardChainResolves() throws {
        let count = PaletteLimits.standard.derivationChain
        let chain = (1..<count).map { "  c\($0): { light: \"{c\($0 + 1)}\", highContrastDark: { derive: invert } }\n" }
            .joined()
        let palette = try XCTUnwrap(compile("colors:\n" + chain + "  c\(count): \"#123456\"\n").palette)
        XCTAssertEqual(
            palette.allColors.first?.appearances[.highContrastDark]?.color, RGBA(red8: 0x12, green8: 0x34, blue8: 0x56))
    }

    func testRuleNumbersAreFiniteAndBounded() {
        let yaml = """
            colors:
              a:
                light: "#0A84FF"
                dark: { derive: oklch, chroma: 1e200 }
              b:
                light: "#0A84FF"
                dark: { derive: oklch, chroma: { scale: .nan } }
              c:
                light: "#0A84FF"
                dark: { derive: hsv, hue: { add: 1e400 }, brightness: -1001 }
            """
        XCTAssertEqual(
            printed(compile(yaml).diagnostics),
            [
                "palettes/test.yml:4:36: error: 'chroma' is 1e200, out of range; numbers in rules are from -1000 to 1000",
                "palettes/test.yml:7:45: error: 'scale' needs a number such as 0.5 or -20; '.nan' is not one",
                "palettes/test.yml:10:38: error: 'add' is 1e400, out of range; numbers in rules are from -1000 to 1000",
                "palettes/test.yml:10:59: error: 'brightness' is -1001, out of range; numbers in rules are from -1000 to 1000",
            ])
    }
}
