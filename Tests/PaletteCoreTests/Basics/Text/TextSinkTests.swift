@testable import PaletteCore
import XCTest

final class TextSinkTests: XCTestCase {
    func testASinkWithoutADrainKeepsEverything() {
        var sink = TextSink()
        sink.write("a")
        sink.write("é\n")
        sink.write(ascii: UInt8(ascii: "!"))
        sink.finish()
        XCTAssertEqual(sink.text, "aé\n!")
    }

    /// Whole numbers print as `String(value)` does, at every length and sign.
    func testNumbersPrintAsStringDoes() {
        for value in [0, 7, -7, 10, 99, 100, 123_456_789, -1_000_000, Int.max, Int.min] {
            var sink = TextSink()
            sink.write(value)
            XCTAssertEqual(sink.text, String(value))
        }
    }

    /// Chunks reach the drain in order, each once, none empty, and together they are the text's bytes.
    func testADrainGetsTheTextInOrderInChunks() {
        var chunks: [[UInt8]] = []
        var sink = TextSink { chunks.append(Array($0)) }
        let pieces = (0..<20_000).map { "line \($0) ✓\n" }
        pieces.forEach { sink.write($0) }
        XCTAssertGreaterThan(chunks.count, 1, "over 64 KiB, the drain has chunks before the end")
        sink.finish()
        sink.finish()
        XCTAssertEqual(chunks.flatMap { $0 }, Array(pieces.joined().utf8))
        XCTAssertFalse(chunks.contains([]))
        XCTAssertTrue(chunks.dropLast().allSatisfy { $0.count >= 1 << 16 })
        XCTAssertEqual(sink.text, "", "a draining sink keeps nothing once finished")
    }

    /// A sink is a value: a copy writes into bytes of its own, and growing keeps what was written.
    func testACopyOfASinkWritesApart() {
        var sink = TextSink()
        sink.write("shared ")
        var copy = sink
        copy.write("copy")
        sink.write(String(repeating: "x", count: 1_000))
        XCTAssertEqual(copy.text, "shared copy")
        XCTAssertEqual(sink.text, "shared " + String(repeating: "x", count: 1_000))
    }
}
