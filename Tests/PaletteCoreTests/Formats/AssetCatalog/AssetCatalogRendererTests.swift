import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The golden catalog: Tests/Fixtures/Catalogs/Brand/palettes rendered must equal Brand/Colors.xcassets,
/// byte for byte and file for file. `PALETTEC_RECORD=1 swift test` re-records it.
final class AssetCatalogRendererTests: XCTestCase {
    func testGoldenCatalogMatchesCommittedFiles() throws {
        let files = try CatalogFixtures.rendered()
        if RepositoryFiles.isRecording {
            try? FileManager.default.removeItem(at: CatalogFixtures.catalog)
            for file in files {
                let url = CatalogFixtures.catalog.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            return XCTFail("Recorded \(CatalogFixtures.catalog.path); run again without PALETTEC_RECORD to compare.")
        }
        XCTAssertEqual(
            CatalogFixtures.committedPaths(under: CatalogFixtures.catalog), files.map(\.path).sorted(),
            "Colors.xcassets holds exactly the rendered files")
        for file in files {
            let committed = try? Data(contentsOf: CatalogFixtures.catalog.appendingPathComponent(file.path))
            XCTAssertEqual(
                committed.map { String(decoding: $0, as: UTF8.self) }, file.contents,
                "\(file.path) differs; re-record with PALETTEC_RECORD=1 if the change is intended")
        }
    }

    func testFoldersComeBeforeTheirMembersInSourceOrder() throws {
        let paths = try CatalogFixtures.rendered().map(\.path)
        XCTAssertEqual(
            Array(paths.prefix(5)),
            [
                "Contents.json",
                "Brand/Contents.json",
                "Brand/accent.colorset/Contents.json",
                "Brand/Dark Blurple.colorset/Contents.json",
                "Brand/vivid.colorset/Contents.json",
            ])
        for path in paths where path != "Contents.json" {
            let folder = path.split(separator: "/").dropLast(2).joined(separator: "/")
            let parent = (folder.isEmpty ? "" : folder + "/") + "Contents.json"
            XCTAssertLessThan(
                paths.firstIndex(of: parent) ?? .max, paths.firstIndex(of: path)!, "\(parent) before \(path)")
        }
        XCTAssertEqual(Set(paths).count, paths.count)
    }

    func testNamespaceIsMarkedOnlyOnFoldersThatProvideOne() throws {
        let files = Dictionary(uniqueKeysWithValues: try CatalogFixtures.rendered().map { ($0.path, $0.contents) })
        let namespaced = """
            {
              "info" : {
                "author" : "palettec",
                "version" : 1
              },
              "properties" : {
                "provides-namespace" : true
              }
            }

            """
        let plain = """
            {
              "info" : {
                "author" : "palettec",
                "version" : 1
              }
            }

            """
        XCTAssertEqual(files["Contents.json"], plain)
        XCTAssertEqual(files["Brand/Contents.json"], namespaced)
        XCTAssertEqual(files["Brand/text/Contents.json"], namespaced)
        XCTAssertEqual(files["Brand/Legacy/Contents.json"], plain)
        XCTAssertEqual(files["Plain/Contents.json"], plain)
    }

    func testColorSetEntriesInXcodesOrderWithFallbacks() throws {
        let palettes = try CatalogFixtures.palettes()
        let secondary = try XCTUnwrap(palettes.flatMap(\.allColors).first { $0.name == "text.secondary" })
        XCTAssertNil(secondary.appearances[.highContrastDark])
        let contents = ColorSetContents.contents(of: secondary)
        guard case .object(let members) = contents, case .array(let entries)? = members["colors"] else {
            return XCTFail("a color set holds a list of colors")
        }
        XCTAssertEqual(
            entries.map(Self.traits),
            [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]])
        XCTAssertEqual(
            Self.components(of: entries[3]), Self.components(of: entries[1]),
            "Dark + High Contrast is the dark value when no high-contrast dark is written")
        XCTAssertNotEqual(Self.components(of: entries[2]), Self.components(of: entries[0]))

        let accent = try XCTUnwrap(palettes.flatMap(\.allColors).first { $0.name == "accent" })
        guard case .object(let accentMembers) = ColorSetContents.contents(of: accent),
            case .array(let accentEntries)? = accentMembers["colors"]
        else { return XCTFail("a color set") }
        XCTAssertEqual(
            accentEntries.map(Self.traits), [[], ["luminosity:dark"]], "no high-contrast entries without a value")
    }

    func testDisplayP3ColorsNameTheirSpace() {
        let p3 = RGBA(red: 1, green: 0.25, blue: 0.1234567891, alpha: 0.5, space: .displayP3)
        let color = ColorEntry(
            key: "vivid", memberName: "vivid", group: .palette(typeName: "P", providesNamespace: true),
            location: SourceLocation(path: "p.yml", line: 1, column: 1), description: nil,
            appearances: [.light: AppearanceValue(p3), .dark: AppearanceValue(RGBA(red: 0, green: 0, blue: 0))])
        XCTAssertEqual(
            ColorSetContents.contents(of: color).fileText,
            """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "display-p3",
                    "components" : {
                      "alpha" : "0.500",
                      "blue" : "0.1234567891",
                      "green" : "0.250",
                      "red" : "0xFF"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0x00",
                      "green" : "0x00",
                      "red" : "0x00"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "palettec",
                "version" : 1
              }
            }

            """)
    }

    func testSameInputsGiveSameBytes() throws {
        let (first, second) = (try CatalogFixtures.rendered(), try CatalogFixtures.rendered())
        XCTAssertEqual(first.map(\.path), second.map(\.path))
        XCTAssertEqual(first.map(\.contents), second.map(\.contents))
    }

    private static func traits(_ entry: XcodeJSON) -> [String] {
        guard case .object(let members) = entry, case .array(let traits)? = members["appearances"] else { return [] }
        return traits.map { trait in
            guard case .object(let fields) = trait, case .string(let kind)? = fields["appearance"],
                case .string(let value)? = fields["value"]
            else { return "?" }
            return kind + ":" + value
        }
    }

    private static func components(of entry: XcodeJSON) -> XcodeJSON? {
        guard case .object(let members) = entry, case .object(let color)? = members["color"] else { return nil }
        return color["components"]
    }
}
