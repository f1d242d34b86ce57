import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// Files Xcode wrote, from public repositories (see Tests/Fixtures/Catalogs/RealXcode/README.md):
/// read and printed again, they must be the same bytes.
final class RealXcodeFixtureTests: XCTestCase {
    func testPrinterReproducesFilesXcodeWrote() throws {
        let fixtures = try RepositoryFiles.files(in: "Tests/Fixtures/Catalogs/RealXcode", extensions: ["json"])
        XCTAssertEqual(fixtures.count, 5)
        for url in fixtures {
            let bytes = [UInt8](try Data(contentsOf: url))
            let value = try XCTUnwrap(XcodeJSONParser.parse(bytes), url.lastPathComponent)
            XCTAssertEqual(Array(value.fileText.utf8), bytes, url.lastPathComponent)
            XCTAssertEqual(
                try CatalogReSerialisationTests.reserialised(value.fileText), value.fileText, "Foundation agrees")
            XCTAssertFalse(AssetCatalogOwner(contents: bytes).isPalettec, "Xcode wrote \(url.lastPathComponent)")
        }
    }

    /// The four-entry set from duckduckgo/macos-browser: Xcode's entry order, which palettec follows.
    func testXcodesOrderIsPalettecsOrder() throws {
        let url = RepositoryFiles.root.appendingPathComponent(
            "Tests/Fixtures/Catalogs/RealXcode/any-dark-high-contrast.colorset.json")
        let xcode = try XCTUnwrap(XcodeJSONParser.parse([UInt8](try Data(contentsOf: url))))
        let gray = RGBA(red: 0.133, green: 0.133, blue: 0.133)
        let color = ColorEntry(
            key: "c", memberName: "c", group: .palette(typeName: "P", providesNamespace: true),
            location: SourceLocation(path: "p.yml", line: 1, column: 1), description: nil,
            appearances: [
                .light: AppearanceValue(gray), .dark: AppearanceValue(gray),
                .highContrastLight: AppearanceValue(gray), .highContrastDark: AppearanceValue(gray),
            ])
        XCTAssertEqual(Self.appearanceOrder(ColorSetContents.contents(of: color)), Self.appearanceOrder(xcode))
        XCTAssertEqual(
            Self.appearanceOrder(xcode), ["", "luminosity=dark", "contrast=high", "luminosity=dark,contrast=high"])
    }

    private static func appearanceOrder(_ file: XcodeJSON) -> [String] {
        guard case .object(let members) = file, case .array(let entries)? = members["colors"] else { return [] }
        return entries.map { entry in
            guard case .object(let fields) = entry, case .array(let traits)? = fields["appearances"] else { return "" }
            return traits.map { trait in
                guard case .object(let pair) = trait, case .string(let kind)? = pair["appearance"],
                    case .string(let value)? = pair["value"]
                else { return "?" }
                return kind + "=" + value
            }.joined(separator: ",")
        }
    }
}
