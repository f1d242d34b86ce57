import Foundation
import XCTest
@testable import PaletteCore

/// Every component of every color set reads back, from its hex or decimal spelling, to exactly the
/// manifest's value for that appearance, and a missing high-contrast value to its fallback's.
final class ColorSetReadBackTests: XCTestCase {
    func testEveryColorSetHoldsTheManifestsValues() throws {
        let palettes = try CatalogFixtures.palettes()
        let files = Dictionary(uniqueKeysWithValues: try CatalogFixtures.rendered().map { ($0.path, $0.contents) })
        let manifest = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(ManifestRenderer.render(palettes).utf8)) as? [String: Any])
        var checked = 0
        for palette in try XCTUnwrap(manifest["palettes"] as? [[String: Any]]) {
            let name = try XCTUnwrap(palette["name"] as? String)
            let model = try XCTUnwrap(palettes.first { $0.name == name })
            let paths = Self.colorSetPaths(model.root, folder: name + "/")
            for color in try XCTUnwrap(palette["colors"] as? [[String: Any]]) {
                let swiftName = try XCTUnwrap(color["swiftName"] as? String)
                let path = try XCTUnwrap(paths[swiftName], swiftName)
                let entries = try Self.entries(in: try XCTUnwrap(files[path], path))
                let hasHighContrast = color["highContrastLight"] != nil || color["highContrastDark"] != nil
                XCTAssertEqual(entries.count, hasHighContrast ? 4 : 2, path)
                for (appearance, traits) in Self.traits.prefix(hasHighContrast ? 4 : 2) {
                    let written =
                        appearance.fallback.map { color[appearance.rawValue] ?? color[$0.rawValue] }
                        ?? color[appearance.rawValue]
                    let expected = try XCTUnwrap(written as? [String: Any], "\(path) \(appearance)")
                    let entry = try XCTUnwrap(entries[traits], "\(path) has an entry for \(appearance)")
                    XCTAssertEqual(entry.space, expected["colorSpace"] as? String, "\(path) \(appearance)")
                    for component in ["red", "green", "blue", "alpha"] {
                        let value = try XCTUnwrap(
                            Self.readBack(try XCTUnwrap(entry.components[component])), "\(path) \(component)")
                        XCTAssertEqual(value, expected[component] as? Double, "\(path) \(appearance) \(component)")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// The three forms Xcode writes: `"0xAB"` and `"171"` are n/255, rounded as every component is;
    /// anything else is a decimal.
    static func readBack(_ text: String) -> Double? {
        if text.hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
            return RGBA.rounded(Double(byte) / 255)
        }
        if !text.contains("."), let byte = Int(text) { return RGBA.rounded(Double(byte) / 255) }
        return Double(text)
    }

    /// The appearances of each entry, as Xcode names them.
    static let traits: [(Appearance, [String])] = [
        (.light, []), (.dark, ["luminosity:dark"]), (.highContrastLight, ["contrast:high"]),
        (.highContrastDark, ["luminosity:dark", "contrast:high"]),
    ]

    /// Each entry of a color set by its appearances, read with Foundation.
    static func entries(in text: String) throws -> [[String]: (space: String?, components: [String: String])] {
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var result: [[String]: (space: String?, components: [String: String])] = [:]
        for entry in try XCTUnwrap(root["colors"] as? [[String: Any]]) {
            XCTAssertEqual(entry["idiom"] as? String, "universal")
            let traits = (entry["appearances"] as? [[String: String]] ?? []).map {
                $0["appearance"]! + ":" + $0["value"]!
            }
            let color = try XCTUnwrap(entry["color"] as? [String: Any])
            XCTAssertNil(result[traits], "one entry per appearance")
            result[traits] = (color["color-space"] as? String, try XCTUnwrap(color["components"] as? [String: String]))
        }
        return result
    }

    /// Where each color's set is, by its Swift name, found from the keys independently of the renderer.
    static func colorSetPaths(_ group: ColorGroup, folder: String) -> [String: String] {
        var paths: [String: String] = [:]
        for member in group.members {
            switch member {
            case .color(let color): paths[color.swiftPath] = folder + color.keyPath.last! + ".colorset/Contents.json"
            case .group(let nested): paths.merge(colorSetPaths(nested, folder: folder + nested.key! + "/")) { $1 }
            }
        }
        return paths
    }
}
