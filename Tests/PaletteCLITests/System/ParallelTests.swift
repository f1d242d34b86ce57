import Foundation
import XCTest
@testable import PaletteCLI

final class ParallelTests: XCTestCase {
    func testResultsComeBackInTheOrderOfTheItems() {
        let items = Array(0..<1_000)
        XCTAssertEqual(Parallel.map(items) { $0 * $0 }, items.map { $0 * $0 })
        XCTAssertEqual(Parallel.map([7]) { $0 + 1 }, [8])
        XCTAssertEqual(Parallel.map([Int]()) { $0 }, [])
    }

    /// The largest start first, equal ones in their order; the results still come back in item order.
    func testTheLargestStartFirst() {
        XCTAssertEqual(Parallel.startOrder([190, 0, 420, 720]), [3, 2, 0, 1])
        XCTAssertEqual(Parallel.startOrder([5, 5, 9, 5]), [2, 0, 1, 3])
        XCTAssertEqual(Parallel.startOrder([]), [])
        let items = Array(0..<100)
        XCTAssertEqual(Parallel.map(items, largestFirst: { $0 % 7 }) { $0 * 2 }, items.map { $0 * 2 })
    }

    /// The results are handed over, not kept: none outlives the array returned.
    func testNoResultOutlivesTheArrayReturned() {
        final class Box: Sendable {}
        var results: [Box]? = Parallel.map([0, 1, 2]) { _ in Box() }
        weak var first = results?[0]
        weak var last = results?[2]
        XCTAssertNotNil(first)
        results = nil
        XCTAssertNil(first)
        XCTAssertNil(last)
    }

    /// Two items that block run side by side, each on a thread of its own, when there are two cores.
    func testItemsRunOnMoreThanOneThreadWhenTheMachineHasTheCores() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core")
        let threads = Parallel.map([0, 1]) { _ -> String in
            Thread.sleep(forTimeInterval: 0.2)
            return "\(pthread_self())"
        }
        XCTAssertEqual(Set(threads).count, 2, "each item ran on a thread of its own")
    }
}
