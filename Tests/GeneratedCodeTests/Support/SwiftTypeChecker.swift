import Foundation
import TestSupport

/// Runs `swiftc -typecheck` over generated Swift, on plain Linux or against the Apple framework
/// stand-ins in `Tests/Fixtures/AppleStandIns`; or builds it with a `main.swift` against them and runs it.
enum SwiftTypeChecker {
    static let standInsFolder = RepositoryFiles.url("Tests/Fixtures/AppleStandIns")

    /// One platform the generated code must compile for.
    enum Flavour: String, CaseIterable, Sendable {
        /// The host toolchain alone: on Linux, no UIKit, AppKit or SwiftUI.
        case plain
        case uiKit = "UIKit+SwiftUI"
        case appKit = "AppKit+SwiftUI"
        /// SwiftUI without UIKit or AppKit, as on watchOS.
        case swiftUIOnly = "SwiftUI"

        /// The stand-in modules to build, in dependency order.
        var standIns: [String] {
            switch self {
            case .plain: return []
            case .uiKit: return ["CoreGraphics", "UIKit", "SwiftUI"]
            case .appKit: return ["CoreGraphics", "AppKit", "SwiftUI"]
            case .swiftUIOnly: return ["CoreGraphics", "SwiftUI"]
            }
        }

        /// What must hold in the type-checked module, so that a run that silently missed (or picked up)
        /// the stand-ins cannot pass.
        var probe: String {
            switch self {
            case .plain:
                #if os(Linux)
                return "!canImport(UIKit) && !canImport(AppKit) && !canImport(SwiftUI)"
                #else
                return "true"  // the real SDK: whatever it has
                #endif
            case .uiKit: return "canImport(UIKit) && canImport(SwiftUI) && !canImport(AppKit)"
            case .appKit: return "canImport(AppKit) && canImport(SwiftUI) && !canImport(UIKit)"
            case .swiftUIOnly: return "canImport(SwiftUI) && !canImport(UIKit) && !canImport(AppKit)"
            }
        }
    }

    /// What one run of swiftc, or of a program it built, printed, and whether it succeeded.
    typealias Run = ToolRun

    struct BuildError: Error, CustomStringConvertible {
        var run: Run
        var description: String { "building the stand-ins failed: \(run.report)" }
    }

    /// Builds the stand-ins `flavour` needs into `folder`, which must exist and be empty of other
    /// stand-ins: as modules, and with `linkable` also as static libraries for `buildAndRun`. Throws
    /// with swiftc's output when one does not build.
    static func buildStandIns(for flavour: Flavour, into folder: URL, linkable: Bool = false) throws {
        for name in flavour.standIns {
            let library =
                linkable ? ["-emit-library", "-static", "-o", folder.appendingPathComponent("lib\(name).a").path] : []
            let run = try swiftc(
                [
                    "-swift-version", "6", "-emit-module", "-parse-as-library", "-module-name", name,
                    "-I", folder.path, "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
                    standInsFolder.appendingPathComponent("\(name).swift").path,
                ] + library)
            guard run.succeeded else { throw BuildError(run: run) }
        }
        let probe = "#if !(\(flavour.probe))\n#error(\"wrong platform for this check: \(flavour.probe)\")\n#endif\n"
        try probe.write(to: probeFile(in: folder), atomically: true, encoding: .utf8)
    }

    /// Builds the stand-ins `flavour` needs into a fresh temporary folder, gives it to `body`, then
    /// removes it.
    static func withStandIns<Result>(
        for flavour: Flavour, linkable: Bool = false, _ body: (URL) throws -> Result
    ) throws -> Result {
        let folder = try makeTemporaryFolder("palettec-standins")
        defer { try? FileManager.default.removeItem(at: folder) }
        try buildStandIns(for: flavour, into: folder, linkable: linkable)
        return try body(folder)
    }

    /// Type-checks `files` as one module, with the stand-ins (and the probe) built by `buildStandIns`
    /// into `standIns`. Whole-module: one frontend process instead of one per few files, two to three
    /// times faster for these small modules.
    /// `conditions` are compilation conditions set for the check (`DEBUG`, as a debug build sets).
    static func typeCheck(
        _ files: [URL], standIns: URL, moduleName: String = "GeneratedPalettes", conditions: [String] = []
    ) throws -> Run {
        try swiftc(
            [
                "-swift-version", "6", "-typecheck", "-parse-as-library", "-wmo", "-module-name", moduleName,
                "-package-name", "PalettecChecks",
                "-I", standIns.path,
            ]
                + conditions.flatMap { ["-D", $0] } + files.map(\.path) + [probeFile(in: standIns).path]
        )
    }

    /// Builds `files` as the module `name` into `standIns`, against the stand-ins built there, for code
    /// that imports it (`--runtime import`'s PaletteRuntime).
    static func buildModule(_ files: [URL], named name: String, standIns: URL) throws -> Run {
        try swiftc(
            [
                "-swift-version", "6", "-emit-module", "-parse-as-library", "-wmo", "-module-name", name,
                "-I", standIns.path, "-emit-module-path", standIns.appendingPathComponent("\(name).swiftmodule").path,
            ] + files.map(\.path))
    }

    /// Builds `files`, one of them a `main.swift`, into a program linked with the stand-in libraries
    /// that `buildStandIns(for: flavour, into: standIns, linkable: true)` built, and runs it: the
    /// program's run, or swiftc's when it does not build.
    static func buildAndRun(_ files: [URL], flavour: Flavour, standIns: URL) throws -> Run {
        let program = standIns.appendingPathComponent("program")
        let libraries = flavour.standIns.reversed().map { "-l\($0)" }  // each before what it needs, for the linker
        let build = try swiftc(
            [
                "-swift-version", "6", "-module-name", "GeneratedPalettesProgram", "-I", standIns.path, "-L",
                standIns.path,
            ]
                + libraries + files.map(\.path) + [probeFile(in: standIns).path, "-o", program.path]
        )
        guard build.succeeded else { return build }
        return try ToolRun.run(program, [])
    }

    private static func probeFile(in folder: URL) -> URL {
        folder.appendingPathComponent("StandInsProbe.swift")
    }

    /// Runs swiftc with `arguments`, stdout and stderr together.
    static func swiftc(_ arguments: [String]) throws -> Run {
        let (executable, prefix) = swiftcCommand
        return try ToolRun.run(executable, prefix + arguments)
    }

    /// `$SWIFTC`, else the first `swiftc` on PATH (the running toolchain's), else `/usr/bin/env swiftc`.
    private static let swiftcCommand: (URL, [String]) = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"], !path.isEmpty {
            return (URL(fileURLWithPath: path), [])
        }
        if let found = ToolRun.find("swiftc") { return (found, []) }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"])
    }()

    /// A fresh folder under the temporary directory.
    static func makeTemporaryFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
