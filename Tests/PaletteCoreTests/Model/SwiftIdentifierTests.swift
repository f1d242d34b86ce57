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

    func testTypesAreUpperCamelCase() {
        XCTAssertEqual(SwiftIdentifier.type("my-colors"), "MyColors")
        XCTAssertEqual(SwiftIdentifier.type("text"), "Text")
        XCTAssertEqual(SwiftIdentifier.type("brand_colors v2"), "BrandColorsV2")
    }

    func testKeysWithoutLettersOrDigitsHaveNoName() {
        XCTAssertNil(SwiftIdentifier.member("--"))
        XCTAssertNil(SwiftIdentifier.type(""))
    }
}
