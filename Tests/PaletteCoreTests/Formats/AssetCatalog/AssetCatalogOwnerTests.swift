import XCTest
@testable import PaletteCore

/// palettec claims a `Contents.json` only when its `info` is exactly palettec's mark.
final class AssetCatalogOwnerTests: XCTestCase {
    func testEveryFilePalettecWritesIsItsOwn() throws {
        for file in try CatalogFixtures.rendered() {
            XCTAssertTrue(AssetCatalogOwner(contents: Array(file.contents.utf8)).isPalettec, file.path)
        }
    }

    func testTheMarkIsOwnershipWhateverTheLayout() {
        XCTAssertTrue(Self.owner(#"{"info":{"version":1,"author":"palettec"},"colors":[]}"#))
        XCTAssertTrue(Self.owner("{\n  \"info\" : {\n    \"author\" : \"palettec\",\n    \"version\" : 1\n  }\n}"))
    }

    func testOthersFilesAreNotPalettecs() {
        let others = [
            #"{"info":{"author":"xcode","version":1}}"#,  // Xcode saved it again
            #"{"info":{"author":"palettecraft","version":1}}"#,
            #"{"info":{"author":"Palettec","version":1}}"#,
            #"{"info":{"author":"palettec ","version":1}}"#,
            #"{"info":{"author":"palettec","version":2}}"#,
            #"{"info":{"author":"palettec"}}"#,
            #"{"info":{"author":"palettec","version":1,"note":"x"}}"#,  // more than the mark
            #"{"info":{"author":"palettec","version":"1"}}"#,
            #"{"properties":{"info":{"author":"palettec","version":1}}}"#,  // the mark, but not at the top
            #"[{"info":{"author":"palettec","version":1}}]"#,
            #"{"info":{"author":"palettec","version":1},"info":{"author":"palettec","version":1}}"#,
            #"{"info":{"author":"palettec","version":1}} trailing"#,
            #"{"info":{"author":"palettec","version":1}"#,  // cut short
            #"{"colors":[],"note":"author palettec version 1"}"#,
            "",
        ]
        for text in others {
            XCTAssertFalse(Self.owner(text), text)
        }
    }

    private static func owner(_ text: String) -> Bool {
        AssetCatalogOwner(contents: Array(text.utf8)).isPalettec
    }
}
