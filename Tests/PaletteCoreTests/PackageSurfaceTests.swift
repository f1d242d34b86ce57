import TestSupport
import XCTest

/// PaletteCore shows the CLI (and the fuzzer) only what they use, through the registries: at most 250
/// `package` declarations, the bound #46 set. Tests see the rest with `@testable import`.
final class PackageSurfaceTests: XCTestCase {
    static let limit = 250

    func testPaletteCoreHasAtMostItsBoundOfPackageDeclarations() throws {
        var count = 0
        for file in try SourceScan.swiftFiles(under: "Sources/PaletteCore") {
            count += Self.packageDeclarations(in: try SourceScan.code(of: file.url))
        }
        XCTAssertLessThanOrEqual(count, Self.limit)
        XCTAssertGreaterThan(count, 0, "the scan finds declarations")
    }

    /// The scan itself: a declaration's modifier counts; the word in a string or a comment does not.
    func testTheScanCountsModifiersOnly() {
        let code = SourceScan.code(
            ofText: """
                package struct A {
                    package var b: Int
                    // package var c
                    let d = "package e"
                    @Sendable package static func f() {}
                }
                """)
        XCTAssertEqual(Self.packageDeclarations(in: code), 3)
    }

    static func packageDeclarations(in code: String) -> Int {
        code.split(separator: "\n").filter { line in
            line.drop { $0 == " " }.replacing(/^(@\w+ )*/, with: "").hasPrefix("package ")
        }.count
    }
}
