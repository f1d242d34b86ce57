import PropertyBased
import TestSupport

extension PropertySettings {
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
}
