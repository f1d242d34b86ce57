import PaletteCore

/// Who holds the lock on a folder, as far as the system tells. On Linux `/proc/locks` names the
/// process, and its command line says what it runs; elsewhere the message says "another palettec run".
struct LockHolder {
    var processID: Int32?
    /// `palettec generate palettes --output generated`, escaped for a terminal.
    var command: String?

    init(lockOn descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0,
            let id = Self.holder(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        else { return }
        processID = id
        command = Self.commandLine(of: id)
    }

    var description: String {
        guard let processID else { return "another palettec run" }
        let who =
            command.map { $0.hasPrefix("palettec") ? "another palettec run" : "another program" } ?? "another program"
        return "\(who) (process \(processID)\(command.map { ": " + $0 } ?? ""))"
    }

    /// The process of the first granted lock `/proc/locks` lists on this file:
    /// `1: FLOCK  ADVISORY  WRITE 4242 08:01:1234567 0 EOF` (waiters' lines have `->` after the number).
    private static func holder(device: UInt64, inode: UInt64) -> Int32? {
        guard let table = try? FileSystem.bytesIfPresent(at: "/proc/locks") else { return nil }
        let major = ((device >> 8) & 0xFFF) | ((device >> 32) & ~0xFFF)
        let minor = (device & 0xFF) | ((device >> 12) & ~0xFF)
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] != "->" else { continue }
            let place = fields[5].split(separator: ":")
            guard place.count == 3, UInt64(place[0], radix: 16) == major, UInt64(place[1], radix: 16) == minor,
                UInt64(place[2]) == inode, let id = Int32(fields[4]), id > 0, id != getpid()
            else { continue }
            return id
        }
        return nil
    }

    /// `palettec generate palettes`: the program's own name, then its arguments, at most 200 characters.
    private static func commandLine(of processID: Int32) -> String? {
        guard let bytes = try? FileSystem.bytesIfPresent(at: "/proc/\(processID)/cmdline"), !bytes.isEmpty else {
            return nil
        }
        var arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if arguments.last == "" { arguments.removeLast() }
        guard let program = arguments.first else { return nil }
        let line = ([PathSpelling.name(of: program)] + arguments.dropFirst()).joined(separator: " ")
        let shown = line.count > 200 ? String(line.prefix(199)) + "…" : line
        return CommentText.singleLine(shown)
    }
}
