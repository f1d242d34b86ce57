import Foundation
import TestSupport
import XCTest

/// `text` against the committed `Tests/Fixtures/Import/<name>` (`PALETTEC_RECORD=1` writes it instead):
/// what an import wrote or printed, in its format's folder (`DesignTokens/Resolver.yml`).
func compareWithReference(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let reference = RepositoryFiles.url("Tests/Fixtures/Import").appendingPathComponent(name)
    if RepositoryFiles.isRecording {
        try Data(text.utf8).write(to: reference)
        return
    }
    let expected = String(decoding: try Data(contentsOf: reference), as: UTF8.self)
    XCTAssertEqual(
        text, expected,
        "\(name) differs from Tests/Fixtures/Import/\(name); re-record with PALETTEC_RECORD=1 if the change is right",
        file: file, line: line)
}
