import XCTest
@testable import PaletteCore

final class ColorGroupTests: XCTestCase {
    private func color(_ name: String) -> ColorGroup.Member {
        .color(
            ColorEntry(
                key: name, memberName: name, group: .palette(typeName: "P", providesNamespace: false),
                location: SourceLocation(path: "p.yml", line: 1, column: 1), description: nil, appearances: .none))
    }

    private func names(_ group: ColorGroup) -> [String: RGBA?] {
        var found: [String: RGBA?] = [:]
        group.forEachColor { found[$0.memberName] = $0.appearances[.light]?.color }
        return found
    }

    /// Values are filled depth first, in source order, into nested groups too, and the count says how
    /// many were read.
    func testFillAppearancesFillsDepthFirst() {
        let lights = (0..<4).map { RGBA(red8: $0 * 60, green8: 0, blue8: 0) }
        let table = AppearanceValueTable(lights.flatMap { [AppearanceValue($0), AppearanceValue($0), nil, nil] })
        let nested = ColorGroup(typeName: "Inner", description: nil, members: [color("b"), color("c")], key: "inner")
        var group = ColorGroup(typeName: "P", description: nil, members: [color("a"), .group(nested), color("d")])
        var next = 0
        group.fillAppearances((0..<4).map { AppearanceValues(table, color: $0) }, next: &next)
        XCTAssertEqual(next, 4)
        XCTAssertEqual(names(group), ["a": lights[0], "b": lights[1], "c": lights[2], "d": lights[3]])
        XCTAssertEqual(group.members.count, 3)
        guard case .group(let inner) = group.members[1] else { return XCTFail("the nested group moved") }
        XCTAssertEqual(inner.typeName, "Inner")
        XCTAssertEqual(inner.colorCount, 2)
    }
}
