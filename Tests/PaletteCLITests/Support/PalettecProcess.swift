import Foundation
import TestSupport
import XCTest

/// The `palettec` executable SwiftPM built beside the test bundle.
enum PalettecBinary {
    static let name = "palettec"

    /// The folders the test bundle may live in: on Linux the `.xctest` is an executable in
    /// `.build/<triple>/debug/`; on macOS it is a bundle in that folder.
    static var candidateFolders: [URL] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let selfExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if selfExecutable.path != "/proc/self/exe" { folders.append(selfExecutable.deletingLastPathComponent()) }
        return folders
    }

    /// The binary, or an error naming every place looked at.
    static func url() throws -> URL {
        let fileManager = FileManager.default
        for folder in candidateFolders {
            let candidate = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                fileManager.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        let looked = candidateFolders.map(\.path).joined(separator: ", ")
        throw PalettecTestError(
            "the palettec executable was not found beside the test bundle (looked in: \(looked)); "
                + "build it with `swift build --scratch-path <path>` using the same scratch path as `swift test`")
    }
}

struct PalettecTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One finished run of palettec.
struct PalettecResult {
    var status: Int32
    var stdout: String
    var stderr: String

    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
}

/// A fresh temporary folder for one test: palettec runs in `work`, its output is captured in `io`.
final class Sandbox {
    let root: URL
    /// The current folder palettec runs in.
    let work: URL
    private let io: URL
    private let fileManager = FileManager.default

    init() throws {
        root = fileManager.temporaryDirectory
            .appendingPathComponent("palettec-cli-tests-\(UUID().uuidString)", isDirectory: true)
            .resolvingSymlinksInPath()
        work = root.appendingPathComponent("work", isDirectory: true)
        io = root.appendingPathComponent("io", isDirectory: true)
        try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        try fileManager.createDirectory(at: io, withIntermediateDirectories: true)
    }

    deinit { try? fileManager.removeItem(at: root) }

    func url(_ relative: String) -> URL { work.appendingPathComponent(relative) }

    // MARK: Fixtures and files

    /// `Tests/Fixtures/CLI`.
    static let fixtures = RepositoryFiles.url("Tests/Fixtures/CLI")

    /// Copies `Tests/Fixtures/CLI/<fixture>` (a file or folder) to `<work>/<destination>`.
    func copyFixture(_ fixture: String, to destination: String? = nil) throws {
        let target = url(destination ?? fixture)
        try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fileManager.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: target)
    }

    /// The two valid palettes, as `palettes/brand.yml` and `palettes/grays.yml`.
    func copyValidPalettes() throws { try copyFixture("palettes") }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        let target = url(relative)
        try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }

    func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: url(relative)), as: UTF8.self)
    }

    func exists(_ relative: String) -> Bool { fileManager.fileExists(atPath: url(relative).path) }

    func remove(_ relative: String) throws { try fileManager.removeItem(at: url(relative)) }

    /// Every name in a folder, hidden ones included, sorted.
    func entries(in relative: String) throws -> [String] {
        try fileManager.contentsOfDirectory(atPath: url(relative).path).sorted()
    }

    /// Every file under `relative` (hidden ones included) → its bytes; folders as "<name>/".
    func snapshot(_ relative: String = ".") throws -> [String: Data] {
        let base = url(relative)
        guard let enumerator = fileManager.enumerator(atPath: base.path) else { return [:] }
        var result: [String: Data] = [:]
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = fileManager.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isDirectory)
            result[isDirectory.boolValue ? path + "/" : path] =
                isDirectory.boolValue
                ? Data() : try Data(contentsOf: base.appendingPathComponent(path))
        }
        return result
    }

    static let oldDate = Date(timeIntervalSince1970: 1_000_000_000)  // 2001-09-09

    /// Sets every file in `relative` to `oldDate`, so a rewrite shows as a newer time.
    func ageFiles(in relative: String) throws {
        for name in try entries(in: relative) {
            try fileManager.setAttributes(
                [.modificationDate: Self.oldDate], ofItemAtPath: url(relative).appendingPathComponent(name).path)
        }
    }

    func modificationDate(_ relative: String) throws -> Date {
        let attributes = try fileManager.attributesOfItem(atPath: url(relative).path)
        guard let date = attributes[.modificationDate] as? Date else {
            throw PalettecTestError("no modification date for \(relative)")
        }
        return date
    }

    // MARK: Running

    /// Runs palettec with `arguments` in `work` (or `directory`), waiting at most `timeout` seconds.
    /// `launcher` runs first and is handed palettec's path and arguments (`setpriv ...`, `bash -c ...`).
    func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], launcher: [String] = [],
        timeout: TimeInterval = 20
    ) throws -> PalettecResult {
        let running = try start(arguments, in: directory, environment: environment, launcher: launcher)
        if running.finished.wait(timeout: .now() + timeout) == .timedOut {
            running.process.terminate()
            running.process.waitUntilExit()
            throw PalettecTestError("palettec \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        return try running.result()
    }

    /// Starts palettec and returns at once, for tests that act while it runs.
    /// stdout and stderr go to files, so a chatty run can never fill a pipe and block.
    func start(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], launcher: [String] = []
    ) throws -> RunningPalettec {
        let process = Process()
        let binary = try PalettecBinary.url()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory ?? work
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let id = UUID().uuidString
        let outURL = io.appendingPathComponent("\(id).out")
        let errURL = io.appendingPathComponent("\(id).err")
        guard fileManager.createFile(atPath: outURL.path, contents: nil),
            fileManager.createFile(atPath: errURL.path, contents: nil)
        else { throw PalettecTestError("could not create the files that capture palettec's output in \(io.path)") }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        return RunningPalettec(process: process, finished: finished, stdout: outURL, stderr: errURL)
    }
}

/// A palettec process started by `Sandbox.start`.
struct RunningPalettec {
    let process: Process
    let finished: DispatchSemaphore
    let stdout: URL
    let stderr: URL

    /// Waits for it to end, then returns its status and output.
    func result() throws -> PalettecResult {
        process.waitUntilExit()
        return PalettecResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdout), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderr), as: UTF8.self))
    }
}

/// The files `generate` writes for the two valid fixture palettes.
let expectedGeneratedFiles = ["Brand.swift", "Grays.swift", "PaletteSupport.swift", "manifest.json", "palettes.svg"]

/// Asserts the exit status, showing both streams when it is wrong.
func XCTAssertStatus(_ result: PalettecResult, _ expected: Int32, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(
        result.status, expected, "exit status; stdout:\n\(result.stdout)\nstderr:\n\(result.stderr)", file: file,
        line: line)
}
