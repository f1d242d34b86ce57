import Dispatch

/// Work spread over the machine's cores, results in the order of the input: rendering the Swift file,
/// the manifest and the preview are independent, and each takes about a fifth of a large `generate`.
enum Parallel {
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        // Each index is written once, by one thread, before `concurrentPerform` returns.
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results[index] = transform(items[index])
        }
        return results.map { $0! }
    }
}
