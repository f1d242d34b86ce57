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

    private func definition(_ schema: JSONNode, _ name: String?) throws -> (keys: [String], required: Set<String>, closed: Bool) {
        let object = try XCTUnwrap(name.map { schema["$defs"]?[$0] } ?? schema, name ?? "root")
        let keys = try XCTUnwrap(object["properties"]?.object).map(\.key)
        let required = Set(try XCTUnwrap(object["required"]?.array).compactMap(\.string))
        guard case .bool(let open)? = object["additionalProperties"]?.value else { throw TestFailure("\(name ?? "root"): no additionalProperties") }
        return (keys, required, !open)
    }

    /// Every object of the example manifest against its definition: keys in the schema's order, the
    /// required ones present, no others where the schema is closed.
    func testGeneratedManifestFollowsTheSchema() throws {
        let schema = try json([UInt8](try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Schemas/manifest.schema.json"))), "schema")
        let manifest = try json([UInt8](try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("generated/manifest.json"))), "manifest")
        var checked = 0
        func check(_ node: JSONNode, _ name: String?) throws {
            let rule = try definition(schema, name)
            let keys = try XCTUnwrap(node.object).map(\.key)
            let known = rule.closed ? keys : keys.filter(rule.keys.contains)
            XCTAssertEqual(known, rule.keys.filter(keys.contains), "\(name ?? "root") keys out of order at line \(node.line)")
            XCTAssertTrue(rule.required.isSubset(of: keys), "\(name ?? "root") at line \(node.line) lacks \(rule.required.subtracting(keys))")
            if rule.closed { XCTAssertEqual(Set(keys).subtracting(rule.keys), [], "\(name ?? "root") at line \(node.line)") }
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
        XCTAssertEqual(manifest["schemaVersion"].flatMap { if case .number(let n) = $0.value { return n } else { return nil } },
                       String(ManifestRenderer.schemaVersion))
        XCTAssertFalse(String(decoding: try Data(contentsOf: RepositoryFiles.root.appendingPathComponent("generated/manifest.json")), as: UTF8.self)
            .contains("\"line\""), "no source line numbers")
    }
}
