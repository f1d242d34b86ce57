import Foundation
import PropertyBased

/// How many palettes a property test draws, and from which seed. Fixed by default, so CI is
/// reproducible; set the environment to explore (each test draws `PALETTEC_PROPERTY_COUNT` palettes):
///
///     PALETTEC_PROPERTY_SEED=7 PALETTEC_PROPERTY_COUNT=2000 swift test --filter PaletteInvariantPropertyTests
///
/// `PALETTEC_PROPERTY_BATCH` sets how many palettes are compiled and type-checked together (10), and
/// `PALETTEC_PROPERTY_SHRINK_BUDGET` how many swiftc runs may go to narrowing failures down (60).
///
/// (`propertyCheck` draws a fresh seed on every run, and its fixed-seed trait always reports an
/// issue, so these tests drive the generators with their own seeded `Xoshiro`.)
struct PropertySettings: CustomStringConvertible {
    static let defaultSeed: UInt64 = 20_250_607

    var seed: UInt64
    /// Palettes to draw.
    var count: Int
    /// Palettes compiled together and type-checked as one module.
    var batchSize: Int
    /// swiftc runs allowed for shrinking failures to small reproducers, over the whole test.
    var shrinkBudget: Int

    static func fromEnvironment(count defaultCount: Int, batchSize defaultBatchSize: Int = 10) -> Self {
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
    var batchSizes: [Int] {
        stride(from: 0, to: count, by: batchSize).map { min(batchSize, count - $0) }
    }

    /// The generator for batch `index`: each batch has a seed of its own, derived from `seed`, so a
    /// failure names the one batch to draw again.
    func random(forBatch index: Int, salt: UInt64) -> Xoshiro {
        var state = seed ^ (salt &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(index) &* 0xBF58_476D_1CE4_E5B9)
        func next() -> UInt64 {  // SplitMix64, the usual way to seed xoshiro
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return Xoshiro(seed: (next(), next(), next(), next()))
    }

    var description: String {
        "PALETTEC_PROPERTY_SEED=\(seed) PALETTEC_PROPERTY_COUNT=\(count) PALETTEC_PROPERTY_BATCH=\(batchSize)"
    }
}
