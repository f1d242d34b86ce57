import XCTest
@testable import PaletteCore

final class GroupPlaceTests: XCTestCase {
    /// A color's three names come from its group's place and its own key; a folder that provides no
    /// namespace drops out of the asset name only.
    func testAColorsNamesComeFromItsGroup() {
        let palette = GroupPlace.palette(typeName: "Brand", providesNamespace: true)
        let text = palette.group("text", typeName: "Text", providesNamespace: false)
        let color = ColorEntry(
            key: "primary", memberName: "primary",
            group: text.group("on-accent", typeName: "OnAccent", providesNamespace: true),
            location: SourceLocation(path: "p.yml", line: 1, column: 1), description: nil, appearances: .none)
        XCTAssertEqual(color.keyPath, ["text", "on-accent", "primary"])
        XCTAssertEqual(color.name, "text.on-accent.primary")
        XCTAssertEqual(color.swiftPath, "Brand.Text.OnAccent.primary")
        XCTAssertEqual(color.assetName, "Brand/on-accent/primary")
        let top = ColorEntry(
            key: "x", memberName: "x", group: .palette(typeName: "P", providesNamespace: false),
            location: SourceLocation(path: "p.yml", line: 1, column: 1), description: nil, appearances: .none)
        XCTAssertEqual([top.name, top.swiftPath, top.assetName], ["x", "P.x", "x"])
    }
}
