// The CLI needs the C library and FoundationEssentials' file and process APIs, not all of Foundation:
// on Linux, Foundation and its ICU data add about 7 MiB to every run's memory.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// read(2), named apart from the `read` methods of the types that call it.
func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// write(2), named apart from the `write` methods of the types that call it.
func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// When a file's contents and its status last changed, as seconds and nanoseconds: Linux names the
/// fields `st_mtim` and `st_ctim`, Darwin `st_mtimespec` and `st_ctimespec`.
func changeTimes(of info: stat) -> [Int] {
    #if canImport(Darwin)
    let times = [info.st_mtimespec, info.st_ctimespec]
    #else
    let times = [info.st_mtim, info.st_ctim]
    #endif
    return times.flatMap { [Int($0.tv_sec), Int($0.tv_nsec)] }
}

/// Starts writing `count` bytes of a file from `offset` to disk without waiting, so that the fsync that
/// ends the file waits for little. Linux has `sync_file_range` for it, which Glibc declares only
/// under `_GNU_SOURCE`, so it is looked up by name; elsewhere this does nothing.
func startWritingToDisk(_ descriptor: Int32, offset: Int, count: Int) {
    #if os(Linux)
    _ = syncFileRange?(descriptor, Int64(offset), Int64(count), 2)  // SYNC_FILE_RANGE_WRITE
    #endif
}

#if os(Linux)
private let syncFileRange: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
}()
#endif

/// Flushes the whole file system `descriptor` is on, waiting for it: Linux's `syncfs`, looked up by name
/// as `sync_file_range` is. False where there is none or it fails: the caller then flushes each file.
func flushWholeFileSystem(_ descriptor: Int32) -> Bool {
    #if os(Linux)
    guard let syncFileSystem else { return false }
    return syncFileSystem(descriptor) == 0
    #else
    return false
    #endif
}

#if os(Linux)
private let syncFileSystem: (@convention(c) (Int32) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
}()
#endif
