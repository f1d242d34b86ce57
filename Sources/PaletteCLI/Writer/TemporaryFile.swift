import PaletteCore

/// A file palettec writes before renaming it into place: `.<name>.palettec-new-<pid>`, beside `<name>`,
/// named with the writing process so that concurrent runs never share one, and so that a later run can
/// tell whether its writer is still running. A run killed before its renames leaves them behind.
struct TemporaryFile: Equatable {
    static let newMarker = ".palettec-new-"
    /// palettec before 1.0 set each replaced file aside under this name; one killed mid-run left it.
    static let setAsideMarker = ".palettec-old-"

    /// The name of the file it stands for, in the same folder.
    var destination: String
    var processID: Int32
    var isSetAside = false

    var name: String {
        "." + destination + (isSetAside ? Self.setAsideMarker : Self.newMarker) + String(processID)
    }

    /// The temporary this process writes for `destination`.
    static func forThisProcess(_ destination: String) -> TemporaryFile {
        TemporaryFile(destination: destination, processID: getpid())
    }

    /// The temporary a folder entry is, if it is one.
    init?(name: String) {
        guard name.utf8.first == UInt8(ascii: ".") else { return nil }
        for (marker, isSetAside) in [(Self.newMarker, false), (Self.setAsideMarker, true)] {
            guard let range = Self.lastRange(of: marker, in: name),
                let processID = Int32(name[range.upperBound...]), processID > 0,
                name[range.upperBound...].allSatisfy({ ("0"..."9").contains($0) }),
                range.lowerBound > name.index(after: name.startIndex)
            else { continue }
            self.init(
                destination: String(name[name.index(after: name.startIndex)..<range.lowerBound]),
                processID: processID, isSetAside: isSetAside)
            return
        }
        return nil
    }

    init(destination: String, processID: Int32, isSetAside: Bool = false) {
        self.destination = destination
        self.processID = processID
        self.isSetAside = isSetAside
    }

    /// Whether the process that wrote it may still be writing: it is running and is not this one (a
    /// temporary with this process's ID comes from an earlier process that had the same ID).
    var writerMayBeRunning: Bool {
        guard processID != getpid() else { return false }
        return kill(processID, 0) == 0 || errno == EPERM
    }
}

/// The temporaries in an output folder: found for `check`, and removed at the start of each writing
/// run once their writer is gone. A running writer's are left alone.
enum Temporaries {
    static func find(in folder: String) -> [TemporaryFile] {
        ((try? FileSystem.entries(of: folder)) ?? []).compactMap(TemporaryFile.init(name:))
    }

    enum Cleanup: Equatable {
        case removed(TemporaryFile)
        /// A set-aside file moved back to its original name.
        case restored(TemporaryFile)
    }

    /// Removes the abandoned temporaries in `folder`. A set-aside file whose original is missing was
    /// the only copy of that file, so it is put back instead. One that cannot be removed is reported on
    /// stderr and left for `check` to show.
    @discardableResult
    static func removeAbandoned(in folder: String) -> [Cleanup] {
        var done: [Cleanup] = []
        for temporary in find(in: folder) where !temporary.writerMayBeRunning {
            let path = PathSpelling.join(folder, temporary.name)
            let destination = PathSpelling.join(folder, temporary.destination)
            do throws(FileSystemError) {
                if temporary.isSetAside, (try? FileSystem.kind(of: destination)) == .missing {
                    try FileSystem.move(path, over: destination)
                    done.append(.restored(temporary))
                } else {
                    try FileSystem.removeFile(path)
                    done.append(.removed(temporary))
                }
            } catch {
                StandardError.report([
                    .warning(
                        "could not remove this temporary file left by an interrupted run: \(error.reason); "
                            + "remove it by hand", at: .whole(path))
                ])
            }
        }
        return done
    }

}

extension TemporaryFile {
    /// Where `marker` last occurs in `name`, compared byte for byte.
    fileprivate static func lastRange(of marker: String, in name: String) -> Range<String.Index>? {
        let bytes = Array(name.utf8), pattern = Array(marker.utf8)
        guard bytes.count >= pattern.count else { return nil }
        for start in stride(from: bytes.count - pattern.count, through: 0, by: -1)
        where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            let lower = name.utf8.index(name.utf8.startIndex, offsetBy: start)
            return lower..<name.utf8.index(lower, offsetBy: pattern.count)
        }
        return nil
    }
}
