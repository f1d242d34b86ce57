import Foundation
import XCTest

/// One file named twice under two names (a hard link, `Tokens.Dark.json` → `Tokens.Light.json`) is
/// read once, and a warning says so, naming both: the dark mode is not dropped in silence.
final class ImportRepeatedFileTests: XCTestCase {
    func testAHardLinkedModeFileIsReportedNamingBoth() throws {
        let sandbox = try Sandbox()
        try sandbox.write(##"{ "bg": { "$type": "color", "$value": "#FFFFFF" } }"##, to: "Tokens.Light.json")
        try FileManager.default.linkItem(at: sandbox.url("Tokens.Light.json"), to: sandbox.url("Tokens.Dark.json"))
        let result = try sandbox.run(["import", "Tokens.Light.json", "Tokens.Dark.json", "--output", "out"])
        XCTAssertStatus(result, 0)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "Tokens.Dark.json: warning: this is the file Tokens.Light.json under another name (a hard or symbolic link to "
                    + "it), so it is read once, as Tokens.Light.json"), result.stderr)
    }

    /// The same name twice (`./Tokens.Light.json`) is no news: nothing is said of it.
    func testTheSameNameTwiceIsQuiet() throws {
        let sandbox = try Sandbox()
        try sandbox.write(##"{ "bg": { "$type": "color", "$value": "#FFFFFF" } }"##, to: "Tokens.Light.json")
        let result = try sandbox.run(["import", "Tokens.Light.json", "./Tokens.Light.json", "--output", "out"])
        XCTAssertStatus(result, 0)
        XCTAssertFalse(result.stderr.contains("under another name"), result.stderr)
    }
}
