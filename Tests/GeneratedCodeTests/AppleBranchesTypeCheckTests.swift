import Foundation
import TestSupport
import XCTest

/// Linux has no UIKit, AppKit or SwiftUI, so the Apple-only branches of the committed generated code
/// are never compiled by `swift build` here, nor are the PaletteRuntime library's. This test type-checks
/// every `generated/*.swift` file, and the library's, against stand-ins for those frameworks, once per
/// platform flavour (`AppleBranchesRunTests` runs generated/).
final class AppleBranchesTypeCheckTests: XCTestCase {
    func testUIKitBranches() throws {
        try typeCheckGenerated(.uiKit)
    }

    func testAppKitBranches() throws {
        try typeCheckGenerated(.appKit)
    }

    /// SwiftUI without UIKit or AppKit, as on watchOS: the `Color(.sRGB, red:…)` fallback.
    func testSwiftUIOnlyBranches() throws {
        try typeCheckGenerated(.swiftUIOnly)
    }

    /// Builds the flavour's stand-ins into a fresh folder, then type-checks generated/ against them, and
    /// the PaletteRuntime library's files (the support file and its brand section, public) as a module of
    /// its own, each plus a probe file that fails to compile unless the flavour's frameworks (and only
    /// those) are there.
    private func typeCheckGenerated(_ flavour: SwiftTypeChecker.Flavour) throws {
        #if !os(Linux)
        throw XCTSkip("On Apple platforms the GeneratedPalettes target compiles against the real SDKs.")
        #else
        let generated = try GeneratedFolder.swiftFiles()
        let runtime = try RepositoryFiles.files(in: "Sources/PaletteRuntime", extensions: ["swift"])
        XCTAssertEqual(runtime.map(\.lastPathComponent).sorted(), ["PaletteBrands.swift", "PaletteRuntime.swift"])
        let runs = try SwiftTypeChecker.withStandIns(for: flavour) { standIns in
            [
                try SwiftTypeChecker.typeCheck(generated, standIns: standIns),
                try SwiftTypeChecker.typeCheck(runtime, standIns: standIns, moduleName: "PaletteRuntime"),
            ]
        }
        for run in runs { XCTAssert(run.succeeded, run.report) }
        #endif
    }
}
