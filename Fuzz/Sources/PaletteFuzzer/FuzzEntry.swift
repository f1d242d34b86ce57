/// libFuzzer's entry point: one call per input. A broken invariant ends in `fatalError`, which libFuzzer
/// records as a crash and saves with its input.
@_cdecl("LLVMFuzzerTestOneInput")
public func paletteFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    PipelineCheck.run(bytes)
    return 0
}
