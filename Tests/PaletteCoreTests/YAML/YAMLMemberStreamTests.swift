import XCTest

@testable import PaletteCore

/// The reader hands over the members of one top-level mapping as it reads them (`YAMLMemberStream`).
final class YAMLMemberStreamTests: XCTestCase {
    /// Reads `text` streaming `colors:`; returns the document and each member streamed, in order.
    private func read(_ text: String) -> (document: YAMLDocument, streamed: [YAMLPair]) {
        nonisolated(unsafe) var streamed: [YAMLPair] = []
        let document = YAMLReader.read(
            Array(text.utf8), path: "p.yaml",
            memberStream: YAMLMemberStream(key: "colors") { streamed.append($0) })
        return (document, streamed)
    }

    func testMembersArriveInOrderWithTheirValuesAndLeaveEmptyValues() throws {
        let (document, streamed) = read(
            """
            palette: Brand
            colors:
              accent: "#0A84FF"
              text:
                primary: "#111111"
            derive: oklch
            """)
        XCTAssertTrue(document.streamedMembers)
        XCTAssertEqual(streamed.map(\.key), ["accent", "text"])
        XCTAssertEqual(streamed.map(\.keyMark), [YAMLMark(line: 3, column: 3), YAMLMark(line: 4, column: 3)])
        XCTAssertEqual(streamed[0].value.scalar?.text, "#0A84FF")
        XCTAssertEqual(streamed[1].value.mapping?.first?.value.scalar?.text, "#111111")
        let colors = try XCTUnwrap(document.root?.mapping?.first { $0.key == "colors" }?.value.mapping)
        XCTAssertEqual(colors.map(\.key), ["accent", "text"])
        XCTAssertEqual(colors.map { $0.value.scalar?.isNull }, [true, true])
        XCTAssertEqual(colors.map(\.value.mark), [YAMLMark(line: 3, column: 11), YAMLMark(line: 5, column: 5)])
    }

    /// As the mapping opens, the stream is shown the top-level pairs before it, once.
    func testTheStreamBeginsWithThePairsBeforeIt() {
        nonisolated(unsafe) var begun: [[String]] = []
        _ = YAMLReader.read(
            Array("palette: Brand\nnamespace: false\ncolors: { a: \"#000000\", b: \"#FFFFFF\" }\nderive: oklch\n".utf8),
            path: "p.yaml",
            memberStream: YAMLMemberStream(key: "colors", begin: { begun.append($0.map(\.key)) }, sink: { _ in }))
        XCTAssertEqual(begun, [["palette", "namespace"]])
    }

    /// An alias's member is streamed expanded; a duplicate key's value is dropped, not streamed.
    func testAliasesExpandAndDuplicatesAreDropped() {
        let (document, streamed) = read(
            """
            colors:
              base: &base { light: "#222222" }
              copy: *base
              base: "#FFFFFF"
            """)
        XCTAssertEqual(streamed.map(\.key), ["base", "copy"])
        XCTAssertEqual(streamed[1].value.mapping?.first?.value.scalar?.text, "#222222")
        XCTAssertEqual(document.diagnostics.map(\.message).first?.hasPrefix("duplicate key 'base'"), true)
    }

    /// Only a mapping written in place under the key's first occurrence: not an alias, not one an
    /// anchor lends to an alias, not another key's mapping, not a nested `colors:`.
    func testOnlyTheTopLevelMappingWrittenInPlaceIsStreamed() {
        for text in [
            "shared: &c { a: \"#000000\" }\ncolors: *c\n",
            "colors: &c { a: \"#000000\" }\ncontrast: *c\n",
            "palette: P\ngroups: { colors: { a: \"#000000\" } }\n",
            "colors: \"#000000\"\n",
            "- colors\n",
        ] {
            let (document, streamed) = read(text)
            XCTAssertFalse(document.streamedMembers, text)
            XCTAssertEqual(streamed.count, 0, text)
        }
        let (document, streamed) = read("colors: { a: { colors: { b: \"#000000\" } } }\ncolors: { c: \"#FFFFFF\" }\n")
        XCTAssertTrue(document.streamedMembers)
        XCTAssertEqual(streamed.map(\.key), ["a"])
    }
}
