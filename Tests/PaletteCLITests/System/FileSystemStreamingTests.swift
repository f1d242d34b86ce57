import Foundation
import PaletteCore
import XCTest
@testable import PaletteCLI

/// Generated files are written and compared as they are rendered, a chunk at a time.
final class FileSystemStreamingTests: XCTestCase {
    /// Over 64 KiB, so the comparison spans several chunks.
    private let text = (0..<10_000).map { "line \($0) · ✓\n" }.joined()

    private func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-streaming-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    private func file(_ text: String) -> RenderedFile {
        RenderedFile(path: "big.txt") { sink in
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                sink.write(line + "\n")
            }
        }
    }

    func testAFileWrittenAsItRendersHoldsTheText() throws {
        let path = try folder() + "/big.txt"
        try FileSystem.createExclusively(path, writing: file(text))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
        XCTAssertThrowsError(try FileSystem.createExclusively(path, writing: file(text)), "never over an existing file")
        { error in
            XCTAssertEqual((error as? FileSystemError)?.code, EEXIST)
        }
    }

    func testComparisonFindsTheSameTextAndEveryKindOfDifference() throws {
        let path = try folder() + "/big.txt"
        XCTAssertEqual(try FileSystem.compare(path, with: file(text)), .missing)
        try FileSystem.createExclusively(path, writing: file(text))
        XCTAssertEqual(try FileSystem.compare(path, with: file(text)), .same)

        var lastByteChanged = text
        lastByteChanged.removeLast()
        XCTAssertEqual(try FileSystem.compare(path, with: file(lastByteChanged + "x")), .different)
        XCTAssertEqual(try FileSystem.compare(path, with: file(lastByteChanged)), .different, "a prefix of the file")
        XCTAssertEqual(try FileSystem.compare(path, with: file(text + "more\n")), .different, "the file and more")
        XCTAssertEqual(try FileSystem.compare(path, with: file("")), .different)
        let middle = text.replacingOccurrences(of: "line 7000 ", with: "line 7001 ")
        XCTAssertEqual(try FileSystem.compare(path, with: file(middle)), .different, "one byte past the first chunk")
    }

    func testComparingWithAFolderIsAnError() throws {
        let folder = try folder()
        XCTAssertThrowsError(try FileSystem.compare(folder, with: file(text))) { error in
            XCTAssertEqual((error as? FileSystemError)?.code, EISDIR)
        }
    }
}
