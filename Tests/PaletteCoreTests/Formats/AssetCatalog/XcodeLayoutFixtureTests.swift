import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// Contents.json in the layout Xcode writes (Tests/Fixtures/Catalogs/XcodeLayout/README.md, written for
/// palettec; and, where the real-world corpus is present, every file Xcode wrote in its apps' catalogs):
/// read and printed again, they must be the same bytes.
final class XcodeLayoutFixtureTests: XCTestCase {
    /// A catalog's root, and a folder that provides a namespace, as Xcode lays them out.
    private static let folders = [
        "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
        "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n"
            + "  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n",
    ]

    func testPrinterReproducesXcodesLayout() throws {
        let fixtures = try RepositoryFiles.files(in: "Tests/Fixtures/Catalogs/XcodeLayout", extensions: ["json"])
        XCTAssertEqual(fixtures.count, 3)
        let files =
            try fixtures.map { ($0.lastPathComponent, [UInt8](try Data(contentsOf: $0))) }
            + Self.folders.enumerated().map { ("folder \($0.offset)", Array($0.element.utf8)) }
        for (name, bytes) in files {
            let value = try XCTUnwrap(XcodeJSONParser.parse(bytes), name)
            XCTAssertEqual(Array(value.fileText.utf8), bytes, name)
            XCTAssertEqual(
                try CatalogReSerialisationTests.reserialised(value.fileText), value.fileText, "Foundation agrees")
            XCTAssertFalse(AssetCatalogOwner(contents: bytes).isPalettec, "Xcode wrote \(name)")
        }
    }

    /// Every color set's, folder's and catalog root's Contents.json of the corpus's catalogs that Xcode
    /// wrote in its present layout (`info` last) prints back to its own bytes. Skipped, in one line, where the corpus is absent.
    func testPrinterReproducesEveryFileXcodeWroteInTheCorpus() throws {
        let corpus = try RealWorldCorpus.folder("xcassets")
        var compared = 0, olderLayout: [String] = []
        let paths = (FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String } ?? [])
            .filter { path in
                // Color sets, folders and catalogs' roots: the files palettec reads and writes.
                let parent = URL(fileURLWithPath: path).deletingLastPathComponent().pathExtension
                return path.hasSuffix("Contents.json") && ["colorset", "xcassets", ""].contains(parent)
            }.sorted()
        for path in paths {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(path)))
            let value = try XCTUnwrap(XcodeJSONParser.parse(bytes), path)
            guard case .object(let members) = value, members["info"] != nil else { continue }
            // Older Xcodes wrote `info` first, keys unsorted, and no final line feed; the printer follows the
            // present layout only.
            if bytes.last != UInt8(ascii: "\n")
                || (members.count > 1 && bytes.starts(with: Array("{\n  \"info\" :".utf8)))
            {
                olderLayout.append(path)
                continue
            }
            compared += 1
            XCTAssertEqual(value.fileText, String(decoding: bytes, as: UTF8.self), path)
        }
        XCTAssertEqual([compared, olderLayout.count], [345, 83], "in the present layout, and in an older one")
    }

    /// A four-entry set in Xcode's entry order, which palettec follows.
    func testXcodesOrderIsPalettecsOrder() throws {
        let url = RepositoryFiles.root.appendingPathComponent(
            "Tests/Fixtures/Catalogs/XcodeLayout/any-dark-high-contrast.colorset.json")
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
