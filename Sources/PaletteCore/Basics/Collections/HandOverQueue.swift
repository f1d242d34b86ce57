import Dispatch

/// Hands items, in order, to `consume` on a second thread, a few at a time, so the thread that adds
/// them goes on with its own work meanwhile: the reader reads while the builder builds. It waits only
/// when `batchesAhead` batches are still to be consumed, so a consumer that falls behind holds back
/// the producer rather than letting items pile up in memory.
///
/// Whatever `consume` touches belongs to the consuming thread from the first `add` until `finish()`
/// returns, and to the caller again after it.
final class HandOverQueue<Item: Sendable>: @unchecked Sendable {
    /// Items per hand-over: enough that handing over costs nothing beside consuming them, few enough
    /// that the last batches, consumed after the producer is done, take little time.
    static var batchSize: Int { 4 }
    static var batchesAhead: Int { 8 }

    private let consume: (Item) -> Void
    private let queue = DispatchQueue(label: "palettec.hand-over")
    private let room = DispatchSemaphore(value: batchesAhead)
    /// Touched by the producing thread alone.
    private var batch: [Item] = []

    init(consume: @escaping (Item) -> Void) {
        self.consume = consume
        batch.reserveCapacity(Self.batchSize)
    }

    func add(_ item: Item) {
        batch.append(item)
        if batch.count >= Self.batchSize { handOver() }
    }

    /// Waits until every item added has been consumed.
    func finish() {
        handOver()
        queue.sync {}
    }

    private func handOver() {
        guard !batch.isEmpty else { return }
        let items = batch
        batch = []
        batch.reserveCapacity(Self.batchSize)
        room.wait()
        queue.async { [self] in
            for item in items { consume(item) }
            room.signal()
        }
    }
}
