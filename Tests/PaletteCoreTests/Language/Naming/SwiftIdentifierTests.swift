import XCTest
@testable import PaletteCore

final class SwiftIdentifierTests: XCTestCase {
    func testMembersAreLowerCamelCase() {
        XCTAssertEqual(SwiftIdentifier.member("text-primary"), "textPrimary")
        XCTAssertEqual(SwiftIdentifier.member("text_primary"), "textPrimary")
        XCTAssertEqual(SwiftIdentifier.member("text primary"), "textPrimary")
        XCTAssertEqual(SwiftIdentifier.member("TextPrimary"), "textPrimary")
        XCTAssertEqual(SwiftIdentifier.member("backgroundColor"), "backgroundColor")
        XCTAssertEqual(SwiftIdentifier.member("URL"), "url")
        XCTAssertEqual(SwiftIdentifier.member("café-noir"), "caféNoir")
    }

    func testKeywordsAreBackTickedAndDigitsPrefixed() {
        XCTAssertEqual(SwiftIdentifier.member("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.member("self"), "`self`")
        XCTAssertEqual(SwiftIdentifier.member("100"), "_100")
        XCTAssertEqual(SwiftIdentifier.member("2x-large"), "_2xLarge")
        XCTAssertEqual(SwiftIdentifier.type("3d"), "_3d")
    }

    /// `member` answers a plain key (`primary`, `c10`, `default`) without splitting it into words; the
    /// answer must be the general rule's, for plain keys and for keys just off plain.
    func testThePlainKeyShortcutGivesTheGeneralRulesName() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcxyzABCXYZ0189-_ é")
        var keys =
            SwiftIdentifier.keywords.map { $0 } + [
                "a", "z9", "aB", "c10", "primaryText", "Type", "type", "9a", "_a", "a_b", "a-b", "é",
            ]
        for _ in 0..<2_000 {
            keys.append(
                String(
                    (0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
                    }))
        }
        for key in keys {
            XCTAssertEqual(SwiftIdentifier.member(key), SwiftIdentifier.memberFromWords(key), key)
        }
    }

    func testTypesAreUpperCamelCase() {
        XCTAssertEqual(SwiftIdentifier.type("my-colors"), "MyColors")
        XCTAssertEqual(SwiftIdentifier.type("text"), "Text")
        XCTAssertEqual(SwiftIdentifier.type("brand_colors v2"), "BrandColorsV2")
    }

    func testKeysWithoutLettersOrDigitsHaveNoName() {
        XCTAssertNil(SwiftIdentifier.member("--"))
        XCTAssertNil(SwiftIdentifier.type(""))
    }

    /// Swift accepts emoji and most scripts in identifiers; palettec keeps them.
    func testEveryCharacterSwiftAcceptsIsKept() {
        XCTAssertEqual(SwiftIdentifier.member("fire🔥"), "fire🔥")
        XCTAssertEqual(SwiftIdentifier.type("🎨 art"), "🎨Art")
        XCTAssertEqual(SwiftIdentifier.member("Ελληνικά"), "ελληνικά")
        XCTAssertEqual(SwiftIdentifier.type("цвет"), "Цвет")
        XCTAssertEqual(SwiftIdentifier.member("色"), "色")
    }

    /// U+2E2F is a letter to Unicode but not to Swift; a combining mark cannot start a name; invisible
    /// and bidirectional characters would make a name look like another.
    func testCharactersSwiftRejectsOrThatHideSeparateWords() {
        XCTAssertEqual(SwiftIdentifier.member("\u{2E2F}x"), "x")
        XCTAssertEqual(SwiftIdentifier.member("\u{1DE7}abc"), "_\u{1DE7}abc")
        XCTAssertEqual(SwiftIdentifier.member("\u{0301}x"), "_\u{0301}x")
        XCTAssertEqual(SwiftIdentifier.member("a\u{202E}b"), "aB")
        XCTAssertEqual(SwiftIdentifier.member("a\u{200B}b"), "aB")
        XCTAssertEqual(SwiftIdentifier.member("a\nb"), "aB")
        XCTAssertEqual(SwiftIdentifier.member("$0"), "_0")
        XCTAssertNil(SwiftIdentifier.member("\u{202E}\u{200B}"))
    }

    func testStartAndContinuationFollowSwiftsLexer() {
        XCTAssertTrue(SwiftIdentifier.isStart("a"))
        XCTAssertTrue(SwiftIdentifier.isStart("_"))
        XCTAssertFalse(SwiftIdentifier.isStart("1"))
        XCTAssertTrue(SwiftIdentifier.isContinuation("1"))
        XCTAssertFalse(SwiftIdentifier.isStart("\u{0345}"))
        XCTAssertTrue(SwiftIdentifier.isContinuation("\u{0345}"))
        XCTAssertFalse(SwiftIdentifier.isContinuation("\u{2E2F}"))
        XCTAssertTrue(SwiftIdentifier.isStart("\u{1F525}"))
        XCTAssertFalse(SwiftIdentifier.isContinuation("-"))
    }

    /// A name that starts with a character joining the one before it (U+093F, U+FE0F, a skin tone)
    /// must still be a name of its own: Swift paths and file paths are not split by Character.
    func testNamesStartingWithJoiningCharactersStayNamesOfTheirOwn() throws {
        let palette = try XCTUnwrap(
            compile("colors:\n  \"\u{093F}x\": { a: '#000' }\n", path: "palettes/\u{0301}accent.yml").palette)
        XCTAssertEqual(palette.name, "_\u{0301}accent", "the folder is no part of the name")
        guard case .group(let group) = palette.root.members.first else { return XCTFail("no group") }
        XCTAssertEqual(group.typeName, SwiftIdentifier.type("\u{093F}x"))
        XCTAssertEqual(PaletteSource(path: "a/b/\u{FE0F}x.palette.yml", bytes: []).baseName, "\u{FE0F}x")
    }
}
