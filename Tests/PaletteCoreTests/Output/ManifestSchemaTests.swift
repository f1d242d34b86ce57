import TestSupport
import XCTest
@testable import PaletteCore

/// Schemas/manifest.schema.json documents what ManifestRenderer writes: every object's `properties`,
/// in order, are the keys the renderer can emit in that order, and each object it writes has its
/// required keys and no others.
final class ManifestSchemaTests: XCTestCase {
    private func json(_ bytes: [UInt8], _ path: String) throws -> JSONNode {
        switch JSONReader.read(bytes, path: path) {
        case .success(let node): return node
        case .failure(let error): throw TestFailure(error.diagnostic.formatted)
        }
    }

    /// A schema object's property names and required keys, in order, and whether it is closed.
    private func definition(
        _ schema: JSONNode, _ name: String?
    ) throws -> (keys: [String], required: [String], closed: Bool) {
        let object = try XCTUnwrap(name.map { schema["$defs"]?[$0] } ?? schema, name ?? "root")
        let keys = try XCTUnwrap(object["properties"]?.object).map(\.key)
        let required = try XCTUnwrap(object["required"]?.array).compactMap(\.string)
        guard case .bool(let open)? = object["additionalProperties"]?.value else {
            throw TestFailure("\(name ?? "root"): no additionalProperties")
        }
        return (keys, required, !open)
    }

    /// The schema's property names, in the order it first lists them, are `ManifestKey`'s cases, with
    /// a color's appearances besides: the renderer, the reader and the schema name the same keys.
    func testTheSchemaNamesExactlyTheManifestKeys() throws {
        let schema = try json(
            [UInt8](try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Schemas/manifest.schema.json"))),
            "schema")
        let definitions = try XCTUnwrap(schema["$defs"]?.object).map(\.value)
        var names: [String] = []
        for object in [schema] + definitions {
            for key in try XCTUnwrap(object["properties"]?.object).map(\.key) where !names.contains(key) {
                names.append(key)
            }
        }
        let appearances = Appearance.allCases.map(\.rawValue)
        XCTAssertEqual(names.filter { !appearances.contains($0) }, ManifestKey.allCases.map(\.rawValue))
        XCTAssertEqual(names.filter(appearances.contains), appearances)
    }

    /// Every object of the example manifest against its definition: keys in the schema's order, the
    /// required ones present, no others where the schema is closed.
    func testGeneratedManifestFollowsTheSchema() throws {
        let schema = try json(
            [UInt8](try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Schemas/manifest.schema.json"))),
            "schema")
        let manifest = try json(
            [UInt8](try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("generated/manifest.json"))),
            "manifest")
        var checked = 0
        func check(_ node: JSONNode, _ name: String?) throws {
            let rule = try definition(schema, name)
            let keys = try XCTUnwrap(node.object).map(\.key)
            let known = rule.closed ? keys : keys.filter(rule.keys.contains)
            XCTAssertEqual(
                known, rule.keys.filter(keys.contains), "\(name ?? "root") keys out of order at line \(node.line)")
            XCTAssertTrue(
                Set(rule.required).isSubset(of: keys),
                "\(name ?? "root") at line \(node.line) lacks \(Set(rule.required).subtracting(keys))")
            if rule.closed {
                XCTAssertEqual(Set(keys).subtracting(rule.keys), [], "\(name ?? "root") at line \(node.line)")
            }
            checked += 1
        }
        try check(manifest, nil)
        for palette in try XCTUnwrap(manifest["palettes"]?.array) {
            try check(palette, "palette")
            for color in try XCTUnwrap(palette["colors"]?.array) {
                try check(color, "color")
                for appearance in Appearance.allCases {
                    guard let value = color[appearance.rawValue] else { continue }
                    try check(value, "value")
                    if let derivation = value["derivation"] { try check(derivation, "derivation") }
                }
            }
            for contrast in try XCTUnwrap(palette["contrast"]?.array) { try check(contrast, "contrast") }
        }
        XCTAssertGreaterThan(checked, 200)
        XCTAssertEqual(
            manifest["schemaVersion"].flatMap { if case .number(let n) = $0.value { return n } else { return nil } },
            String(ManifestRenderer.schemaVersion))
        XCTAssertFalse(
            String(
                decoding: try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("generated/manifest.json")),
                as: UTF8.self
            )
            .contains("\"line\""), "no source line numbers")
    }

    /// The schema against the renderer itself: a palette using every optional field prints exactly the
    /// schema's `properties`, in their order, for every object; one using none prints exactly its
    /// `required`, in that order. Closed objects say `additionalProperties: false`; only a derivation is
    /// open, for its rule's parameters. Every property says what it is.
    func testTheSchemaListsExactlyTheKeysTheRendererWrites() throws {
        let schema = try json(
            [UInt8](try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Schemas/manifest.schema.json"))),
            "schema")
        let full = try XCTUnwrap(
            compile(
                """
                palette: Full
                description: Every optional field.
                brands: [acme, globex]
                colors:
                  base:
                    description: The base.
                    light: "#0A84FF"
                    dark: "#000000"
                    highContrastLight: "#FFFFFF"
                    highContrastDark: { derive: hsv, saturation: 0.5 }
                    brands:
                      globex: { light: "#00A86B", dark: "#111111", highContrastLight: "#EEEEEE" }
                  plain: "#333333"
                contrast:
                  - { foreground: base, background: plain, minimum: 1 }
                distinct:
                  - { colors: [base, plain], minimum: 0.01 }
                """, path: "palettes/full.yml"
            ).palette)
        let bare = try XCTUnwrap(
            compile("palette: Bare\ncolors:\n  plain: '#333333'\n", path: "palettes/bare.yml").palette)
        let checked = try XCTUnwrap(
            compile(
                "palette: Checked\ncolors:\n  plain: '#333333'\ncontrast:\n"
                    + "  - {foreground: plain, background: plain, minimum: 1}\n",
                path: "palettes/checked.yml"
            ).palette)
        let bareContrast = try XCTUnwrap(
            json(Array(ManifestRenderer.render([checked]).utf8), "checked")["palettes"]?.array?.first?["contrast"]?
                .array?.first)
        let manifest = try json(Array(ManifestRenderer.render([bare, full]).utf8), "manifest")

        func keys(_ node: JSONNode?) throws -> [String] { try XCTUnwrap(node?.object, "not an object").map(\.key) }
        func rule(_ name: String?) throws -> (keys: [String], required: [String], closed: Bool) {
            let properties = try XCTUnwrap(
                (name.map { schema["$defs"]?[$0] } ?? schema)?["properties"]?.object, name ?? "root")
            for property in properties {
                XCTAssertFalse(
                    property.value["description"]?.string?.isEmpty ?? true,
                    "\(name ?? "root").\(property.key) has no description")
            }
            return try definition(schema, name)
        }

        let palettes = try XCTUnwrap(manifest["palettes"]?.array)
        let (bareNode, fullNode) = (palettes[0], palettes[1])
        let bareColor = try XCTUnwrap(bareNode["colors"]?.array?.first)
        let fullColor = try XCTUnwrap(fullNode["colors"]?.array?.first)
        let contrast = try XCTUnwrap(fullNode["contrast"]?.array?.first)
        let distinct = try XCTUnwrap(fullNode["distinct"]?.array?.first)
        let brandValues = try XCTUnwrap(fullColor["brands"]?.array?.first)
        let bareBrandValues = try XCTUnwrap(fullNode["colors"]?.array?.last?["brands"]?.array?.first)
        let derivation = fullColor["highContrastDark"]?["derivation"]
        let examples: [(name: String?, full: JSONNode?, bare: JSONNode?)] = [
            (nil, manifest, manifest),
            ("palette", fullNode, bareNode),
            ("color", fullColor, bareColor),
            ("value", fullColor["highContrastDark"], bareColor["light"]),
            ("brandValues", brandValues, bareBrandValues),
            ("contrast", contrast, bareContrast),
            ("distinct", distinct, distinct),
        ]
        // A check has a ratio (WCAG 2.x) or a method and an Lc (APCA), never both.
        let apcaOnly = [ManifestKey.method.rawValue, ManifestKey.lc.rawValue]
        for example in examples {
            let schemaRule = try rule(example.name)
            let written =
                example.name == "contrast" ? schemaRule.keys.filter { !apcaOnly.contains($0) } : schemaRule.keys
            XCTAssertEqual(try keys(example.full), written, example.name ?? "root")
            let bare =
                example.name == "contrast"
                ? written.filter { $0 != ManifestKey.brand.rawValue } : schemaRule.required
            XCTAssertEqual(try keys(example.bare), bare, example.name ?? "root")
            XCTAssertTrue(schemaRule.closed, "\(example.name ?? "root"): additionalProperties must be false")
        }
        let apca = try XCTUnwrap(
            compile(
                "palette: APCA\ncolors:\n  plain: '#333333'\n  page: '#FFFFFF'\ncontrast:\n"
                    + "  - {foreground: plain, background: page, minimum: 60, method: apca}\n",
                path: "palettes/apca.yml"
            ).palette)
        let apcaCheck = try json(Array(ManifestRenderer.render([apca]).utf8), "apca")["palettes"]?.array?.first?[
            "contrast"]?.array?.first
        XCTAssertEqual(
            try keys(apcaCheck),
            try rule("contrast").keys.filter { $0 != ManifestKey.brand.rawValue && $0 != ManifestKey.ratio.rawValue })
        let derivationRule = try rule("derivation")
        XCTAssertEqual(try keys(derivation), derivationRule.keys + ["saturation"])
        XCTAssertEqual(derivationRule.required, derivationRule.keys)
        XCTAssertFalse(derivationRule.closed, "a derivation carries its rule's parameters")
        XCTAssertEqual(bareNode["contrast"]?.array?.count, 0)
    }
}
