import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// ToneRoleCalibration.swift, written by Scripts/tone-calibration/role_swift.py, holds exactly the
/// constants of Data/tone: the page mirror's (darks.json), high contrast's (roles.json) and the inference
/// rules and fill words (inference.json), in order. A recalibration that rewrites the JSON without the Swift fails here.
final class ToneRoleCalibrationTests: XCTestCase {
    private struct Darks: Decodable {
        struct Rule: Decodable {
            let floor: Double, lift: Double, liftFade: Double, accentChroma: Double, textOnFillDistance: Double
            let textLift: Double
        }
        let rule: Rule
    }

    private struct Roles: Decodable {
        struct HighContrast: Decodable { let distanceScale: Double, distanceShift: Double, chromaScale: Double }
        let highContrast: [String: HighContrast]
    }

    private struct Inference: Decodable {
        struct Rule: Decodable { let role: String, anyOf: [String], noneOf: [String] }
        struct Fills: Decodable { let textWords: [String], neutralWords: [String], inverseWords: [String] }
        let rules: [Rule]
        let fills: Fills
    }

    private func decoded<Value: Decodable>(_ type: Value.Type, _ file: String) throws -> Value {
        try JSONDecoder().decode(
            type, from: Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Data/tone/\(file)")))
    }

    func testPageMirrorConstantsAreDarksJSONs() throws {
        let rule = try decoded(Darks.self, "darks.json").rule
        XCTAssertEqual(ToneRoleCalibration.floor, rule.floor)
        XCTAssertEqual(ToneRoleCalibration.lift, rule.lift)
        XCTAssertEqual(ToneRoleCalibration.liftFade, rule.liftFade)
        XCTAssertEqual(ToneRoleCalibration.accentChroma, rule.accentChroma)
        XCTAssertEqual(ToneRoleCalibration.textOnFillDistance, rule.textOnFillDistance)
        XCTAssertEqual(ToneRoleCalibration.textLift, rule.textLift)
        // The figures docs/derivation.md quotes.
        XCTAssertEqual(ToneRoleCalibration.floor, 0.189, accuracy: 5e-4)
        XCTAssertEqual(ToneRoleCalibration.lift, 0.1)
        XCTAssertEqual(ToneRoleCalibration.accentChroma, 0.12)
        XCTAssertEqual(ToneRoleCalibration.textOnFillDistance, 0.1)
        XCTAssertEqual(ToneRoleCalibration.textLift, 0.06)
    }

    func testHighContrastConstantsAreRolesJSONs() throws {
        let json = try decoded(Roles.self, "roles.json")
        for (name, swift) in [
            ("highContrastLight", ToneRoleCalibration.highContrastLight),
            ("highContrastDark", ToneRoleCalibration.highContrastDark),
        ] {
            let expected = try XCTUnwrap(json.highContrast[name])
            XCTAssertEqual(swift.distanceScale, expected.distanceScale, name)
            XCTAssertEqual(swift.distanceShift, expected.distanceShift, name)
            XCTAssertEqual(swift.chromaScale, expected.chromaScale, name)
        }
        // The figures the issue quotes, to four places.
        XCTAssertEqual(ToneRoleCalibration.highContrastLight.distanceScale, 1.0720, accuracy: 5e-5)
        XCTAssertEqual(ToneRoleCalibration.highContrastLight.distanceShift, 0.1099, accuracy: 5e-5)
        XCTAssertEqual(ToneRoleCalibration.highContrastDark.distanceScale, 0.9674, accuracy: 5e-5)
        XCTAssertEqual(ToneRoleCalibration.highContrastDark.distanceShift, 0.0696, accuracy: 5e-5)
    }

    func testInferenceRulesAreInferenceJSONsInOrder() throws {
        let rules = try decoded(Inference.self, "inference.json").rules
        XCTAssertEqual(ToneRoleCalibration.inferenceRules.map(\.role.rawValue), rules.map(\.role))
        XCTAssertEqual(ToneRoleCalibration.inferenceRules.map(\.anyOf), rules.map(\.anyOf))
        XCTAssertEqual(ToneRoleCalibration.inferenceRules.map(\.noneOf), rules.map(\.noneOf))
        XCTAssertFalse(
            ToneRoleCalibration.inferenceRules.contains { $0.anyOf.isEmpty },
            "no rule matches every name: unsure is no role")
        XCTAssertFalse(
            ToneRoleCalibration.inferenceRules.contains { $0.role == .surface },
            "surface changes nothing, so it is never inferred")
        XCTAssertFalse(
            ToneRoleCalibration.inferenceRules.contains { $0.role == .background },
            "a surface is not the page: only a written role is background (#48)")
        let fills = try decoded(Inference.self, "inference.json").fills
        XCTAssertEqual(ToneRoleCalibration.fillTextWords, Set(fills.textWords))
        XCTAssertEqual(ToneRoleCalibration.fillNeutralWords, Set(fills.neutralWords))
        XCTAssertEqual(ToneRoleCalibration.fillInverseWords, Set(fills.inverseWords))
    }

    /// The generator writes the committed file byte for byte (when python3 is there to run it).
    func testTheGeneratorWritesTheCommittedFile() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let python else { throw XCTSkip("no python3 to run Scripts/tone-calibration/role_swift.py") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            RepositoryFiles.root.appendingPathComponent("Scripts/tone-calibration/role_swift.py").path, "--check",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
    }
}
