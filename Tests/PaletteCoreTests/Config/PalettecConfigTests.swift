import XCTest
@testable import PaletteCore

final class PalettecConfigTests: XCTestCase {
    private func read(_ yaml: String) -> (PalettecConfig?, [String]) {
        let (config, diagnostics) = PalettecConfig.read(
            PaletteSource(path: "Sources/UI/palettec.yml", bytes: Array(yaml.utf8)))
        return (config, printed(diagnostics))
    }

    func testSettings() {
        XCTAssertEqual(
            read("access: public\nruntime: import\n").0, PalettecConfig(accessLevel: .public, runtime: .import))
        XCTAssertEqual(read("access: package\n").0, PalettecConfig(accessLevel: .package))
        XCTAssertEqual(read("staticMembers: true\n").0, PalettecConfig(staticMembers: .true))
        XCTAssertEqual(read("staticMembers: false\n").0?.staticMembers?.isOn, false)
        XCTAssertEqual(read("swiftUIPreviews: true\n").0, PalettecConfig(swiftUIPreviews: .true))
        XCTAssertEqual(read("access: public\nswiftUIPreviews: true  # canvas\r\n").0?.swiftUIPreviews, .true)
        XCTAssertEqual(read("swiftUIPreviews: false\n").0?.swiftUIPreviews?.isOn, false)
        XCTAssertEqual(read("").0, PalettecConfig(), "an empty file is all defaults")
        XCTAssertEqual(read("# nothing yet\n").0, PalettecConfig())
    }

    func testUnknownKeyIsAnErrorAtItsLineAndColumn() {
        let (config, diagnostics) = read("access: public\nacess: internal\n")
        XCTAssertNil(config)
        XCTAssertEqual(
            diagnostics,
            [
                "Sources/UI/palettec.yml:2:1: error: unknown key 'acess' in palettec.yml; did you mean 'access'? "
                    + "(its settings are 'access', 'runtime', 'staticMembers' and 'swiftUIPreviews')"
            ])
    }

    func testBadValues() {
        XCTAssertEqual(
            read("access: open\n").1,
            [
                "Sources/UI/palettec.yml:1:9: error: 'access' is 'internal', 'package' or 'public' "
                    + "(for palettes without 'access:'); found 'open'"
            ])
        XCTAssertEqual(
            read("runtime:\n").1.first?.hasPrefix(
                "Sources/UI/palettec.yml:1:9: error: 'runtime' is 'import' or 'embed'"), true)
        XCTAssertEqual(
            read("staticMembers: yes\n").1,
            [
                "Sources/UI/palettec.yml:1:16: error: 'staticMembers' is 'false' or 'true' (true also makes each color a "
                    + "static member of Color, ShapeStyle, UIColor and NSColor); found 'yes'"
            ])
        XCTAssertEqual(
            read("- access\n").1,
            [
                "Sources/UI/palettec.yml:1:1: error: palettec.yml is a mapping of settings, such as 'access: public'; found a list"
            ])
        XCTAssertEqual(read("access: public\naccess: internal\n").1.count, 1, "a duplicate key is the reader's error")
        XCTAssertEqual(
            read("swiftUIPreviews: on\n").1,
            [
                "Sources/UI/palettec.yml:1:18: error: 'swiftUIPreviews' is 'false' or 'true' (true also writes "
                    + "PalettePreviews.swift, a SwiftUI preview of each palette); found 'on'"
            ])
    }

    /// The build plugin, which cannot read YAML, looks for the line `swiftUIPreviews: true`: any other way of
    /// asking for the previews, or that line where the YAML says otherwise, is an error.
    func testPreviewsAreAskedForOnALineOfTheirOwn() {
        let message =
            "error: write 'swiftUIPreviews: true' on a line of its own, at the start of the line: the build plugin, "
            + "which cannot read YAML, looks for that line to know that PalettePreviews.swift is generated"
        XCTAssertEqual(read("{swiftUIPreviews: true}\n").1, ["Sources/UI/palettec.yml:1:2: " + message])
        XCTAssertEqual(read("swiftUIPreviews: 'true'\n").1, ["Sources/UI/palettec.yml:1:1: " + message])
        XCTAssertEqual(read("\"swiftUIPreviews\": true\n").1, ["Sources/UI/palettec.yml:1:1: " + message])
        XCTAssertEqual(
            read("access: public\n\nswiftUIPreviews: true\n").0?.swiftUIPreviews, .true)
        XCTAssertEqual(read("runtime: embed\n# swiftUIPreviews: true\n").1, [])
        XCTAssertNil(read("access: [\n").0)
    }
}
