import PaletteCore
import XCTest

final class TextSinkTests: XCTestCase {
    func testASinkWithoutADrainKeepsEverything() {
        var sink = TextSink()
        sink.write("a")
        sink.write("é\n")
        sink.finish()
        XCTAssertEqual(sink.text, "aé\n")
    }

    /// Chunks reach the drain in order, each once, none empty, and together they are the text.
    func testADrainGetsTheTextInOrderInChunks() {
        var chunks: [String] = []
        var sink = TextSink { chunks.append($0) }
        let pieces = (0..<20_000).map { "line \($0) ✓\n" }
        pieces.forEach { sink.write($0) }
        XCTAssertGreaterThan(chunks.count, 1, "over 64 KiB, the drain has chunks before the end")
        sink.finish()
        sink.finish()
        XCTAssertEqual(chunks.joined(), pieces.joined())
        XCTAssertFalse(chunks.contains(""))
        XCTAssertTrue(chunks.dropLast().allSatisfy { $0.utf8.count >= 1 << 16 })
        XCTAssertEqual(sink.text, "", "a draining sink keeps nothing once finished")
    }
}
