import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// Schemas/palette.schema.json is what `palettec schema` prints, and it is built from the reader's own
/// names: every key the reader takes, with a description, and no other where the reader refuses others.
final class PaletteSchemaTests: XCTestCase {
    static let committed = RepositoryFiles.root.appendingPathComponent("Schemas/palette.schema.json")

    func testTheCommittedSchemaIsCurrent() throws {
        if RepositoryFiles.isRecording {
            try Data(PaletteSchema.json.utf8).write(to: Self.committed)
            XCTFail("Recorded Schemas/palette.schema.json; run again without PALETTEC_RECORD to compare.")
            return
        }
        let committed = try String(contentsOf: Self.committed, encoding: .utf8)
        XCTAssertTrue(
            committed == PaletteSchema.json,
            "Schemas/palette.schema.json is not what palettec schema prints: re-record with PALETTEC_RECORD=1 swift test --filter PaletteSchemaTests"
        )
    }

    private func schema() throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(PaletteSchema.json.utf8)) as? [String: Any])
    }

    private func definition(_ name: PaletteSchema.Definition) throws -> [String: Any] {
        try XCTUnwrap((try schema()["definitions"] as? [String: Any])?[name.name] as? [String: Any], name.name)
    }

    private func propertyNames(_ object: [String: Any]) throws -> Set<String> {
        Set(try XCTUnwrap(object["properties"] as? [String: Any]).keys)
    }

    /// Closed mappings list exactly the keys the reader reads there, and refuse any other.
    func testClosedMappingsListExactlyTheReadersKeys() throws {
        let closed: [(object: [String: Any], keys: [String])] = [
            (try schema(), PaletteBuilder.topLevelKeys),
            (try definition(.colorEntry), ColorEntryKey.allCases.map(\.rawValue)),
            (try definition(.explicitGroup), PaletteBuilder.explicitGroupKeys),
            (try definition(.contrastCheck), ContrastCheck.Key.allCases.map(\.rawValue)),
            (try definition(.components), ColorComponentKey.names),
        ]
        for (object, keys) in closed {
            XCTAssertEqual(try propertyNames(object), Set(keys))
            XCTAssertEqual(object["additionalProperties"] as? Bool, false, "\(keys)")
        }
        XCTAssertEqual(try definition(.colorEntry)["required"] as? [String], ["light"])
        XCTAssertEqual(try schema()["required"] as? [String], ["colors"])
        XCTAssertEqual(
            try definition(.contrastCheck)["required"] as? [String], ["foreground", "background", "minimum"])
    }

    /// Each rule takes `derive`, `from` and its own parameters, requires what `RuleKind.requirement` says,
    /// and light takes neither `tone` nor a rule without `from`.
    func testEachRuleTakesItsOwnParameters() throws {
        for (definition, kinds) in [
            (PaletteSchema.Definition.rule, RuleKind.derivable),
            (.lightRule, RuleKind.derivable.filter { $0 != .tone }),
        ] {
            let rule = try self.definition(definition)
            let derive = try XCTUnwrap((rule["properties"] as? [String: Any])?["derive"] as? [String: Any])
            XCTAssertEqual(derive["enum"] as? [String], kinds.map(\.rawValue))
            let branches = try XCTUnwrap(rule["allOf"] as? [[String: Any]])
            XCTAssertEqual(branches.count, kinds.count)
            for (kind, branch) in zip(kinds, branches) {
                let then = try XCTUnwrap(branch["then"] as? [String: Any])
                XCTAssertEqual(
                    try propertyNames(then), Set(["derive", "from"] + kind.parameters.map(\.rawValue)), kind.rawValue)
                XCTAssertEqual(then["additionalProperties"] as? Bool, false)
                let required = then["required"] as? [String], atLeastOne = (then["anyOf"] as? [Any])?.count
                switch kind.requirement {
                case .nothing: XCTAssertTrue(required == nil && atLeastOne == nil, kind.rawValue)
                case .all(let needed): XCTAssertEqual(required, needed.map(\.rawValue))
                case .atLeastOne(let some): XCTAssertEqual(atLeastOne, some.count)
                case .allAndOneOf(let needed, let choices):
                    XCTAssertEqual(required, needed.map(\.rawValue))
                    XCTAssertEqual((then["oneOf"] as? [Any])?.count, choices.count)
                }
            }
            XCTAssertEqual(rule["required"] as? [String], definition == .lightRule ? ["derive", "from"] : ["derive"])
        }
    }

    /// Every property anywhere in the schema says what it is, for an editor's hover (an `if` only tells
    /// which branch applies, so its properties are no place an editor shows).
    func testEveryPropertyHasADescription() throws {
        var undescribed: [String] = []
        var properties = 0
        func walk(_ value: Any, at path: String) {
            if let object = value as? [String: Any] {
                if let named = object["properties"] as? [String: Any] {
                    for (key, property) in named {
                        // `true`: described elsewhere
                        guard let property = property as? [String: Any] else { continue }
                        properties += 1
                        if (property["description"] as? String ?? "").isEmpty { undescribed.append("\(path).\(key)") }
                    }
                }
                for (key, nested) in object where key != "if" { walk(nested, at: "\(path)/\(key)") }
            } else if let array = value as? [Any] {
                for (index, nested) in array.enumerated() { walk(nested, at: "\(path)/\(index)") }
            }
        }
        walk(try schema(), at: "#")
        XCTAssertEqual(undescribed, [])
        XCTAssertGreaterThan(properties, 50)
    }
}
