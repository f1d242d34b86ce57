import Testing
@testable import PaletteCore

/// Quiet import output: the warnings of one family in one file are one line at the first of them.
struct DiagnosticGroupsTests {
    private func skip(_ name: String, _ path: String, line: Int) -> Diagnostic {
        Diagnostic.warning("'\(name)' is skipped: why", at: SourceLocation(path: path, line: line, column: 1)).of(
            .skipped(.alias))
    }

    @Test func warningsOfOneFamilyInOneFileAreOneLineAtTheFirst() {
        let plain = Diagnostic.warning("plain", at: SourceLocation(path: "a.json", line: 1, column: 1))
        let error = Diagnostic.error("'x' is an alias", at: SourceLocation(path: "a.json", line: 9, column: 1)).of(
            .skipped(.alias))
        let collapsed = DiagnosticGroups.collapsed([
            skip("a", "a.json", line: 3), plain, skip("b", "a.json", line: 5), error,
            skip("c", "b.json", line: 2), skip("d", "a.json", line: 7),
        ])
        #expect(
            collapsed.map(\.message) == [
                "3 colors skipped (3 broken aliases) in this file; the first: 'a' is skipped: why (--verbose lists each)",
                "plain", "'x' is an alias", "'c' is skipped: why",
            ])
        #expect(collapsed[0].location.line == 3)
    }

    @Test func differentFamiliesAndSeveritiesStayApart() {
        let converted = Diagnostic.warning("converted", at: SourceLocation(path: "a.json", line: 2, column: 1)).of(
            .converted)
        let collapsed = DiagnosticGroups.collapsed([
            skip("a", "a.json", line: 1), converted, skip("b", "a.json", line: 3), converted,
        ])
        #expect(collapsed.count == 2)
        #expect(
            collapsed[1].message.hasPrefix(
                "2 colors converted to the space palettec writes in this file; the first: converted"))
    }

    /// An asset catalog's color sets are files of their own: one catalog's warnings of a family are one line.
    @Test func warningsOfOneCatalogAreOneLineThoughEachColorSetIsAFile() {
        let empty = { (set: String) in
            Diagnostic.warning(
                "the Dark entry has no color",
                at: SourceLocation(path: "A.xcassets/\(set).colorset/Contents.json", line: 15, column: 5)
            )
            .of(.emptyEntry)
        }
        let other = Diagnostic.warning(
            "the Dark entry has no color",
            at: SourceLocation(path: "B.xcassets/c.colorset/Contents.json", line: 1, column: 1)
        )
        .of(.emptyEntry)
        let collapsed = DiagnosticGroups.collapsed([empty("a"), empty("b"), other, empty("c")])
        #expect(
            collapsed.map(\.message) == [
                "3 entries with no color ignored in this catalog; the first: the Dark entry has no color (--verbose lists each)",
                "the Dark entry has no color",
            ])
        #expect(collapsed[0].location.path == "A.xcassets/a.colorset/Contents.json")
    }

    @Test func theSummaryCountsSkipsByReasonMostFirst() {
        var skips = ImportSkips()
        #expect(skips.summary == nil)
        skips.add(.name)
        skips.add(.gradient, 3)
        skips.add(.noLight)
        #expect(skips.summary == "5 skipped: 3 gradients, 1 name, 1 without light")
    }
}
