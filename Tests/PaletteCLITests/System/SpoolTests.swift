import Foundation
import XCTest
@testable import PaletteCLI

/// Bytes kept aside stay whole and in order, in memory or spilled to an unlinked file.
final class SpoolTests: XCTestCase {
    private func contents(of spool: Spool) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try spool.forEachChunk { bytes.append(contentsOf: $0) }
        return bytes
    }

    func testSmallTextStaysInMemory() throws {
        let spool = Spool(memoryLimit: 1_000)
        let text = Array("a short text".utf8)
        text.withUnsafeBytes(spool.append)

        XCTAssertFalse(spool.hasSpilled)
        XCTAssertEqual(try contents(of: spool), text)
    }

    func testLargeTextSpillsAndReadsBackInOrderLeavingNoFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-spool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let spool = Spool(memoryLimit: 1_000, folder: folder.path)
        var expected: [UInt8] = []
        for index in 0..<50_000 {
            let piece = Array("piece \(index)\n".utf8)
            piece.withUnsafeBytes(spool.append)
            expected += piece
        }

        XCTAssertTrue(spool.hasSpilled)
        XCTAssertEqual(spool.count, expected.count)
        XCTAssertEqual(try contents(of: spool), expected)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "unlinked once made")
    }

    func testAFolderWithNoRoomKeepsTheBytesInMemory() throws {
        let spool = Spool(memoryLimit: 1_000, folder: "/nonexistent/palettec-spool")
        let text = [UInt8](repeating: UInt8(ascii: "x"), count: 5_000)
        text.withUnsafeBytes(spool.append)

        XCTAssertFalse(spool.hasSpilled)
        XCTAssertEqual(try contents(of: spool), text)
    }
}
