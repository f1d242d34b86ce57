import Foundation
import TestSupport
import XCTest

/// On Linux the CLI runs on FoundationEssentials and the C library: all of Foundation, with its ICU
/// data, would add about 7 MiB to every run (the benchmark's 64 MiB budget at 100,000 colors).
final class PlatformImportsTests: XCTestCase {
    /// Every Swift file of the CLI, in every subfolder.
    static var files: [String] {
        RepositoryFiles.relativePaths(under: "Sources/PaletteCLI").filter { $0.hasSuffix(".swift") }
    }

    func testOnlyPlatformImportsNamesFoundation() throws {
        XCTAssertGreaterThan(Self.files.count, 40)
        XCTAssertTrue(Self.files.contains("Writer/OutputWriter.swift"), "the scan reads subfolders")
        var importing: [String] = []
        for file in Self.files where !file.hasSuffix("/PlatformImports.swift") {
            let text = try String(contentsOf: RepositoryFiles.url("Sources/PaletteCLI/" + file), encoding: .utf8)
            if text.split(separator: "\n").contains(where: {
                $0.hasPrefix("import Foundation") || $0.contains("import Foundation ")
            }) {
                importing.append(file)
            }
        }
        XCTAssertEqual(
            importing, [],
            "import Foundation in PaletteCLI; System/PlatformImports.swift brings in what the CLI may use")
    }
}
