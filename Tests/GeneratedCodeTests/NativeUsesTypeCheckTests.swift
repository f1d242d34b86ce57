import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// The uses issue #37 promises, as an app writes them (`Tests/Fixtures/NativeUses`), type-checked against
/// the Apple stand-ins in every flavour: a palette color as a SwiftUI style (`.foregroundStyle(Brand.Text.primary)`)
/// with generated/ as committed, and with static members on, `.foregroundStyle(.brandTextPrimary)`,
/// `UIColor.brandTextPrimary` and `NSColor.brandTextPrimary` with the repository's palettes rendered so.
final class NativeUsesTypeCheckTests: XCTestCase {
    private static let samples = RepositoryFiles.url("Tests/Fixtures/NativeUses")
    private static let styleSample = samples.appendingPathComponent("PaletteColorAsStyle.swift")
    private static let staticMembersSample = samples.appendingPathComponent("StaticMembers.swift")

    func testUIKit() throws { try typeCheckUses(.uiKit) }

    func testAppKit() throws { try typeCheckUses(.appKit) }

    func testSwiftUIOnly() throws { try typeCheckUses(.swiftUIOnly) }

    /// Without static members the second sample must not compile: the check would otherwise prove nothing.
    func testTheStaticMembersSampleNeedsTheMembers() throws {
        try skipUnlessLinux()
        let generated = try GeneratedFolder.swiftFiles()
        let run = try SwiftTypeChecker.withStandIns(for: .uiKit) { standIns in
            try SwiftTypeChecker.typeCheck(generated + [Self.staticMembersSample], standIns: standIns)
        }
        XCTAssertFalse(run.succeeded)
        XCTAssertTrue(run.output.contains("brandTextPrimary"), run.report)
    }

    private func typeCheckUses(_ flavour: SwiftTypeChecker.Flavour) throws {
        try skipUnlessLinux()
        let generated = try GeneratedFolder.swiftFiles()
        let withMembers = try SwiftTypeChecker.makeTemporaryFolder("palettec-static-members")
        defer { try? FileManager.default.removeItem(at: withMembers) }
        let rendered = try Self.repositoryPalettes(options: RenderOptions(staticMembers: true)).filter {
            $0.path.hasSuffix(".swift")
        }
        for file in rendered {
            try file.contents.write(
                to: withMembers.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let runs = try SwiftTypeChecker.withStandIns(for: flavour) { standIns in
            [
                try SwiftTypeChecker.typeCheck(generated + [Self.styleSample], standIns: standIns),
                try SwiftTypeChecker.typeCheck(
                    rendered.map { withMembers.appendingPathComponent($0.path) }
                        + [Self.styleSample, Self.staticMembersSample], standIns: standIns),
            ]
        }
        for run in runs { XCTAssert(run.succeeded, run.report) }
    }

    /// palettes/ compiled and rendered in memory with `options`.
    static func repositoryPalettes(options: RenderOptions) throws -> [RenderedFile] {
        let sources = try RepositoryFiles.files(in: "palettes", extensions: ["yml", "yaml"]).map { url in
            PaletteSource(
                path: url.path, displayPath: "palettes/" + url.lastPathComponent,
                bytes: [UInt8](try Data(contentsOf: url)))
        }
        let result = PaletteCompiler.compile(sources)
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(StaticMemberClashes.diagnostics(result.palettes).map(\.formatted), [])
        return PaletteCompiler.render(result.palettes, options: options).files
    }

    private func skipUnlessLinux() throws {
        #if !os(Linux)
        throw XCTSkip("On Apple platforms the real SDKs stand in for themselves.")
        #endif
    }
}
