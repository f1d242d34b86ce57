import Foundation
import TestSupport
import XCTest

/// Distribution/palettec-plugins, the package app teams use, is palettec's plugins over a prebuilt binary:
/// its plugins, PaletteRuntime and LICENSE are this package's (the same sources, the same declarations),
/// and the copy Scripts/release/plugin-package.sh publishes holds them as current files.
final class DistributionPackageTests: XCTestCase {
    private let distribution = "Distribution/palettec-plugins"
    private let linkedSources = [
        "Plugins/PaletteBuildPlugin", "Plugins/PaletteCommandPlugin", "Sources/PaletteRuntime",
    ]

    func testThePluginsAndRuntimeAreThisPackagesSources() throws {
        for folder in linkedSources + ["LICENSE"] {
            let link = RepositoryFiles.url("\(distribution)/\(folder)")
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
            let up = String(repeating: "../", count: 1 + folder.split(separator: "/").count)
            XCTAssertEqual(destination, up + folder, "\(folder) is a link to palettec's \(folder)")
            XCTAssertEqual(
                link.resolvingSymlinksInPath().path, RepositoryFiles.url(folder).resolvingSymlinksInPath().path)
        }
    }

    func testThePluginsAreDeclaredAsInThisPackage() throws {
        let here = try pluginDeclarations(in: "Package.swift")
        let there = try pluginDeclarations(in: "\(distribution)/Package.swift")
        XCTAssertEqual(here.count, 4, "both plugins, as products and as targets, found in Package.swift")
        XCTAssertEqual(there, here, "\(distribution)/Package.swift declares its plugins as Package.swift does")
    }

    func testTheReleaseStampsTheBinaryTargetWithItsURLAndChecksum() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plugin-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let checksum = String(repeating: "0123456789abcdef", count: 4)
        let url = "https://example.com/releases/download/1.2.3/palettec.artifactbundle.zip"
        let run = try ToolRun.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                RepositoryFiles.url("Scripts/release/plugin-package.sh").path,
                "--output", output.path, "--url", url, "--checksum", checksum,
            ])
        XCTAssertTrue(run.succeeded, run.report)
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(
            manifest.contains(".binaryTarget(name: \"palettec\", url: \"\(url)\", checksum: \"\(checksum)\"),"),
            manifest)
        XCTAssertFalse(manifest.contains("path: \"palettec.artifactbundle\""), "the local path is replaced")
        let published = linkedSources.flatMap { folder in
            RepositoryFiles.relativePaths(under: folder).map { "\(folder)/\($0)" }
        }
        XCTAssertEqual(published.count, 10, "every file of the plugins and the runtime: \(published)")
        for file in published {
            let copy = output.appendingPathComponent(file)
            let values = try copy.resourceValues(forKeys: [.isSymbolicLinkKey])
            XCTAssertEqual(values.isSymbolicLink, false, "\(file) is published as a file, not a link")
            XCTAssertEqual(
                try Data(contentsOf: copy), try Data(contentsOf: RepositoryFiles.url(file)),
                "\(file) is published as it is here")
        }

        let refused = try ToolRun.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                RepositoryFiles.url("Scripts/release/plugin-package.sh").path,
                "--output", output.path, "--url", "https://e.com/a\"b", "--checksum", checksum,
            ])
        XCTAssertEqual(refused.status, 64, "a URL a Swift string cannot hold is refused: \(refused.report)")
    }

    /// palettec's LICENSE goes wherever palettec goes: in the published plugin package, as a file, and in
    /// the artifact bundle beside the licences of what the binary links (a bundle assembled here from a
    /// stand-in macOS binary, which is never run on Linux).
    func testTheLicenceShipsInThePluginPackageAndTheBundle() throws {
        let licence = try Data(contentsOf: RepositoryFiles.url("LICENSE"))
        XCTAssertTrue(String(decoding: licence, as: UTF8.self).hasPrefix("MIT License\n"))
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("licence-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

        let package = try ToolRun.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                RepositoryFiles.url("Scripts/release/plugin-package.sh").path, "--output",
                work.appendingPathComponent("palettec-plugins").path, "--url", "https://example.com/p.zip",
                "--checksum", String(repeating: "0123456789abcdef", count: 4),
            ])
        XCTAssertTrue(package.succeeded, package.report)
        let published = work.appendingPathComponent("palettec-plugins/LICENSE")
        XCTAssertEqual(try published.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink, false)
        XCTAssertEqual(try Data(contentsOf: published), licence, "the plugin package's LICENSE is palettec's")

        let standIn = work.appendingPathComponent("palettec")
        try Data("#!/bin/sh\n".utf8).write(to: standIn)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: standIn.path)
        let bundle = try ToolRun.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                RepositoryFiles.url("Scripts/release/assemble-bundle.sh").path, "--output",
                work.appendingPathComponent("bundle").path, "arm64-apple-macosx=\(standIn.path)",
            ])
        XCTAssertTrue(bundle.succeeded, bundle.report)
        XCTAssertEqual(
            try Data(contentsOf: work.appendingPathComponent("bundle/palettec.artifactbundle/LICENSE")), licence,
            "the artifact bundle's LICENSE is palettec's")
    }

    /// The `.plugin(` declarations of a manifest's products and targets, each from its comment to its closing line.
    private func pluginDeclarations(in manifest: String) throws -> [String] {
        let lines = try String(contentsOf: RepositoryFiles.url(manifest), encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var declarations: [String] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            defer { index += 1 }
            guard lines[index].hasPrefix("        .plugin(") else { continue }
            var start = index
            while start > lines.startIndex, lines[start - 1].hasPrefix("        //") { start -= 1 }
            // One line, or open over several lines up to the one that closes it at the same indent.
            var end = index
            if !lines[index].hasSuffix("),") {
                while end < lines.endIndex - 1, lines[end] != "        )," { end += 1 }
            }
            declarations.append(lines[start...end].joined(separator: "\n"))
            index = end
        }
        return declarations
    }
}
