import XCTest
@testable import PaletteCLI

/// `FileSystem.isInside`: a real path is inside a folder when it names the folder or a path below it,
/// compared by whole names.
final class FileSystemConfinedTests: XCTestCase {
    func testInsideIsTheFolderOrBelowItNeverASiblingThatSharesItsStart() {
        XCTAssertTrue(FileSystem.isInside("/work/A.xcassets", root: "/work/A.xcassets"))
        XCTAssertTrue(FileSystem.isInside("/work/A.xcassets/Ink.colorset/Contents.json", root: "/work/A.xcassets"))
        XCTAssertFalse(FileSystem.isInside("/work/A.xcassets-secret/Contents.json", root: "/work/A.xcassets"))
        XCTAssertFalse(FileSystem.isInside("/work", root: "/work/A.xcassets"))
        XCTAssertTrue(FileSystem.isInside("/etc/passwd", root: "/"))
    }
}
