import Dispatch

/// Work spread over the machine's cores, results in the order of the input: rendering the Swift file,
/// the manifest and the preview are independent, and each takes about a fifth of a large `generate`.
enum Parallel {
    /// `largestFirst`: the items are started in descending order of this size, so the longest is not
    /// left for last while the other cores idle.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], largestFirst size: (Item) -> Int = { _ in 0 },
        _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let order = startOrder(items.map(size))
        // Each index is written once, by one thread, before `concurrentPerform` returns.
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: items.count) { position in
            let index = order[position]
            results[index] = transform(items[index])
        }
        return results.map { $0! }
    }

    /// The items' indices, largest first; equal sizes keep their order.
    static func startOrder(_ sizes: [Int]) -> [Int] {
        sizes.indices.sorted { (sizes[$0], $1) > (sizes[$1], $0) }
    }
}
