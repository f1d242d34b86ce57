import Foundation
import XCTest

/// Which files in the output folder count as palettec's: only its manifest and Swift files with its header.
final class OutputPlanTests: XCTestCase {
    /// A folder whose name ends in `.swift` is not a generated file; it must be left alone, not read.
    func testAFolderNamedLikeASwiftFileIsLeftAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try FileManager.default.createDirectory(at: sandbox.url("generated/Extras.swift"), withIntermediateDirectories: true)

        let generate = try sandbox.run(["generate"])
        XCTAssertStatus(generate, 0)
        XCTAssertEqual(try sandbox.entries(in: "generated"), (expectedGeneratedFiles + ["Extras.swift"]).sorted())

        XCTAssertStatus(try sandbox.run(["check"]), 0)
    }
}
