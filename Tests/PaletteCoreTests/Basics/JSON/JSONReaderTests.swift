import Testing
@testable import PaletteCore

@Suite struct JSONReaderTests {
    private func read(_ text: String) -> Result<JSONNode, DiagnosticError> {
        JSONReader.read(Array(text.utf8), path: "C.json")
    }

    private func error(_ text: String) -> String? {
        if case .failure(let error) = read(text) { return error.diagnostic.formatted }
        return nil
    }

    @Test func readsValuesWithTheirLinesAndColumns() throws {
        let root = try read("{\n  \"a\" : [1, -2.5e3, true, false, null],\n  \"é\" : \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
            .get()
        let a = try #require(root["a"]?.array)
        #expect(a.count == 5)
        #expect(a[1].value.numberText == "-2.5e3")
        #expect((a[1].line, a[1].column) == (2, 13))
        let e = try #require(root["é"])
        #expect(e.string == "xé😀\n")
        #expect((e.line, e.column) == (3, 9))  // columns count characters, not bytes
        #expect(root.object?.map(\.key) == ["a", "é"])
    }

    @Test func aByteOrderMarkIsAllowed() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{}".utf8)
        #expect(throws: Never.self) { try JSONReader.read(bytes, path: "C.json").get() }
    }

    @Test func malformedFilesAreOneErrorAtTheirPlace() {
        #expect(
            error("{\n  \"a\" : 1,\n}")
                == "C.json:3:1: error: malformed JSON: a comma before '}' is not allowed in JSON")
        #expect(error("[1,]") == "C.json:1:4: error: malformed JSON: a comma before ']' is not allowed in JSON")
        #expect(
            error("{\"a\" : 1, \"a\" : 2}")
                == "C.json:1:11: error: the key \"a\" appears twice in one object (first at line 1); remove one")
        #expect(
            error("{\"a\" : \"open}")
                == "C.json:1:14: error: malformed JSON: the file ends inside a string; close it with '\"'")
        #expect(
            error("\"a\tb\"")
                == "C.json:1:3: error: malformed JSON: a control character (byte 0x9) must be escaped inside a JSON string"
        )
        #expect(
            error("\"\\q\"")
                == "C.json:1:3: error: malformed JSON: '\\q' is not a JSON escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
        )
        #expect(
            error("\"\\ud800\"") == "C.json:1:8: error: malformed JSON: a lone surrogate \\uD800 is not a character")
        #expect(error("{} {}") == "C.json:1:4: error: malformed JSON: unexpected text after the end of the JSON value")
        #expect(
            error("[01]") == "C.json:1:3: error: malformed JSON: a JSON number does not start with 0 followed by digits"
        )
        #expect(error("{'a' : 1}") == "C.json:1:2: error: malformed JSON: expected a key in double quotes")
        #expect(error("// comment\n{}") == "C.json:1:1: error: malformed JSON: '/' cannot start a JSON value")
        #expect(error("") == "C.json:1:1: error: malformed JSON: the file ends where a value should be")
        #expect(error("[tru]") == "C.json:1:5: error: malformed JSON: expected 'true'")
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        let bytes: [UInt8] = Array("{\n \"a\" : \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        guard case .failure(let error) = JSONReader.read(bytes, path: "C.json") else {
            Issue.record("invalid UTF-8 was read")
            return
        }
        #expect(
            error.diagnostic.formatted
                == "C.json:2:9: error: malformed JSON: the file is not valid UTF-8 here; save it as UTF-8")
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(error(deep) == "C.json:1:65: error: malformed JSON: arrays and objects are nested more than 64 deep")
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(error(fine) == nil)
    }

    /// A shape builds the members it names; the rest is checked as JSON and dropped without a node.
    @Test func aShapeBuildsOnlyWhatItNames() throws {
        let text = #"{"keep": [{"a": 1, "b": {"deep": [1, 2, 3]}}], "drop": [0, 0, 0, {"x": "y"}], "s": [1]}"#
        let shape = JSONShape.object(["keep": .array(of: .object(["a": .scalar])), "s": .scalar])
        var built = 0
        let root = try JSONReader.read(Array(text.utf8), path: "C.json", shape: shape, nodesBuilt: &built).get()
        #expect(root.object?.map(\.key) == ["keep", "s"])
        #expect(root["keep"]?.array?.first?.object?.map(\.key) == ["a"])
        #expect(root["s"]?.kindDescription == "an array")  // kept as an empty array, for "found an array"
        #expect(root["s"]?.array?.isEmpty == true)
        #expect(built == 5)  // the root, keep, its item, a, s
        var everything = 0
        _ = JSONReader.read(Array(text.utf8), path: "C.json", shape: .all, nodesBuilt: &everything)
        #expect(everything == 17)
    }

    /// What a shape drops is still read by JSON's rules, and a malformed part is an error at its place;
    /// a key repeated in a dropped object is not looked for, as neither one is read.
    @Test func whatAShapeDropsIsStillJSON() {
        let shape = JSONShape.object(["a": .scalar])
        func error(_ text: String) -> String? {
            if case .failure(let error) = JSONReader.read(Array(text.utf8), path: "C.json", shape: shape) {
                return error.diagnostic.formatted
            }
            return nil
        }
        #expect(
            error(#"{"a": 1, "b": [01]}"#)
                == "C.json:1:17: error: malformed JSON: a JSON number does not start with 0 followed by digits")
        #expect(
            error(#"{"a": 1, "b": "\q"}"#)
                == "C.json:1:17: error: malformed JSON: '\\q' is not a JSON escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
        )
        #expect(
            error(#"{"a": 1, "b": {"c": 1,}}"#)
                == "C.json:1:23: error: malformed JSON: a comma before '}' is not allowed in JSON")
        #expect(
            error(#"{"a": 1, "a": 2}"#)
                == "C.json:1:10: error: the key \"a\" appears twice in one object (first at line 1); remove one")
        #expect(error(#"{"a": 1, "b": {"c": 1, "c": 2}}"#) == nil)
        let deep = #"{"a": 1, "b": "# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        #expect(error(deep) == "C.json:1:78: error: malformed JSON: arrays and objects are nested more than 64 deep")
    }

    /// `.handing` gives each item to its taker as soon as it is read, in order, and keeps none.
    @Test func aHandingArrayGivesItsItemsAwayOneAtATime() throws {
        final class Taken { var names: [String] = [] }
        let taken = Taken()
        let shape = JSONShape.object([
            "items": .handing(.object(["n": .scalar]), to: { taken.names.append($0["n"]?.string ?? "?") })
        ])
        let root = try JSONReader.read(
            Array(#"{"items": [{"n": "a", "x": 1}, {"n": "b"}]}"#.utf8), path: "C.json", shape: shape
        ).get()
        #expect(taken.names == ["a", "b"])
        #expect(root["items"]?.array?.isEmpty == true)
    }
}
