import Foundation
import XCTest

/// The writer's promise: all new files go into place, or none do and no temporary file is left.
final class OutputWriterTests: XCTestCase {
    /// A folder named `manifest.json` where the manifest must go: the last rename fails after the Swift
    /// files were already moved into place. Generate must fail without changing the output folder.
    func testAFailedRenameChangesNothingAndLeavesNoTemporaryFile() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try FileManager.default.createDirectory(at: sandbox.url("generated/manifest.json"), withIntermediateDirectories: true)

        let result = try sandbox.run(["generate"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(try sandbox.entries(in: "generated"), ["manifest.json"],
                       "generate failed but changed the output folder:\n\(result.stderr)")
    }
}
