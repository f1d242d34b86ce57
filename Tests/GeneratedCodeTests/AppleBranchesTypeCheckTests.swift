import Foundation
import XCTest

/// Linux has no UIKit, AppKit or SwiftUI, so the Apple-only branches of the committed generated code
/// are never compiled by `swift build` here. This test type-checks every `generated/*.swift` file
/// against declaration-only stand-ins for those frameworks, once per platform flavour.
final class AppleBranchesTypeCheckTests: XCTestCase {
    /// <repo>/Tests/GeneratedCodeTests/AppleBranchesTypeCheckTests.swift → <repo>
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The committed output of `palettec generate`: the code under test.
    static let generatedFolder = repoRoot.appendingPathComponent("generated")
    /// The stand-in frameworks (Swift sources, not a SwiftPM target).
    static let standInsFolder = repoRoot.appendingPathComponent("Tests/Fixtures/AppleStandIns")

    func testUIKitBranches() throws {
        try typeCheckGenerated(
            standIns: ["CoreGraphics", "UIKit", "SwiftUI"],
            probe: "canImport(UIKit) && canImport(SwiftUI) && !canImport(AppKit)"
        )
    }

    func testAppKitBranches() throws {
        try typeCheckGenerated(
            standIns: ["CoreGraphics", "AppKit", "SwiftUI"],
            probe: "canImport(AppKit) && canImport(SwiftUI) && !canImport(UIKit)"
        )
    }

    /// SwiftUI without UIKit or AppKit, as on watchOS: the `Color(.sRGB, red:…)` fallback.
    func testSwiftUIOnlyBranches() throws {
        try typeCheckGenerated(
            standIns: ["CoreGraphics", "SwiftUI"],
            probe: "canImport(SwiftUI) && !canImport(UIKit) && !canImport(AppKit)"
        )
    }

    /// Builds `standIns` (in dependency order) into a fresh folder, then type-checks generated/ against
    /// them, plus a probe file that fails to compile unless `probe` holds, so a run that silently
    /// missed the stand-ins cannot pass.
    private func typeCheckGenerated(standIns: [String], probe: String) throws {
        #if !os(Linux)
        throw XCTSkip("On Apple platforms the GeneratedPalettes target compiles against the real SDKs.")
        #else
        let generated = try swiftFiles(in: Self.generatedFolder)
        guard !generated.isEmpty else {
            return XCTFail("\(Self.generatedFolder.path) holds no .swift files; run `palettec generate`.")
        }

        let modules = FileManager.default.temporaryDirectory
            .appendingPathComponent("palettec-standins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }

        for name in standIns {
            let source = Self.standInsFolder.appendingPathComponent("\(name).swift").path
            guard try swiftc(
                "-swift-version", "6", "-emit-module", "-parse-as-library", "-module-name", name,
                "-I", modules.path, "-emit-module-path", modules.appendingPathComponent("\(name).swiftmodule").path,
                source
            ) else { return }
        }

        let probeFile = modules.appendingPathComponent("StandInsProbe.swift")
        try "#if !(\(probe))\n#error(\"stand-ins not found: \(probe)\")\n#endif\n"
            .write(to: probeFile, atomically: true, encoding: .utf8)
        try swiftc(
            ["-swift-version", "6", "-typecheck", "-parse-as-library", "-module-name", "GeneratedPalettes",
             "-I", modules.path] + generated.map(\.path) + [probeFile.path]
        )
        #endif
    }

    private func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    @discardableResult
    private func swiftc(_ arguments: String..., file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        try swiftc(arguments, file: file, line: line)
    }

    /// Runs swiftc and fails the test, with its output, unless it exits with status 0.
    @discardableResult
    private func swiftc(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let (executable, prefix) = Self.swiftcCommand
        let process = Process()
        process.executableURL = executable
        process.arguments = prefix + arguments
        let output = Pipe()  // stdout and stderr both; read to the end before waiting, so it cannot fill up
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(
            process.terminationStatus, 0,
            "swiftc failed:\n\(([executable.path] + prefix + arguments).joined(separator: " "))\n\(text)",
            file: file, line: line
        )
        return process.terminationStatus == 0
    }

    /// `$SWIFTC`, else the first `swiftc` on PATH (the running toolchain's), else `/usr/bin/env swiftc`.
    private static let swiftcCommand: (URL, [String]) = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"], !path.isEmpty {
            return (URL(fileURLWithPath: path), [])
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return (candidate, []) }
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"])
    }()
}
