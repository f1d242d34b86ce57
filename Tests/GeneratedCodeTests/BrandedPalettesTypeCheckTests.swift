import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// Palettes with brands as palettec generates them (`Tests/Fixtures/BrandedPalettes`: two palettes with a brand
/// enum each, and the code an app writes to switch brand), type-checked against the Apple stand-ins in every
/// flavour: with the support file and its brand section embedded, and importing the PaletteRuntime library.
final class BrandedPalettesTypeCheckTests: XCTestCase {
    private static let fixtures = RepositoryFiles.url("Tests/Fixtures/BrandedPalettes")
    private static let palettes = ["Shop.swift", "Charts.swift"].map { fixtures.appendingPathComponent($0) }
    private static let appCode = fixtures.appendingPathComponent("BrandSwitching.swift")

    func testPlain() throws { try typeCheckBothWays(.plain) }

    func testUIKit() throws { try typeCheckBothWays(.uiKit) }

    func testAppKit() throws { try typeCheckBothWays(.appKit) }

    func testSwiftUIOnly() throws { try typeCheckBothWays(.swiftUIOnly) }

    /// The support file without its brand section does not declare what the palettes use: the checks above
    /// would otherwise prove nothing about the section.
    func testThePalettesNeedTheBrandSection() throws {
        let run = try typeCheckEmbedded(.plain, brands: false)
        XCTAssertFalse(run.succeeded)
        XCTAssertTrue(run.output.contains("PaletteBrand"), run.report)
    }

    /// A brand that is not the palette's does not compile.
    func testAMisspeltBrandDoesNotCompile() throws {
        let run = try typeCheckEmbedded(.plain, extra: "let misspelt = Shop.Brand.acmee\n")
        XCTAssertFalse(run.succeeded)
        XCTAssertTrue(run.output.contains("acmee"), run.report)
    }

    /// A color that leaves a brand out of its `switch` does not compile: every brand has a value.
    func testAColorWithoutEveryBrandDoesNotCompile() throws {
        let extra = """
            extension Shop {
                static var partial: PaletteBrandedColor<Brand> {
                    PaletteBrandedColor {
                        switch $0 {
                        case .acme, .globex: PaletteColor(light: 0x000000FF, dark: 0xFFFFFFFF)
                        }
                    }
                }
            }

            """
        let run = try typeCheckEmbedded(.plain, extra: extra)
        XCTAssertFalse(run.succeeded)
        XCTAssertTrue(run.output.contains("must be exhaustive"), run.report)
    }

    private func typeCheckBothWays(_ flavour: SwiftTypeChecker.Flavour) throws {
        try skipUnlessLinux()
        let embedded = try typeCheckEmbedded(flavour, brands: true)
        XCTAssert(embedded.succeeded, embedded.report)
        let imported = try typeCheckImportingTheRuntime(flavour)
        XCTAssert(imported.succeeded, imported.report)
    }

    /// The fixtures with the internal support file, its brand section with `brands`, and `extra` code.
    private func typeCheckEmbedded(
        _ flavour: SwiftTypeChecker.Flavour, brands: Bool = true, extra: String? = nil
    ) throws -> SwiftTypeChecker.Run {
        try skipUnlessLinux()
        let folder = try SwiftTypeChecker.makeTemporaryFolder("palettec-brands")
        defer { try? FileManager.default.removeItem(at: folder) }
        let support = folder.appendingPathComponent("PaletteSupport.swift")
        try SupportFileRenderer.render(accessLevel: .internal, brands: brands)
            .write(to: support, atomically: true, encoding: .utf8)
        var files = [support] + Self.palettes + [Self.appCode]
        if let extra {
            let file = folder.appendingPathComponent("Extra.swift")
            try extra.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        return try SwiftTypeChecker.withStandIns(for: flavour) { standIns in
            try SwiftTypeChecker.typeCheck(files, standIns: standIns)
        }
    }

    /// The fixtures, each importing PaletteRuntime as `--runtime import` writes them, with the library's
    /// files built as that module against the same stand-ins.
    private func typeCheckImportingTheRuntime(_ flavour: SwiftTypeChecker.Flavour) throws -> SwiftTypeChecker.Run {
        let folder = try SwiftTypeChecker.makeTemporaryFolder("palettec-brands-import")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for fixture in Self.palettes + [Self.appCode] {
            let copy = folder.appendingPathComponent(fixture.lastPathComponent)
            try ("import PaletteRuntime\n" + String(contentsOf: fixture, encoding: .utf8))
                .write(to: copy, atomically: true, encoding: .utf8)
            files.append(copy)
        }
        let runtime = try RepositoryFiles.files(in: "Sources/PaletteRuntime", extensions: ["swift"])
        return try SwiftTypeChecker.withStandIns(for: flavour) { standIns in
            let library = try SwiftTypeChecker.buildModule(runtime, named: "PaletteRuntime", standIns: standIns)
            guard library.succeeded else { return library }
            return try SwiftTypeChecker.typeCheck(files, standIns: standIns)
        }
    }

    private func skipUnlessLinux() throws {
        #if !os(Linux)
        throw XCTSkip("On Apple platforms the real SDKs stand in for themselves.")
        #endif
    }
}
