import Foundation

/// Helpers the test targets share: running a command-line tool (git, swiftc, rsvg-convert, python3)
/// and finding one on PATH.
public struct ToolRun: Sendable {
    public var commandLine: String
    public var status: Int32
    /// Standard output and standard error together, in the order written.
    public var output: String

    public var succeeded: Bool { status == 0 }
    /// The status, the command and what it printed, for a failure message.
    public var report: String { "exited \(status):\n\(commandLine)\n\(output)" }

    /// Runs `executable` with `arguments` (in `folder`, when given) and waits for it.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> ToolRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()  // read to the end before waiting, so it cannot fill up
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ToolRun(
            commandLine: ([executable.path] + arguments).joined(separator: " "),
            status: process.terminationStatus, output: text)
    }

    /// Runs a tool found through `/usr/bin/env`, such as `git`.
    public static func run(_ tool: String, _ arguments: [String], in folder: URL? = nil) throws -> ToolRun {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: folder)
    }

    /// The first executable called `name` on PATH, or an error saying how to install it: for a test that
    /// must fail, not skip, without it.
    public static func required(_ name: String, install: String) throws -> URL {
        guard let found = find(name) else { throw Failure(description: "\(name) is not on PATH; \(install)") }
        return found
    }

    /// What the Python script `name` in the calling test's folder printed. An error, with its output, when
    /// python3 is missing or the script fails (as one does, saying what to install, without a package it needs).
    public static func python(
        _ name: String, _ arguments: [String], besideTest testFile: String = #filePath
    ) throws -> String {
        let python = try required("python3", install: "apt-get install python3")
        let script = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(name)
        let run = try run(python, [script.path] + arguments)
        guard run.succeeded else { throw Failure(description: "\(name) \(run.report)") }
        return run.output
    }

    /// A tool a test needs that is missing or failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The first executable called `name` on PATH.
    public static func find(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
