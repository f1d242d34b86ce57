#if canImport(Glibc)
import Glibc
#endif

/// glibc raises its mmap threshold each time a large block is freed; from then on large buffers (the
/// spec chunks, the value slots, the output buffers) come from the heap, and the holes they leave stay
/// in the process, well above the heap's own peak. Fixed thresholds keep large blocks mapped, so
/// freeing one returns it, at the same speed (docs/performance.md). Other platforms' allocators are
/// left as they are.
enum AllocatorTuning {
    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is not in Swift's Glibc module; its parameters are glibc's ABI (malloc.h).
        let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(mmapThreshold, 64 << 10)
        _ = mallopt(trimThreshold, 128 << 10)
        #endif
    }
}
