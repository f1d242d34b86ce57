import Foundation
@testable import PaletteCore
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
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines.dropLast() { sink.write(line + "\n") }
            sink.write(String(lines.last!))
        }
    }

    func testAFileWrittenAsItRendersHoldsTheText() throws {
        let path = try folder() + "/big.txt"
        try FileSystem.createExclusively(path, writing: .rendering(file(text)))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
        XCTAssertThrowsError(
            try FileSystem.createExclusively(path, writing: .rendering(file(text))), "never over an existing file"
        ) { error in
            XCTAssertEqual((error as? FileSystemError)?.code, EEXIST)
        }
    }

    private enum Outcome: Equatable {
        case missing, same
        /// The file's bytes, and the new text as the comparison kept it.
        case different(current: String, new: String)
    }

    private func compare(_ path: String, with text: String) throws -> Outcome {
        switch try FileSystem.compare(path, with: file(text)) {
        case .missing: return .missing
        case .same: return .same
        case .different(let current, let new):
            return .different(
                current: String(decoding: current, as: UTF8.self), new: String(decoding: try new.bytes(), as: UTF8.self)
            )
        }
    }

    func testComparisonFindsTheSameTextAndKeepsEveryKindOfDifference() throws {
        let path = try folder() + "/big.txt"
        XCTAssertEqual(try compare(path, with: text), .missing)
        try FileSystem.createExclusively(path, writing: .rendering(file(text)))
        XCTAssertEqual(try compare(path, with: text), .same)

        var lastByteChanged = text
        lastByteChanged.removeLast()
        let middle = text.replacingOccurrences(of: "line 7000 ", with: "line 7001 ")
        let cases = [
            (lastByteChanged + "x", "the last byte"),
            (lastByteChanged, "a prefix of the file"),
            (text + "more\n", "the file and more"),
            ("", "nothing"),
            ("first\n" + text, "the first byte"),
            (middle, "past the first chunk"),
        ]
        for (new, what) in cases {
            XCTAssertEqual(try compare(path, with: new), .different(current: text, new: new), what)
        }
    }

    func testComparingWithAFolderIsAnError() throws {
        let folder = try folder()
        XCTAssertThrowsError(try FileSystem.compare(folder, with: file(text))) { error in
            XCTAssertEqual((error as? FileSystemError)?.code, EISDIR)
        }
    }
}
