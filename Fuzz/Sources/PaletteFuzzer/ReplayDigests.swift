import Foundation

/// With `PALETTEC_FUZZ_DIGESTS=FILE`, appends `<input hash> <outcome hash>` per input. Scripts/fuzz.sh
/// replays the corpus in two processes and compares: each process seeds Swift's hashing differently,
/// so output that depends on Dictionary or Set order shows up as a difference.
enum ReplayDigests {
    nonisolated(unsafe) private static let file: UnsafeMutablePointer<FILE>? =
        ProcessInfo.processInfo.environment["PALETTEC_FUZZ_DIGESTS"].flatMap { fopen($0, "a") }

    static func record(input: [UInt8], outcome: String) {
        guard let file else { return }
        fputs("\(FNV1a.hex(input)) \(FNV1a.hex(Array(outcome.utf8)))\n", file)
        fflush(file)
    }
}

/// 64-bit FNV-1a: a hash that is the same in every process, unlike `Hasher`.
enum FNV1a {
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        let digits = String(hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
