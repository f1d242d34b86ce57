import PaletteCore

/// A palette file found among the inputs, under the three names it goes by.
struct PaletteFile: Equatable {
    /// The name diagnostics use, so a terminal or Xcode can open it: as the user spelled it, tidied.
    var path: String
    /// The name generated files use: the same for every spelling (see `DisplayPaths`).
    var displayPath: String
    /// Which file it is: one file reached by two spellings or routes is read once.
    var realPath: String
}

/// What the paths on the command line hold.
struct DiscoveredInputs {
    /// Sorted by display path, each file once.
    var files: [PaletteFile] = []
    /// The display names of the paths given. A generated file whose source lies under one of them
    /// belongs to this run.
    var inputNames: [String] = []
    /// Everything that could not be read, each an error at its path. Never skipped silently: a palette
    /// left unread would have its generated files removed as stale.
    var problems: [Diagnostic] = []
    /// `palettec.yml` files found in the folders walked: settings, not palettes.
    var configFiles: [String] = []
}

/// Turns the paths on the command line into palette sources: every `.yml`/`.yaml` file named, or inside
/// a named folder (hidden entries aside), read from disk.
struct InputDiscovery {
    var names: DisplayPaths

    /// A path that does not exist is a usage error; anything else that goes wrong is a problem to report.
    func discover(_ paths: [String]) throws -> DiscoveredInputs {
        var found = DiscoveredInputs()
        var files: [PaletteFile] = []
        for path in paths {
            let spelled = PathSpelling.tidy(path)
            do {
                let kind = try FileSystem.kind(of: path)
                if kind == .missing { throw CLIError.usage(.error("no such file or folder", at: .whole(path))) }
                let real = try FileSystem.realPath(path)
                let place = Place(path: spelled, displayPath: names.name(ofRealPath: real), realPath: real)
                found.inputNames.append(place.displayPath)
                switch kind {
                case .folder: walk(place, ancestors: [real], files: &files, found: &found)
                case .file: files.append(PaletteFile(path: spelled, displayPath: place.displayPath, realPath: real))
                case .special, .missing: found.problems.append(notARegularFile(spelled))
                }
            } catch let error as FileSystemError {
                found.problems.append(
                    .error(
                        "could not read it: \(error.reason); make it readable, or leave it out of the input",
                        at: .whole(spelled)))
            }
        }
        found.problems += Self.sameNameProblems(files)
        found.files = Self.eachOnce(files)
        return found
    }

    /// Each file's bytes; a file over `PaletteLimits.fileBytes` is not read at all and gets a diagnostic.
    func readSources(
        _ files: [PaletteFile]
    ) -> (sources: [PaletteSource], diagnostics: [Diagnostic], problems: [Diagnostic]) {
        var sources: [PaletteSource] = []
        var diagnostics: [Diagnostic] = []
        var problems: [Diagnostic] = []
        for file in files {
            do throws(FileSystemError) {
                switch try FileSystem.contents(of: file.realPath, limit: PaletteLimits.fileBytes) {
                case .bytes(let bytes):
                    sources.append(PaletteSource(path: file.path, displayPath: file.displayPath, bytes: bytes))
                case .tooLarge(let byteCount):
                    diagnostics.append(PaletteLimits.fileTooLarge(path: file.path, byteCount: byteCount))
                }
            } catch {
                problems.append(
                    .error(
                        "could not read the file: \(error.reason); make it readable, or leave it out of the input",
                        at: .whole(file.path)))
            }
        }
        return (sources, diagnostics, problems)
    }

    private struct Place {
        var path: String
        var displayPath: String
        var realPath: String

        func child(_ name: String) -> Place {
            Place(
                path: PathSpelling.join(path, name), displayPath: PathSpelling.join(displayPath, name),
                realPath: realPath + "/" + name)
        }
    }

    /// Lists every folder itself, since a folder that cannot be read must be an error, and follows
    /// symbolic links except back into a folder it is already inside.
    private func walk(
        _ folder: Place, ancestors: Set<String>, files: inout [PaletteFile], found: inout DiscoveredInputs
    ) {
        let names: [String]
        do throws(FileSystemError) {
            names = try FileSystem.entries(of: folder.realPath).filter { $0.utf8.first != UInt8(ascii: ".") }
        } catch {
            found.problems.append(
                .error(
                    "could not read the folder: \(error.reason); make it readable, or leave it out of the input",
                    at: .whole(folder.path)))
            return
        }
        var read: [String] = []
        for name in names {
            let entry = folder.child(name)
            do throws(FileSystemError) {
                switch try FileSystem.kind(of: entry.realPath) {
                case .folder:
                    read.append(name)
                    let real = try FileSystem.realPath(entry.realPath)
                    guard !ancestors.contains(real) else { continue }
                    walk(
                        Place(path: entry.path, displayPath: entry.displayPath, realPath: real),
                        ancestors: ancestors.union([real]), files: &files, found: &found)
                case .file where Self.isPalette(name):
                    read.append(name)
                    files.append(
                        PaletteFile(
                            path: entry.path, displayPath: entry.displayPath,
                            realPath: try FileSystem.realPath(entry.realPath)))
                case .special where Self.isPalette(name):
                    found.problems.append(notARegularFile(entry.path))
                case .file where name == PaletteFileNames.configFile:
                    found.configFiles.append(entry.path)
                case .file, .special, .missing:
                    continue
                }
            } catch {
                found.problems.append(
                    .error("could not read it: \(error.reason); make it readable, or remove it", at: .whole(entry.path))
                )
            }
        }
        found.problems += caseCollisions(read, in: folder)
    }

    static func isPalette(_ name: String) -> Bool {
        PaletteFileNames.isPaletteFileName(name)
    }

    /// Names one folder holds that differ only by case are one name on case-insensitive file systems
    /// (macOS and Windows by default): there, one of them could not exist.
    private func caseCollisions(_ names: [String], in folder: Place) -> [Diagnostic] {
        var first: [String: String] = [:]
        var problems: [Diagnostic] = []
        for name in names {
            let key = name.lowercased()
            if let earlier = first[key] {
                problems.append(
                    .error(
                        "'\(earlier)' and '\(name)' differ only by case, and are the same name on case-insensitive "
                            + "file systems "
                            + "(macOS, Windows); rename one of them", at: .whole(folder.child(name).path)))
            } else {
                first[key] = name
            }
        }
        return problems
    }

    private func notARegularFile(_ path: String) -> Diagnostic {
        .error(
            "this is not a regular file (a FIFO, socket or device), so palettec does not read it; "
                + "replace it with a palette file, or leave it out of the input", at: .whole(path))
    }

    /// Two different files outside the current folder can get the same display name; the generated
    /// files could not tell them apart.
    private static func sameNameProblems(_ files: [PaletteFile]) -> [Diagnostic] {
        var byName: [String: PaletteFile] = [:]
        var problems: [Diagnostic] = []
        for file in files.sorted(by: { ($0.displayPath, $0.path) < ($1.displayPath, $1.path) }) {
            if let other = byName[file.displayPath], other.realPath != file.realPath {
                problems.append(
                    .error(
                        "this file and \(other.path) would both be named '\(file.displayPath)' in the generated files; "
                            + "run palettec from a folder that contains both, so each is named by its path",
                        at: .whole(file.path)))
            } else {
                byName[file.displayPath] = file
            }
        }
        return problems
    }

    /// One entry per real file, under its smallest display path (so the choice does not depend on the
    /// order of the arguments), sorted by display path.
    private static func eachOnce(_ files: [PaletteFile]) -> [PaletteFile] {
        var byRealPath: [String: PaletteFile] = [:]
        for file in files {
            if let kept = byRealPath[file.realPath], (kept.displayPath, kept.path) <= (file.displayPath, file.path) {
                continue
            }
            byRealPath[file.realPath] = file
        }
        return byRealPath.values.sorted { ($0.displayPath, $0.path) < ($1.displayPath, $1.path) }
    }
}
