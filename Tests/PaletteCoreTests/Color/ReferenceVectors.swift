import Foundation
import TestSupport
import XCTest

/// The JSON files of Tests/Fixtures/ReferenceVectors, written by Scripts/reference-vectors/generate.py.
enum ReferenceVectors {
    static func load<Vectors: Decodable>(_ name: String, as type: Vectors.Type = Vectors.self) throws -> Vectors {
        let url = RepositoryFiles.root.appendingPathComponent("Tests/Fixtures/ReferenceVectors").appendingPathComponent(
            name)
        return try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
    }
}

/// The shorter way round the circle between two angles in degrees.
func hueDistance(_ first: Double, _ second: Double) -> Double {
    let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
}

func assertClose(
    _ actual: [Double], _ expected: [Double], tolerance: Double, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.count, expected.count, message(), file: file, line: line)
    for (index, (a, e)) in zip(actual, expected).enumerated() where !(abs(a - e) <= tolerance) {
        XCTFail(
            "component \(index): \(a) vs expected \(e) (tolerance \(tolerance)) \(message())", file: file, line: line)
    }
}
