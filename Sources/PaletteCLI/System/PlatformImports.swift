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
