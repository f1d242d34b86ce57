import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// `PalettePreviews.swift` for the fixtures (`Tests/Fixtures/SwiftUIPreviews`), with the palettes' Swift,
/// type-checked as a debug build against the Apple stand-ins in every flavour, embedding the support file and
/// importing PaletteRuntime.
///
/// `#Preview` is Xcode's macro, whose plugin no Linux toolchain has. The stand-in declares it with Xcode's
/// signature, so swiftc type-checks each use's title and body closure, then reports that the plugin is
/// missing: these tests accept exactly one such report per `#Preview` and no other error. The expansion, and
/// the canvas that shows it, need a Mac with Xcode.
final class SwiftUIPreviewsTypeCheckTests: XCTestCase {
    /// What swiftc says of each `#Preview` when the macro's plugin is missing.
    static let missingPlugin =
        "error: external macro implementation type 'PreviewsMacros.SwiftUIView' could not be found for macro "
        + "'Preview(_:body:)'"

    func testPlain() throws { try typeCheckBothWays(.plain) }

    func testUIKit() throws { try typeCheckBothWays(.uiKit) }

    func testAppKit() throws { try typeCheckBothWays(.appKit) }

    func testSwiftUIOnly() throws { try typeCheckBothWays(.swiftUIOnly) }

    /// A mistake in a `#Preview`'s body is an error of its own, so the checks above prove the bodies right.
    func testAMistakeInAPreviewsBodyIsCaught() throws {
        try skipUnlessLinux()
        let run = try typeCheck(.swiftUIOnly, runtime: .embed) {
            $0.replacingOccurrences(of: "PalettecPreviews.Page(rows: PalettecPreviews.rows0())", with: "Page(rows: 0)")
        }
        XCTAssertFalse(Self.onlyTheMacroIsMissing(run, previews: 4), run.report)
        XCTAssertTrue(run.output.contains("Page"), run.report)
    }

    /// Without `DEBUG` the file declares nothing, so a release build type-checks none of it (a type that does
    /// not exist goes unnoticed; the file is still parsed).
    func testAReleaseBuildCompilesNoneOfIt() throws {
        try skipUnlessLinux()
        let run = try typeCheck(.swiftUIOnly, runtime: .embed, conditions: []) {
            $0.replacingOccurrences(of: "let name: String", with: "let name: NoSuchType")
        }
        XCTAssert(run.succeeded, run.report)
    }

    /// A palette of 3,000 colors, with checks, type-checks in seconds: one statement a color.
    func testThousandsOfColorsTypeCheckQuickly() throws {
        try skipUnlessLinux()
        var yaml = "palette: Large\ncolors:\n"
        for group in 0..<30 {
            yaml += "  group\(group):\n"
            for color in 0..<100 {
                let gray = String(format: "%02X", (group * 7 + color) % 256)
                yaml += "    color\(color): { light: \"#\(gray)\(gray)\(gray)\", dark: \"#FFFFFF\" }\n"
            }
        }
        yaml += "contrast:\n"
        for group in 0..<30 {
            yaml += "  - { foreground: group\(group).color0, background: group\(group).color99, minimum: 1 }\n"
        }
        let source = PaletteSource(path: "palettes/large.yml", bytes: Array(yaml.utf8))
        let (palette, diagnostics) = PaletteCompiler.compile(source)
        XCTAssertFalse(diagnostics.containsErrors, "\(diagnostics.map(\.formatted))")
        let files = PaletteCompiler.render([try XCTUnwrap(palette)], options: RenderOptions(swiftUIPreviews: true))
            .files
        let start = Date()
        let run = try typeCheck(files, .uiKit, runtime: .embed, conditions: ["DEBUG"])
        let seconds = Date().timeIntervalSince(start)
        XCTAssertTrue(Self.onlyTheMacroIsMissing(run, previews: 1), run.report)
        XCTAssertLessThan(seconds, 120, "type-checking 3,000 colors' previews took \(Int(seconds)) s")
        print("SwiftUIPreviewsTypeCheckTests: 3,000 colors type-checked in \(String(format: "%.1f", seconds)) s")
    }

    private func typeCheckBothWays(_ flavour: SwiftTypeChecker.Flavour) throws {
        try skipUnlessLinux()
        for runtime in RuntimeMode.allCases {
            let run = try typeCheck(flavour, runtime: runtime)
            if flavour == .plain {
                XCTAssert(run.succeeded, "\(runtime): \(run.report)")
            } else {
                XCTAssertTrue(Self.onlyTheMacroIsMissing(run, previews: 4), "\(runtime): \(run.report)")
            }
        }
    }

    /// The fixtures' Swift and previews, as `generate --swiftui-previews` writes them, with `edit` made to the
    /// previews.
    private func typeCheck(
        _ flavour: SwiftTypeChecker.Flavour, runtime: RuntimeMode, conditions: [String] = ["DEBUG"],
        edit: (String) -> String = { $0 }
    ) throws -> SwiftTypeChecker.Run {
        let palettes = try SwiftUIPreviewsRendererFixtures.compiled()
        var files = PaletteCompiler.render(palettes, options: RenderOptions(runtime: runtime, swiftUIPreviews: true))
            .files
        for index in files.indices where files[index].path == PaletteFileNames.previewsFile {
            files[index] = RenderedFile(path: files[index].path, contents: edit(files[index].contents))
        }
        return try typeCheck(files, flavour, runtime: runtime, conditions: conditions)
    }

    private func typeCheck(
        _ rendered: [RenderedFile], _ flavour: SwiftTypeChecker.Flavour, runtime: RuntimeMode, conditions: [String]
    ) throws -> SwiftTypeChecker.Run {
        let folder = try SwiftTypeChecker.makeTemporaryFolder("palettec-previews")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for file in rendered where file.path.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(file.path)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        let runtimeFiles = try RepositoryFiles.files(in: "Sources/PaletteRuntime", extensions: ["swift"])
        return try SwiftTypeChecker.withStandIns(for: flavour) { standIns in
            if runtime == .import {
                let library = try SwiftTypeChecker.buildModule(
                    runtimeFiles, named: "PaletteRuntime", standIns: standIns)
                guard library.succeeded else { return library }
            }
            return try SwiftTypeChecker.typeCheck(files, standIns: standIns, conditions: conditions)
        }
    }

    /// swiftc's only errors are one missing macro plugin per `#Preview`.
    static func onlyTheMacroIsMissing(_ run: SwiftTypeChecker.Run, previews: Int) -> Bool {
        let errors = run.output.split(separator: "\n").filter { $0.contains("error: ") && !$0.contains("|") }
        return !run.succeeded && errors.count == previews && errors.allSatisfy { $0.contains(missingPlugin) }
    }

    private func skipUnlessLinux() throws {
        #if !os(Linux)
        throw XCTSkip("On Apple platforms the real SDKs stand in for themselves.")
        #endif
    }
}

/// The fixtures `SwiftUIPreviewsRendererTests` compares, compiled: read here too, as this target cannot see
/// that one.
enum SwiftUIPreviewsRendererFixtures {
    static let paths = [
        "Tests/Fixtures/SwiftUIPreviews/palettes/checked.yml", "Tests/Fixtures/BrandedPalettes/palettes/shop.yml",
    ]

    static func compiled() throws -> [Palette] {
        try paths.map { path in
            let source = PaletteSource(
                path: "palettes/" + URL(fileURLWithPath: path).lastPathComponent,
                bytes: Array(try Data(contentsOf: RepositoryFiles.url(path))))
            let (palette, diagnostics) = PaletteCompiler.compile(source)
            guard let palette, !diagnostics.containsErrors else {
                throw XCTSkip("\(path) does not compile: \(diagnostics.map(\.formatted))")
            }
            return palette
        }
    }
}
