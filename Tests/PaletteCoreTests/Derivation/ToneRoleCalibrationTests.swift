import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// ToneRoleCalibration.swift, written by Scripts/tone-calibration/role_swift.py, holds exactly the
/// constants of Data/tone/roles.json: every role's form and knots, the high-contrast constants and the
/// inference rules, in order. A recalibration that rewrites roles.json without the Swift fails here.
final class ToneRoleCalibrationTests: XCTestCase {
    private struct Roles: Decodable {
        struct Curve: Decodable {
            struct Offset: Decodable { let delta: Double, offset: Double }
            struct Scale: Decodable { let delta: Double, scale: Double }
            let form: String
            let offsetKnots: [Offset]
            let chromaKnots: [Scale]
        }
        struct Model: Decodable { let roleForm: [String: String] }
        struct HighContrast: Decodable { let distanceScale: Double, distanceShift: Double, chromaScale: Double }
        struct Inference: Decodable {
            struct Rule: Decodable { let role: String, anyOf: [String], noneOf: [String] }
            let rules: [Rule]
        }
        let model: Model
        let roles: [String: Curve]
        let highContrast: [String: HighContrast]
        let inference: Inference
    }

    private func roles() throws -> Roles {
        try JSONDecoder().decode(Roles.self, from: Data(contentsOf: RepositoryFiles.root.appendingPathComponent("Data/tone/roles.json")))
    }

    func testEveryRoleHasRolesJSONsCurveExactly() throws {
        let json = try roles()
        XCTAssertEqual(Set(json.roles.keys), Set(ToneRole.allCases.map(\.rawValue)), "roles.json and ToneRole name the same roles")
        for role in ToneRole.allCases {
            let expected = try XCTUnwrap(json.roles[role.rawValue]), swift = ToneRoleCalibration.curve(for: role)
            XCTAssertEqual(swift.form.rawValue, expected.form, role.rawValue)
            XCTAssertEqual(swift.form.rawValue, json.model.roleForm[role.rawValue], role.rawValue)
            XCTAssertEqual(swift.lightnessKnots.map(\.delta), expected.offsetKnots.map(\.delta), role.rawValue)
            XCTAssertEqual(swift.lightnessKnots.map(\.offset), expected.offsetKnots.map(\.offset), role.rawValue)
            XCTAssertEqual(swift.chromaKnots.map(\.delta), expected.chromaKnots.map(\.delta), role.rawValue)
            XCTAssertEqual(swift.chromaKnots.map(\.scale), expected.chromaKnots.map(\.scale), role.rawValue)
        }
    }

    func testHighContrastConstantsAreRolesJSONs() throws {
        let json = try roles()
        for (name, swift) in [("highContrastLight", ToneRoleCalibration.highContrastLight), ("highContrastDark", ToneRoleCalibration.highContrastDark)] {
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

    func testInferenceRulesAreRolesJSONsInOrder() throws {
        let rules = try roles().inference.rules
        XCTAssertEqual(ToneRoleCalibration.inferenceRules.map(\.role.rawValue), rules.map(\.role))
        XCTAssertEqual(ToneRoleCalibration.inferenceRules.map(\.anyOf), rules.map(\.anyOf))
        XCTAssertEqual(ToneRoleCalibration.inferenceRules.map(\.noneOf), rules.map(\.noneOf))
        XCTAssertEqual(ToneRoleCalibration.inferenceRules.last?.anyOf, [], "the last rule matches every name")
    }

    /// The generator writes the committed file byte for byte (when python3 is there to run it).
    func testTheGeneratorWritesTheCommittedFile() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else { throw XCTSkip("no python3 to run Scripts/tone-calibration/role_swift.py") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [RepositoryFiles.root.appendingPathComponent("Scripts/tone-calibration/role_swift.py").path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
    }
}
