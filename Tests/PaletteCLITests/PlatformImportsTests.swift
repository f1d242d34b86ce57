import Foundation
import TestSupport
import XCTest

/// On Linux the CLI runs on FoundationEssentials and the C library: all of Foundation, with its ICU
/// data, would add about 7 MiB to every run (the benchmark's 64 MiB budget at 100,000 colors).
final class PlatformImportsTests: XCTestCase {
    func testOnlyPlatformImportsNamesFoundation() throws {
        let folder = RepositoryFiles.root.appendingPathComponent("Sources/PaletteCLI")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 10)
        var importing: [String] = []
        for file in files where file != "PlatformImports.swift" {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            if text.split(separator: "\n").contains(where: { $0.hasPrefix("import Foundation") || $0.contains("import Foundation ") }) {
                importing.append(file)
            }
        }
        XCTAssertEqual(importing, [], "import Foundation in PaletteCLI; PlatformImports.swift brings in what the CLI may use")
    }
}
