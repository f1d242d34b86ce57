import XCTest
@testable import PaletteCore

final class ChunkedArrayTests: XCTestCase {
    /// Across chunk boundaries, it holds what an array would, in the same order.
    func testHoldsTheSameElementsAsAnArrayAcrossChunks() {
        for count in [
            0, 1, ChunkedArray<Int>.chunkSize - 1, ChunkedArray<Int>.chunkSize, ChunkedArray<Int>.chunkSize + 1,
            3 * ChunkedArray<Int>.chunkSize + 7,
        ] {
            let expected = (0..<count).map { $0 * 3 + 1 }
            var chunked = ChunkedArray<Int>()
            for element in expected { chunked.append(element) }
            XCTAssertEqual(chunked.count, count)
            XCTAssertEqual(Array(chunked), expected, "\(count) elements")
            XCTAssertEqual(chunked.indices, expected.indices)
            if count > 0 { XCTAssertEqual(chunked[count - 1], expected[count - 1]) }
            XCTAssertEqual(Array(ChunkedArray(expected)), expected)
        }
    }

    /// Released chunks are gone; the elements after them stay, and the count does not change.
    func testReleasingKeepsTheLaterElements() {
        let size = ChunkedArray<Int>.chunkSize
        var chunked = ChunkedArray(0..<(3 * size))
        chunked.releaseChunks(before: size - 1)  // the first chunk still holds an element not passed
        XCTAssertEqual(chunked[0], 0)
        chunked.releaseChunks(before: 2 * size + 5)
        chunked.releaseChunks(before: size)  // earlier: nothing more to release
        XCTAssertEqual(chunked.count, 3 * size)
        XCTAssertEqual(Array(chunked[(2 * size)...]), Array((2 * size)..<(3 * size)))
    }
}
