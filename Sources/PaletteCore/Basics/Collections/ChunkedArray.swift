/// An array that grows a chunk at a time instead of doubling: appending never moves what it already
/// holds, so a large one never needs room for one and a half times its elements while it grows.
/// The builder's color specs live in one (docs/performance.md).
struct ChunkedArray<Element>: RandomAccessCollection {
    /// 4,096 elements a chunk: a shift and a mask find an element.
    static var chunkShift: Int { 12 }
    static var chunkSize: Int { 1 << chunkShift }

    private var chunks: [[Element]] = []
    private(set) var count = 0
    /// Chunks before this one have been released.
    private var releasedChunks = 0

    init() {}

    init<Elements: Sequence<Element>>(_ elements: Elements) {
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }

    /// Frees the chunks that hold only elements before `index`, for a reader that is done with them:
    /// reading one of those elements afterwards stops the program. The count stays.
    mutating func releaseChunks(before index: Int) {
        while releasedChunks < Swift.min(index >> Self.chunkShift, chunks.count) {
            chunks[releasedChunks] = []
            releasedChunks += 1
        }
    }

    mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }
}
