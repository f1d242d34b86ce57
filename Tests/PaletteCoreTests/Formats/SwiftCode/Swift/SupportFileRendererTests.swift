import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The support file has one source, `Sources/PaletteRuntime/PaletteRuntime.swift`, and its brand section
/// another, `PaletteBrands.swift`: the Swift the compiler checks as the PaletteRuntime library is what every
/// support file is made from.
final class SupportFileRendererTests: XCTestCase {
    private func runtimeSource() throws -> String { try libraryFile("PaletteRuntime.swift") }

    private func brandSource() throws -> String { try libraryFile("PaletteBrands.swift") }

    private func libraryFile(_ name: String) throws -> String {
        try String(contentsOf: RepositoryFiles.url("Sources/PaletteRuntime/" + name), encoding: .utf8)
    }

    /// The bytes embedded into PaletteCore are the file's as it is now (through the symbolic link).
    func testTheTemplateIsTheRuntimeLibrarysSource() throws {
        XCTAssertEqual(SupportFileRenderer.publicSource, try runtimeSource())
        try assertTemplateLinks(to: "PaletteRuntime.swift")
    }

    /// The brand section's bytes are the library's brand file's, through a link of their own.
    func testTheBrandTemplateIsTheRuntimeLibrarysBrandSource() throws {
        XCTAssertEqual(SupportFileRenderer.publicBrandSource, try brandSource())
        try assertTemplateLinks(to: "PaletteBrands.swift")
    }

    private func assertTemplateLinks(to name: String) throws {
        let link = RepositoryFiles.url("Sources/PaletteCore/Formats/SwiftCode/Swift/\(name).txt").path
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link), "../../../../PaletteRuntime/" + name)
    }

    /// Without brands the support file is exactly what it was before brands: the committed one.
    func testWithoutBrandsTheSupportFileIsTheCommittedOne() throws {
        let committed = try String(contentsOf: RepositoryFiles.url("generated/PaletteSupport.swift"), encoding: .utf8)
        XCTAssertEqual(SupportFileRenderer.render(accessLevel: .internal, brands: false), committed)
        XCTAssertEqual(SupportFileRenderer.render(accessLevel: .internal), committed)
        XCTAssertFalse(committed.contains("PaletteBrand"))
    }

    /// With brands, the brand file follows, from its `// MARK: - Brands` line on, after a blank line: what
    /// comes before that line is comments and the imports the support file has already.
    func testWithBrandsTheBrandSectionFollowsTheSupportFile() throws {
        let source = try brandSource()
        let marker = try XCTUnwrap(source.firstRange(of: "\n// MARK: - Brands\n"))
        XCTAssertEqual(source.ranges(of: "// MARK: - Brands").count, 1)
        let runtime = try runtimeSource()
        for line in source[..<marker.lowerBound].split(separator: "\n").dropFirst() {
            XCTAssertTrue(line.hasPrefix("//") || runtime.contains(line + "\n"), "before the section: \(line)")
        }
        XCTAssertTrue(source.hasSuffix("}\n"))
        for access in AccessLevel.allCases {
            let plain = SupportFileRenderer.render(accessLevel: access)
            let expected =
                plain + "\n"
                + source[source.index(after: marker.lowerBound)...]
                .replacing("public ", with: "\(access.rawValue) ")
            XCTAssertEqual(SupportFileRenderer.render(accessLevel: access, brands: true), expected, "\(access)")
        }
    }

    /// The public support file is the library's source under the generated header, which tells palettec's
    /// own file from a user's; the library's first line says instead where it is used.
    func testThePublicSupportFileIsTheSourceUnderTheGeneratedHeader() throws {
        let source = try runtimeSource()
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let rendered = SupportFileRenderer.render(accessLevel: .public)
        let renderedLines = rendered.split(separator: "\n", omittingEmptySubsequences: false)

        XCTAssertEqual(renderedLines.first.map(String.init), GeneratedHeader.supportLine)
        XCTAssertEqual(renderedLines.dropFirst(), sourceLines.dropFirst())
        XCTAssertTrue(rendered.hasPrefix(GeneratedHeader.swift(source: nil)))
        XCTAssertEqual(GeneratedFileOwner(contents: Array(rendered.utf8)), .support)
        XCTAssertTrue(sourceLines[0].contains("one source"), String(sourceLines[0]))
        XCTAssertEqual(GeneratedFileOwner(contents: Array(source.utf8)), .notPalettec)
    }

    /// The access level replaces the word `public`, so the word may stand only as a declaration's
    /// first word, never in a comment or a string.
    func testPublicIsOnlyEverADeclarationsModifier() throws {
        let runtime = try publicDeclarations(in: runtimeSource())
        let brands = try publicDeclarations(in: brandSource())
        XCTAssertGreaterThan(runtime, 20)
        XCTAssertGreaterThan(brands, 20)
        for access in AccessLevel.allCases where access != .public {
            for (withBrands, declarations) in [(false, runtime), (true, runtime + brands)] {
                let rendered = SupportFileRenderer.render(accessLevel: access, brands: withBrands)
                XCTAssertFalse(rendered.contains("public"), "\(access)")
                let declared = rendered.split(separator: "\n").filter {
                    $0.drop { $0 == " " }.hasPrefix(access.rawValue + " ")
                }
                XCTAssertEqual(declared.count, declarations, "\(access), brands \(withBrands)")
            }
        }
    }

    /// How many lines of `source` start with `public `, failing where the word stands anywhere else.
    private func publicDeclarations(in source: String) -> Int {
        var declarations = 0
        for line in source.split(separator: "\n") where line.contains("public") {
            let code = line.drop { $0 == " " }
            XCTAssertTrue(code.hasPrefix("public "), "'public' outside a declaration's start: \(line)")
            XCTAssertEqual(code.ranges(of: "public").count, 1, String(line))
            declarations += 1
        }
        return declarations
    }
}
