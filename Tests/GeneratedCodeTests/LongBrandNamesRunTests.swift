import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// Brands whose names fill a line (`Tests/Fixtures/LongBrandNames/long.yml`): names of the longest a Swift
/// name may be, a name beyond ASCII whose literal needs several lines, one with a quote, a backslash and a
/// trailing space, and a keyword. Their Swift fits in 120 characters a line, and built and run on Linux,
/// each case's raw value is the brand's name as written, the default brand is the first, and every brand
/// shows its own value.
final class LongBrandNamesRunTests: XCTestCase {
    private static let longest = String(repeating: "a", count: PaletteLimits.standard.swiftNameLength)
    private static let brands = [
        longest, String(repeating: "b", count: PaletteLimits.standard.swiftNameLength),
        String(repeating: "Ünïcødé Brand 株式会社 ", count: 6), "a\\b\"q ", "default",
    ]

    func testLongBrandNamesFitAndKeepTheirNames() throws {
        let path = "Tests/Fixtures/LongBrandNames/long.yml"
        let bytes = [UInt8](try Data(contentsOf: RepositoryFiles.url(path)))
        let (palette, diagnostics) = PaletteCompiler.compile(PaletteSource(path: path, bytes: bytes))
        let compiled = try XCTUnwrap(palette, "\(diagnostics)")
        let files = PaletteCompiler.render([compiled], options: RenderOptions(staticMembers: true)).files
            .filter { $0.path.hasSuffix(".swift") }
        for file in files {
            for (index, line) in file.contents.split(separator: "\n").enumerated() {
                XCTAssertLessThanOrEqual(line.count, LineWidth.limit, "\(file.path):\(index + 1): \(line)")
                XCTAssertFalse(line.hasSuffix(" "), "\(file.path):\(index + 1) ends in a space")
            }
        }
        let source = try XCTUnwrap(files.first { $0.path == "Long.swift" }).contents
        XCTAssertTrue(source.contains("= \"\"\""), "the Unicode name's literal spans lines")

        let main = """
            for brand in Long.Brand.allCases {
                let light = Long.Brand(rawValue: brand.rawValue).map { Long.\(Self.longest.dropLast(6))[$0].light }
                let blue = light.map { Int(($0.blue * 255).rounded()) } ?? -1
                print(brand.rawValue.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "), blue)
            }
            print("default:", Long.Brand.defaultBrand == Long.Brand.allCases[0])

            """
        let run = try SwiftTypeChecker.withStandIns(for: .plain, linkable: true) { folder in
            var urls: [URL] = []
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                urls.append(url)
            }
            let mainFile = folder.appendingPathComponent("main.swift")
            try main.write(to: mainFile, atomically: true, encoding: .utf8)
            return try SwiftTypeChecker.buildAndRun(urls + [mainFile], flavour: .plain, standIns: folder)
        }
        XCTAssert(run.succeeded, run.report)
        let expected =
            Self.brands.enumerated().map { index, name in
                name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
                    + (index == 0 ? " 51" : " \(17 * (index - 1))")
            } + ["default: true"]
        XCTAssertEqual(run.output.split(separator: "\n").map(String.init), expected, run.report)
    }
}
