import Dispatch
import XCTest
@testable import PaletteCore

final class HandOverQueueTests: XCTestCase {
    /// Every item arrives, once and in order, however the count falls against the batch size; and
    /// `finish()` returns only after the last one.
    func testConsumesEveryItemInOrder() {
        let batch = HandOverQueue<Int>.batchSize
        for count in [0, 1, batch - 1, batch, batch + 1, batch * HandOverQueue<Int>.batchesAhead * 3 + 1] {
            let consumed = Consumed()
            let queue = HandOverQueue<Int> { consumed.items.append($0) }
            for item in 0..<count { queue.add(item) }
            queue.finish()
            XCTAssertEqual(consumed.items, Array(0..<count), "\(count) items")
        }
    }

    /// A consumer slower than the producer holds the producer back: no more than the batches it may
    /// run ahead are ever waiting, so a slow builder cannot make the reader pile up the tree.
    func testASlowConsumerHoldsTheProducerBack() {
        let consumed = Consumed()
        let queue = HandOverQueue<Int> { item in
            usleep(200)
            consumed.items.append(item)
        }
        let limit = HandOverQueue<Int>.batchSize * (HandOverQueue<Int>.batchesAhead + 2)
        var mostWaiting = 0
        for item in 0..<(limit * 4) {
            queue.add(item)
            // Read while the consumer may be writing: only a bound is checked, never the exact count.
            mostWaiting = max(mostWaiting, item + 1 - consumed.count)
        }
        queue.finish()
        XCTAssertEqual(consumed.items, Array(0..<(limit * 4)))
        XCTAssertLessThanOrEqual(mostWaiting, limit, "items added and not yet consumed")
        XCTAssertGreaterThan(mostWaiting, HandOverQueue<Int>.batchSize, "the producer did run ahead of the consumer")
    }
}

/// What the consumer received, with a count the producer may read.
private final class Consumed: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var stored: [Int] = []

    var items: [Int] {
        get { lock.wait(); defer { lock.signal() }; return stored }
        set { lock.wait(); defer { lock.signal() }; stored = newValue }
    }

    var count: Int { items.count }
}
