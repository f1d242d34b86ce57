import Foundation

/// Runs blocking work (swiftc) for several inputs at once, on at most two threads.
enum ConcurrentRuns {
    static func map<Input: Sendable, Output>(
        _ inputs: [Input], _ body: @Sendable (Input) throws -> Output
    ) throws
        -> [Output]
    {
        guard inputs.count > 1 else { return try inputs.map(body) }
        let results = Results<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: min(2, inputs.count)) { worker in
            for index in stride(from: worker, to: inputs.count, by: 2) {
                results.set(index, Result { try body(inputs[index]) })
            }
        }
        return try results.values.map { try $0!.get() }
    }

    private final class Results<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Result<Output, any Error>?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ result: Result<Output, any Error>) {
            lock.withLock { values[index] = result }
        }
    }
}
