import Foundation
@testable import PaletteCore
import XCTest

/// `palettec schema` prints the palette schema on stdout, and nothing else.
final class SchemaCommandTests: XCTestCase {
    func testSchemaPrintsThePaletteSchema() throws {
        let sandbox = try Sandbox()

        let result = try sandbox.run(["schema"])

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(
            result.stdout == PaletteSchema.json, "palettec schema prints something else than PaletteSchema.json")
        XCTAssertTrue(result.stdout.hasPrefix("{\n  \"$schema\": \"\(PaletteSchema.draft)\""))
        XCTAssertEqual(try sandbox.entries(in: "."), [], "it writes no file")
    }
}
