import Foundation
import PaletteCore
import XCTest
@testable import PaletteCLI

/// Which files in the output folder palettec may change, and which names collide.
final class OutputPlanTests: XCTestCase {
    /// A folder whose name ends in `.swift` is not a generated file; it must be left alone, not read.
    func testAFolderNamedLikeASwiftFileIsLeftAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        try FileManager.default.createDirectory(at: sandbox.url("generated/Extras.swift"), withIntermediateDirectories: true)

        let generate = try sandbox.run(["generate"])
        XCTAssertStatus(generate, 0)
        XCTAssertEqual(try sandbox.entries(in: "generated"), (expectedGeneratedFiles + ["Extras.swift"]).sorted())

        XCTAssertStatus(try sandbox.run(["check"]), 0)
    }

    /// `Brand.swift` and `BRAND.swift` are one file on macOS. The compiler rejects two such palettes
    /// first; the plan refuses them too, whatever produced them.
    func testTwoFilesToWriteDifferingOnlyByCaseAreAConflict() {
        let files = [RenderedFile(path: "Brand.swift", contents: "a"), RenderedFile(path: "BRAND.swift", contents: "b")]

        let plan = OutputPlan.make(files, in: "/nonexistent/palettec-test-output", ownership: .anyPalettecFile)

        XCTAssertEqual(plan.conflicts, [
            .sameNameButCase(path: "/nonexistent/palettec-test-output/BRAND.swift", palettecName: "Brand.swift", bothGenerated: true),
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
        XCTAssertTrue(result.stderrLines.contains(
            "generated/brand.swift: error: this differs only by case from Brand.swift, which palettec writes here; "
                + "they are one file on case-insensitive file systems (macOS, Windows); rename or move it"), result.stderr)
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
}
