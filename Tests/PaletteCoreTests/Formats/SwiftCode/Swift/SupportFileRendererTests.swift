import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The support file has one source, `Sources/PaletteRuntime/PaletteRuntime.swift`: the Swift the
/// compiler checks as the PaletteRuntime library is what every support file is made from.
final class SupportFileRendererTests: XCTestCase {
    private func runtimeSource() throws -> String {
        try String(contentsOf: RepositoryFiles.url("Sources/PaletteRuntime/PaletteRuntime.swift"), encoding: .utf8)
    }

    /// The bytes embedded into PaletteCore are the file's as it is now (through the symbolic link).
    func testTheTemplateIsTheRuntimeLibrarysSource() throws {
        XCTAssertEqual(SupportFileRenderer.publicSource, try runtimeSource())
        let link = RepositoryFiles.url("Sources/PaletteCore/Formats/SwiftCode/Swift/PaletteRuntime.swift.txt").path
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link),
            "../../../../PaletteRuntime/PaletteRuntime.swift")
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
        let source = try runtimeSource()
        var declarations = 0
        for line in source.split(separator: "\n") where line.contains("public") {
            let code = line.drop { $0 == " " }
            XCTAssertTrue(code.hasPrefix("public "), "'public' outside a declaration's start: \(line)")
            XCTAssertEqual(code.ranges(of: "public").count, 1, String(line))
            declarations += 1
        }
        XCTAssertGreaterThan(declarations, 20)
        for access in AccessLevel.allCases where access != .public {
            let rendered = SupportFileRenderer.render(accessLevel: access)
            XCTAssertFalse(rendered.contains("public"), "\(access)")
            let declared = rendered.split(separator: "\n").filter {
                $0.drop { $0 == " " }.hasPrefix(access.rawValue + " ")
            }
            XCTAssertEqual(declared.count, declarations, "\(access)")
        }
    }
}
