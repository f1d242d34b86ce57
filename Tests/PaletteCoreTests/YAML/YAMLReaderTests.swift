import XCTest

@testable import PaletteCore

final class YAMLReaderTests: XCTestCase {
    private func read(_ text: String) -> YAMLDocument {
        YAMLReader.read(Array(text.utf8), path: "p.yaml")
    }

    private func value(
        _ node: YAMLNode?, _ key: String, file: StaticString = #filePath, line: UInt = #line
    ) -> YAMLNode? {
        guard let pair = node?.mapping?.first(where: { $0.key == key }) else {
            XCTFail("no key '\(key)'", file: file, line: line)
            return nil
        }
        return pair.value
    }

    private func assertMark(
        _ mark: YAMLMark?, _ line: Int, _ column: Int, file: StaticString = #filePath, line testLine: UInt = #line
    ) {
        XCTAssertEqual(mark, YAMLMark(line: line, column: column), file: file, line: testLine)
    }

    private func assertLocation(
        _ diagnostic: Diagnostic?, _ line: Int, _ column: Int, file: StaticString = #filePath,
        line testLine: UInt = #line
    ) {
        XCTAssertEqual(
            diagnostic?.location, SourceLocation(path: "p.yaml", line: line, column: column), file: file, line: testLine
        )
    }

    // MARK: Trees and marks

    func testNestedMappingsAndSequencesWithMarks() throws {
        let document = read(
            """
            colors:
              accent:
                light: red
                dark: blue
              grays: [a, b]
              list:
                - one
                - key: v
            """)
        XCTAssertEqual(document.diagnostics, [])
        let root = try XCTUnwrap(document.root)
        assertMark(root.mark, 1, 1)
        XCTAssertEqual(root.mapping?.map(\.key), ["colors"])
        let colors = try XCTUnwrap(value(root, "colors"))
        assertMark(colors.mark, 2, 3)
        let pairs = try XCTUnwrap(colors.mapping)
        XCTAssertEqual(pairs.map(\.key), ["accent", "grays", "list"])
        assertMark(pairs[0].keyMark, 2, 3)
        assertMark(pairs[1].keyMark, 5, 3)
        assertMark(pairs[2].keyMark, 6, 3)

        let accent = try XCTUnwrap(colors.mapping?.first?.value.mapping)
        XCTAssertEqual(accent.map(\.key), ["light", "dark"])
        assertMark(accent[0].keyMark, 3, 5)
        assertMark(accent[0].value.mark, 3, 12)
        XCTAssertEqual(accent[0].value.scalar, YAMLScalar("red"))
        assertMark(accent[1].keyMark, 4, 5)
        assertMark(accent[1].value.mark, 4, 11)
        XCTAssertEqual(accent[1].value.scalar, YAMLScalar("blue"))

        guard case .sequence(let grays) = try XCTUnwrap(value(colors, "grays")).content else {
            return XCTFail("grays is not a sequence")
        }
        XCTAssertEqual(grays.map(\.scalar?.text), ["a", "b"])
        assertMark(grays[1].mark, 5, 14)

        let list = try XCTUnwrap(value(colors, "list"))
        assertMark(list.mark, 7, 5)
        guard case .sequence(let items) = list.content else { return XCTFail("list is not a sequence") }
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items[0].scalar?.text, "one")
        assertMark(items[0].mark, 7, 7)
        assertMark(items[1].mark, 8, 7)
        XCTAssertEqual(items[1].mapping?.first?.key, "key")
        assertMark(items[1].mapping?.first?.value.mark, 8, 12)
    }

    func testScalarStyles() throws {
        let document = read(
            """
            plain: text
            single: 'it''s'
            double: "a\\tb"
            literal: |
              one
              two
            folded: >
              one
              two

            """)
        XCTAssertEqual(document.diagnostics, [])
        let root = document.root
        XCTAssertEqual(value(root, "plain")?.scalar, YAMLScalar("text", style: .plain))
        XCTAssertEqual(value(root, "single")?.scalar, YAMLScalar("it's", style: .singleQuoted))
        XCTAssertEqual(value(root, "double")?.scalar, YAMLScalar("a\tb", style: .doubleQuoted))
        XCTAssertEqual(value(root, "literal")?.scalar, YAMLScalar("one\ntwo\n", style: .literal))
        XCTAssertEqual(value(root, "folded")?.scalar, YAMLScalar("one two\n", style: .folded))
    }

    func testUnquotedHexColorIsACommentAndNull() throws {
        let document = read("accent: #FFFFFF\nquoted: \"#FFFFFF\"\n")
        XCTAssertEqual(document.diagnostics, [])
        let accent = try XCTUnwrap(value(document.root, "accent")?.scalar)
        XCTAssertEqual(accent, YAMLScalar("", style: .plain))
        XCTAssertTrue(accent.isNull)
        XCTAssertEqual(value(document.root, "quoted")?.scalar, YAMLScalar("#FFFFFF", style: .doubleQuoted))
    }

    func testTagsAreIgnoredAndMergeKeyIsOrdinary() throws {
        let document = read("a: !!str 12\n<<: x\n")
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(value(document.root, "a")?.scalar?.text, "12")
        XCTAssertEqual(value(document.root, "<<")?.scalar?.text, "x")
    }

    // MARK: Empty input

    func testEmptyFileHasNoRootAndNoDiagnostic() {
        for text in ["", "# only a comment\n", "\n\n"] {
            let document = read(text)
            XCTAssertNil(document.root, text)
            XCTAssertEqual(document.diagnostics, [], text)
        }
    }

    func testEmptyDocumentIsANullScalar() throws {
        let document = read("---\n")
        XCTAssertEqual(document.diagnostics, [])
        let root = try XCTUnwrap(document.root)
        XCTAssertEqual(root.scalar?.isNull, true)
    }

    // MARK: Encoding

    func testInvalidUTF8ReportsLineAndColumnOfTheByte() {
        // "é" in Latin-1 is 0xE9, here on line 2 after "b: café" → "caf" ends at column 6.
        let bytes: [UInt8] = Array("a: 1\nb: caf".utf8) + [0xE9] + Array(" x\n".utf8)
        let document = YAMLReader.read(bytes, path: "p.yaml")
        XCTAssertNil(document.root)
        XCTAssertEqual(document.diagnostics.count, 1)
        let diagnostic = document.diagnostics.first
        XCTAssertEqual(diagnostic?.severity, .error)
        assertLocation(diagnostic, 2, 7)
        XCTAssertEqual(
            diagnostic?.message, "file is not valid UTF-8 (byte 0xE9 at line 2, column 7); save it as UTF-8")
    }

    func testInvalidUTF8CountsCharactersNotBytesForTheColumn() {
        // Two 2-byte characters before the bad byte: column 3, not 5.
        let bytes: [UInt8] = Array("ü".utf8) + Array("ö".utf8) + [0xFF]
        let document = YAMLReader.read(bytes, path: "p.yaml")
        assertLocation(document.diagnostics.first, 1, 3)
        XCTAssertTrue(document.diagnostics.first?.message.contains("byte 0xFF") ?? false)
    }

    func testRejectsSurrogatesOverlongFormsAndTruncatedSequences() {
        let cases: [[UInt8]] = [
            [0x61, 0xED, 0xA0, 0x80],  // UTF-16 surrogate
            [0x61, 0xC0, 0xAF],  // overlong "/"
            [0x61, 0xE2, 0x82],  // truncated at end of file
            [0x61, 0x80],  // stray continuation byte
        ]
        for bytes in cases {
            let document = YAMLReader.read(bytes, path: "p.yaml")
            XCTAssertNil(document.root, "\(bytes)")
            assertLocation(document.diagnostics.first, 1, 2)
        }
    }

    func testByteOrderMarkReadsFine() throws {
        let document = YAMLReader.read([0xEF, 0xBB, 0xBF] + Array("name: Ocean\n".utf8), path: "p.yaml")
        XCTAssertEqual(document.diagnostics, [])
        let pair = try XCTUnwrap(document.root?.mapping?.first)
        XCTAssertEqual(pair.key, "name")
        assertMark(pair.keyMark, 1, 1)
        XCTAssertEqual(pair.value.scalar?.text, "Ocean")
    }

    func testControlCharacterIsAReaderErrorAtItsPlace() {
        let document = read("a: 1\nb: x\u{01}\n")
        XCTAssertNil(document.root)
        assertLocation(document.diagnostics.first, 2, 5)
        XCTAssertTrue(document.diagnostics.first?.message.contains("control characters are not allowed") ?? false)
        XCTAssertTrue(document.diagnostics.first?.message.contains("U+0001") ?? false)
    }

    // MARK: Syntax errors

    func testSyntaxErrorUsesProblemMark() {
        let document = read("a: 1\nb: c: d\n")
        XCTAssertNil(document.root)
        XCTAssertEqual(document.diagnostics.count, 1)
        assertLocation(document.diagnostics.first, 2, 5)
        XCTAssertTrue(
            document.diagnostics.first?.message.hasPrefix(
                "could not parse YAML: mapping values are not allowed in this context") ?? false)
    }

    func testSyntaxErrorHasContextNote() {
        let document = read("a: 1\nb: 'open\n")
        XCTAssertNil(document.root)
        let diagnostic = document.diagnostics.first
        assertLocation(diagnostic, 3, 1)
        XCTAssertEqual(diagnostic?.notes.count, 1)
        XCTAssertEqual(diagnostic?.notes.first?.location, SourceLocation(path: "p.yaml", line: 2, column: 4))
        XCTAssertEqual(diagnostic?.notes.first?.message, "while scanning a quoted scalar that started here")
    }

    func testProblemsBeforeASyntaxErrorAreKept() {
        let document = read("a: 1\na: 2\nb: [\n")
        XCTAssertNil(document.root)
        XCTAssertEqual(document.diagnostics.count, 2)
        XCTAssertTrue(document.diagnostics[0].message.hasPrefix("duplicate key 'a'"))
        XCTAssertTrue(document.diagnostics[1].message.hasPrefix("could not parse YAML"))
    }

    // MARK: Documents

    func testSecondDocumentIsAnErrorAndFirstRootIsKept() throws {
        let document = read("a: 1\n---\nb: 2\n")
        XCTAssertEqual(document.diagnostics.count, 1)
        assertLocation(document.diagnostics.first, 2, 1)
        XCTAssertEqual(
            document.diagnostics.first?.message,
            "a palette file holds one YAML document; found a second one here. Split it into its own file.")
        XCTAssertEqual(document.root?.mapping?.map(\.key), ["a"])
        XCTAssertEqual(value(document.root, "a")?.scalar?.text, "1")
    }

    // MARK: Keys

    func testDuplicateKeyPointsAtSecondKeyWithNoteAtFirst() throws {
        let document = read("colors:\n  light: red\n  dark: blue\n  light: green\n")
        XCTAssertEqual(document.diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(document.diagnostics.first)
        XCTAssertEqual(diagnostic.severity, .error)
        assertLocation(diagnostic, 4, 3)
        XCTAssertTrue(diagnostic.message.hasPrefix("duplicate key 'light'"))
        XCTAssertEqual(
            diagnostic.notes,
            [Diagnostic.Note("first defined here", at: SourceLocation(path: "p.yaml", line: 2, column: 3))])
        // The first value wins.
        let colors = value(document.root, "colors")
        XCTAssertEqual(colors?.mapping?.map(\.key), ["light", "dark"])
        XCTAssertEqual(value(colors, "light")?.scalar?.text, "red")
    }

    func testTwoDuplicateKeysAreBothReported() {
        let document = read("a: 1\nb: 2\na: 3\nc: {x: 1, x: 2}\nb: 4\n")
        let diagnostics = document.diagnostics
        XCTAssertEqual(
            diagnostics.map(\.message).map { $0.prefix(15) }, ["duplicate key '", "duplicate key '", "duplicate key '"])
        XCTAssertEqual(diagnostics.map { $0.notes.first?.message }, Array(repeating: "first defined here", count: 3))
        XCTAssertEqual(diagnostics.map(\.location.line), [3, 4, 5])
        XCTAssertEqual(diagnostics.map(\.location.column), [1, 11, 1])
        XCTAssertEqual(diagnostics.map { $0.notes.first?.location.line }, [1, 4, 2])
        XCTAssertEqual(diagnostics.map { $0.notes.first?.location.column }, [1, 5, 1])
        XCTAssertEqual(document.root?.mapping?.map(\.key), ["a", "b", "c"])
        XCTAssertEqual(value(document.root, "b")?.scalar?.text, "2")
    }

    func testDuplicateKeyInLargeMapping() {
        // Past the size where keys are looked up in a dictionary.
        var text = ""
        for index in 0..<40 { text += "k\(index): \(index)\n" }
        text += "k3: again\nk39: again\n"
        let document = read(text)
        XCTAssertEqual(document.diagnostics.map(\.location.line), [41, 42])
        XCTAssertEqual(document.diagnostics.map { $0.notes.first?.location.line }, [4, 40])
        XCTAssertEqual(document.root?.mapping?.count, 40)
        XCTAssertEqual(value(document.root, "k39")?.scalar?.text, "39")
    }

    func testNonScalarKeyIsAnErrorAndThePairIsSkipped() {
        let document = read("? [x, y]\n: 1\n{a: 1}: 2\nc: 3\n")
        XCTAssertEqual(document.diagnostics.count, 2)
        assertLocation(document.diagnostics.first, 1, 3)
        XCTAssertTrue(document.diagnostics[0].message.contains("this key is a list"))
        assertLocation(document.diagnostics.last, 3, 1)
        XCTAssertTrue(document.diagnostics[1].message.contains("this key is a mapping"))
        XCTAssertEqual(document.root?.mapping?.map(\.key), ["c"])
    }

    // MARK: Aliases

    func testAliasesAreExpanded() throws {
        let document = read(
            """
            base: &base
              light: red
              dark: blue
            accent: *base
            gray: &g '#777'
            list: [*g, *base]
            """)
        XCTAssertEqual(document.diagnostics, [])
        let accent = try XCTUnwrap(value(document.root, "accent"))
        assertMark(accent.mark, 4, 9)  // the alias
        XCTAssertEqual(accent.mapping?.map(\.key), ["light", "dark"])
        XCTAssertEqual(value(accent, "dark")?.scalar?.text, "blue")
        assertMark(accent.mapping?.first?.keyMark, 2, 3)  // inside: where the anchored value is written
        guard case .sequence(let list) = try XCTUnwrap(value(document.root, "list")).content else {
            return XCTFail("list is not a sequence")
        }
        XCTAssertEqual(list.first?.scalar, YAMLScalar("#777", style: .singleQuoted))
        assertMark(list.first?.mark, 6, 8)
        XCTAssertEqual(list.last?.mapping?.count, 2)
    }

    func testUndefinedAndRecursiveAliasesAreErrorsAndAllReported() {
        let document = read("a: *missing\nb: &loop [*loop]\nc: 1\nc: 2\n")
        XCTAssertEqual(document.diagnostics.count, 3)
        assertLocation(document.diagnostics[0], 1, 4)
        XCTAssertTrue(document.diagnostics[0].message.hasPrefix("undefined alias '*missing'"))
        assertLocation(document.diagnostics[1], 2, 11)
        XCTAssertTrue(document.diagnostics[1].message.contains("'*loop'"))
        assertLocation(document.diagnostics[2], 4, 1)
        XCTAssertEqual(value(document.root, "a")?.scalar?.isNull, true)
    }

    func testAllKindsOfProblemsInOneFileAreReported() {
        let document = read("a: 1\na: 2\nb: *nope\n---\nc: 3\n")
        XCTAssertEqual(document.diagnostics.map(\.location.line), [2, 3, 4])
        XCTAssertNotNil(document.root)
    }

    func testBillionLaughsIsStoppedByTheBudget() {
        var text = "l0: &l0 lol\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            text += "l\(level): &l\(level) [\(aliases)]\n"
        }
        let start = ContinuousClock.now
        let document = read(text)
        let elapsed = ContinuousClock.now - start
        XCTAssertLessThan(elapsed, .seconds(1))

        // Expansions so far: 10 + 110 + 1,110 + 11,110 = 12,340; each *l4 adds 11,111,
        // so the 8th alias on line 6 passes 100,000. Aliases there start at column 10, 5 apart.
        XCTAssertEqual(document.diagnostics.count, 1)
        assertLocation(document.diagnostics.first, 6, 10 + 7 * 5)
        XCTAssertTrue(document.diagnostics.first?.message.contains("\(PaletteLimits.standard.aliasExpansion)") ?? false)
        XCTAssertTrue(document.diagnostics.first?.message.hasPrefix("alias '*l4'") ?? false)

        // Everything after is null, so the tree stays small.
        func count(_ node: YAMLNode) -> Int {
            switch node.content {
            case .scalar: return 1
            case .sequence(let items): return 1 + items.reduce(0) { $0 + count($1) }
            case .mapping(let pairs): return 1 + pairs.reduce(0) { $0 + 1 + count($1.value) }
            }
        }
        XCTAssertLessThan(count(document.root!), 2 * PaletteLimits.standard.aliasExpansion)
        guard case .sequence(let last) = value(document.root, "l9")?.content else { return XCTFail("l9 is not a list") }
        XCTAssertEqual(last.count, 10)
        XCTAssertTrue(last.allSatisfy { $0.scalar?.isNull == true })
    }

    func testAliasExpansionBudgetIsPublic() {
        XCTAssertEqual(PaletteLimits.standard.aliasExpansion, 100_000)
    }

    // MARK: - Taking a mapping over

    /// The pairs come out whole and the node is left empty; a scalar gives none and stays as it was.
    func testTakeMappingLeavesTheNodeEmpty() throws {
        var root = try XCTUnwrap(read("a: 1\nb: { c: 2 }\n").root)
        XCTAssertEqual(root.takeMapping()?.map(\.key), ["a", "b"])
        XCTAssertNil(root.mapping)
        var scalar = YAMLNode(.scalar(YAMLScalar("text")), at: YAMLMark(line: 1, column: 1))
        XCTAssertNil(scalar.takeMapping())
        XCTAssertEqual(scalar.scalar?.text, "text")
    }

    /// The builder frees the source tree a pair at a time: that works only if the taken array is the
    /// only reference, so replacing a pair changes it in place instead of copying it.
    func testTakenPairsAreTheOnlyReference() throws {
        var root = try XCTUnwrap(read("a: { x: 1 }\nb: { y: 2 }\n").root)
        var pairs = try XCTUnwrap(root.takeMapping())
        let before = pairs.withUnsafeBufferPointer { $0.baseAddress }
        pairs[0].value = YAMLNode(.sequence([]), at: pairs[0].value.mark)
        XCTAssertEqual(
            pairs.withUnsafeBufferPointer { $0.baseAddress }, before, "copied: something else holds the pairs")
    }
}
