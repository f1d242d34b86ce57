import Foundation

/// How many cases a property test draws, and from which seed: the one place the property tests read
/// the environment. Fixed by default, so CI is reproducible; set the environment to explore (each test
/// draws `PALETTEC_PROPERTY_COUNT` cases):
///
///     PALETTEC_PROPERTY_SEED=7 PALETTEC_PROPERTY_COUNT=2000 swift test --filter PaletteInvariantPropertyTests
///
/// `PALETTEC_PROPERTY_BATCH` sets how many palettes are compiled and type-checked together (10), and
/// `PALETTEC_PROPERTY_SHRINK_BUDGET` how many swiftc runs may go to narrowing failures down (60).
///
/// (`propertyCheck` draws a fresh seed on every run, and its fixed-seed trait always reports an
/// issue, so these tests drive the generators with their own seeded `Xoshiro`.)
public struct PropertySettings: CustomStringConvertible, Sendable {
    public static let defaultSeed: UInt64 = 20_250_607

    public var seed: UInt64
    /// Cases to draw.
    public var count: Int
    /// Palettes compiled together and type-checked as one module.
    public var batchSize: Int
    /// swiftc runs allowed for shrinking failures to small reproducers, over the whole test.
    public var shrinkBudget: Int

    /// The environment's settings, else these defaults; a test with a seed of its own passes it.
    public static func fromEnvironment(
        seed defaultSeed: UInt64 = defaultSeed, count defaultCount: Int,
        batchSize defaultBatchSize: Int = 10
    ) -> Self {
        let environment = ProcessInfo.processInfo.environment
        func number<N: FixedWidthInteger>(_ name: String) -> N? { environment[name].flatMap { N($0) } }
        return Self(
            seed: number("PALETTEC_PROPERTY_SEED") ?? defaultSeed,
            count: max(1, number("PALETTEC_PROPERTY_COUNT") ?? defaultCount),
            batchSize: max(1, number("PALETTEC_PROPERTY_BATCH") ?? defaultBatchSize),
            shrinkBudget: max(0, number("PALETTEC_PROPERTY_SHRINK_BUDGET") ?? 60)
        )
    }

    /// The sizes of the batches that make up `count` palettes.
    public var batchSizes: [Int] {
        stride(from: 0, to: count, by: batchSize).map { min(batchSize, count - $0) }
    }

    public var description: String {
        "PALETTEC_PROPERTY_SEED=\(seed) PALETTEC_PROPERTY_COUNT=\(count) PALETTEC_PROPERTY_BATCH=\(batchSize)"
    }
}
