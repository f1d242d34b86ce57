import Foundation
import XCTest

/// Linux has no UIKit, AppKit or SwiftUI, so the Apple-only branches of the committed generated code
/// are never compiled by `swift build` here. This test type-checks every `generated/*.swift` file
/// against declaration-only stand-ins for those frameworks, once per platform flavour.
final class AppleBranchesTypeCheckTests: XCTestCase {
    /// The committed output of `palettec generate`: the code under test.
    static let generatedFolder = SwiftTypeChecker.repoRoot.appendingPathComponent("generated")

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

    /// Builds the flavour's stand-ins into a fresh folder, then type-checks generated/ against them,
    /// plus a probe file that fails to compile unless the flavour's frameworks (and only those) are there.
    private func typeCheckGenerated(_ flavour: SwiftTypeChecker.Flavour) throws {
        #if !os(Linux)
        throw XCTSkip("On Apple platforms the GeneratedPalettes target compiles against the real SDKs.")
        #else
        let generated = try swiftFiles(in: Self.generatedFolder)
        guard !generated.isEmpty else {
            return XCTFail("\(Self.generatedFolder.path) holds no .swift files; run `palettec generate`.")
        }

        let modules = try SwiftTypeChecker.makeTemporaryFolder("palettec-standins")
        defer { try? FileManager.default.removeItem(at: modules) }
        try SwiftTypeChecker.buildStandIns(for: flavour, into: modules)

        let run = try SwiftTypeChecker.typeCheck(generated, standIns: modules)
        XCTAssert(run.succeeded, run.report)
        #endif
    }

    private func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
