import Foundation
@testable import PaletteCore
import XCTest
@testable import PaletteCLI

/// Which files in the output folder palettec may change, and which names collide.
final class FolderPlanTests: XCTestCase {
    /// A folder whose name ends in `.swift` is not a generated file; it must be left alone, not read.
    func testAFolderNamedLikeASwiftFileIsLeftAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try FileManager.default.createDirectory(
            at: sandbox.url("generated/Extras.swift"), withIntermediateDirectories: true)

        let generate = try sandbox.run(["generate"])
        XCTAssertStatus(generate, 0)
        XCTAssertEqual(try sandbox.entries(in: "generated"), (expectedGeneratedFiles + ["Extras.swift"]).sorted())

        XCTAssertStatus(try sandbox.run(["check"]), 0)
    }

    /// `Brand.swift` and `BRAND.swift` are one file on macOS. The compiler rejects two such palettes
    /// first; the plan refuses them too, whatever produced them.
    func testTwoFilesToWriteDifferingOnlyByCaseAreAConflict() {
        let files = [
            RenderedFile(path: "Brand.swift", contents: "a"), RenderedFile(path: "BRAND.swift", contents: "b"),
        ]

        let plan = FolderPlan.single(files, in: "/nonexistent/palettec-test-output")

        XCTAssertEqual(
            plan.conflicts,
            [
                .sameNameButCase(
                    path: "/nonexistent/palettec-test-output/BRAND.swift", palettecName: "Brand.swift",
                    bothGenerated: true)
            ])
    }

    func testAnotherFileDifferingOnlyByCaseFromAGeneratedOneIsAnError() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("extension Brand {}\n", to: "generated/brand.swift")
        guard try sandbox.entries(in: "generated") == ["brand.swift"], !sandbox.exists("generated/Brand.swift") else {
            throw XCTSkip("this file system ignores case; there the file is simply in the way")
        }

        let result = try sandbox.run(["generate"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains(
                "generated/brand.swift: error: this differs only by case from Brand.swift, which palettec writes here; "
                    + "they are one file on case-insensitive file systems (macOS, Windows); rename or move it"),
            result.stderr)
        XCTAssertEqual(try sandbox.entries(in: "generated"), ["brand.swift"])
    }

    func testAnOutputPathThatIsAFileIsAnError() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("notes\n", to: "generated")

        let result = try sandbox.run(["generate"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(result.stderr.hasPrefix("generated: error: this is not a folder"), result.stderr)
        XCTAssertEqual(try sandbox.read("generated"), "notes\n")
    }

    /// `--output notes.txt/out` names the file in the way, not a folder that could not be read.
    func testAnOutputFolderInsideAFileNamesTheFile() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("notes\n", to: "notes.txt")

        let result = try sandbox.run(["generate", "--output", "notes.txt/out"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines.first,
            "notes.txt/out: error: notes.txt is a file, so this folder cannot be made inside it; choose another --output"
        )
        XCTAssertEqual(try sandbox.read("notes.txt"), "notes\n")
    }

    /// A catalog path that is a file is the catalog's problem, named by its own option.
    func testACatalogThatIsAFileNamesTheCatalogOption() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("notes\n", to: "Colors.xcassets")

        let result = try sandbox.run(["generate", "--asset-catalog", "Colors.xcassets"])

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines.first,
            "Colors.xcassets: error: this is not a folder, and palettec writes its files into a folder here; "
                + "choose another --asset-catalog")
        XCTAssertFalse(sandbox.exists("generated"))
    }

    /// A stale Swift file palettec cannot read may be its own output or not: `generate` and `check`
    /// say so rather than keep it in silence.
    func testAStaleFileThatCannotBeReadIsAnError() throws {
        let launcher = try Sandbox.unprivilegedLauncher()
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try sandbox.write("palette: Z\ncolors:\n  blue: \"#0000FF\"\n", to: "palettes/z.yml")
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        try sandbox.remove("palettes/z.yml")
        try sandbox.setMode(0, of: "generated/Z.swift")
        let before = try sandbox.snapshot("generated")
        let message =
            "generated/Z.swift: error: could not read this file to tell whether palettec wrote it: Permission denied; make it readable, or move it"

        let generate = try sandbox.run(["generate"], launcher: launcher)
        let check = try sandbox.run(["check"], launcher: launcher)

        XCTAssertStatus(generate, 1)
        XCTAssertTrue(generate.stderrLines.contains(message), generate.stderr)
        XCTAssertEqual(try sandbox.snapshot("generated"), before)
        XCTAssertStatus(check, 1)
        XCTAssertTrue(check.stderrLines.contains(message), check.stderr)
    }
}
