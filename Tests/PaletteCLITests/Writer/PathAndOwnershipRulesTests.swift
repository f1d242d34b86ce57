@testable import PaletteCore
import XCTest
@testable import PaletteCLI

/// The pure rules under the writer and the reader: how paths are named, which files a run owns, and
/// which names are temporaries.
final class PathAndOwnershipRulesTests: XCTestCase {
    func testSpellingsAreTidiedLexically() {
        XCTAssertEqual(PathSpelling.tidy("././palettes//"), "palettes")
        XCTAssertEqual(PathSpelling.tidy("palettes/../palettes/"), "palettes/../palettes")
        XCTAssertEqual(PathSpelling.tidy("//a/./b/"), "/a/b")
        XCTAssertEqual(PathSpelling.tidy("./"), ".")
        XCTAssertEqual(PathSpelling.join(".", "Brand.swift"), "Brand.swift")
        XCTAssertEqual(PathSpelling.join("/", "Brand.swift"), "/Brand.swift")
    }

    func testRealPathsAreNamedRelativeToTheCurrentFolderElseByTheirLastComponent() {
        let names = DisplayPaths(currentFolder: "/home/me/app")
        XCTAssertEqual(names.name(ofRealPath: "/home/me/app/palettes/brand.yml"), "palettes/brand.yml")
        XCTAssertEqual(names.name(ofRealPath: "/home/me/app"), "")
        XCTAssertEqual(names.name(ofRealPath: "/home/me/application/brand.yml"), "brand.yml")
        XCTAssertEqual(names.name(ofRealPath: "/srv/design/palettes"), "palettes")
    }

    func testARunOwnsFilesFromWhatItReadsOrFromUnderItsInputPaths() {
        let inputs = RunInputs(sources: ["palettes/brand.yml", "extra.yml"], inputPaths: ["palettes", "extra.yml"])
        XCTAssertTrue(inputs.owns(.palettec(sources: [])))
        XCTAssertTrue(inputs.owns(.palettec(sources: ["palettes/brand.yml"])))
        XCTAssertTrue(inputs.owns(.palettec(sources: ["palettes/deleted/old.yml"])))
        XCTAssertTrue(inputs.owns(.palettec(sources: ["palettes/brand.yml", "extra.yml"])))
        XCTAssertFalse(inputs.owns(.palettec(sources: ["palettes-old/brand.yml"])))
        XCTAssertFalse(inputs.owns(.palettec(sources: ["widgets/cards.yml"])))
        XCTAssertFalse(inputs.owns(.notPalettec))
        XCTAssertEqual(
            inputs.unreadSources(of: .palettec(sources: ["palettes/a.yml", "widgets/cards.yml"])), ["widgets/cards.yml"]
        )
    }

    /// A source with a line break is compared as the header prints it, escaped.
    func testSourcesAreComparedInTheirEscapedForm() {
        let inputs = RunInputs(sources: ["pal\nettes/brand.yml"], inputPaths: ["pal\nettes"])
        XCTAssertTrue(inputs.owns(.palettec(sources: [#"pal\nettes/brand.yml"#])))
        XCTAssertTrue(inputs.owns(.palettec(sources: [#"pal\nettes/gone.yml"#])))
    }

    func testTheCurrentFolderAsInputOwnsEverySource() {
        XCTAssertTrue(RunInputs(sources: [], inputPaths: [""]).owns(.palettec(sources: ["any/where.yml"])))
    }

    func testTemporaryNamesAreParsedExactly() {
        XCTAssertEqual(
            TemporaryFile(name: ".Brand.swift.palettec-new-42"),
            TemporaryFile(destination: "Brand.swift", processID: 42))
        XCTAssertEqual(
            TemporaryFile(name: ".manifest.json.palettec-old-7"),
            TemporaryFile(destination: "manifest.json", processID: 7, isSetAside: true))
        XCTAssertEqual(TemporaryFile.forThisProcess("Brand.swift").name, ".Brand.swift.palettec-new-\(getpid())")
        for name in [
            "Brand.swift.palettec-new-42", ".palettec-new-42", ".Brand.swift.palettec-new-",
            ".Brand.swift.palettec-new-+42",
            ".Brand.swift.palettec-new-0", ".Brand.swift.palettec-new-42x", ".Brand.swift.palettec-new-99999999999",
        ] {
            XCTAssertNil(TemporaryFile(name: name), name)
        }
    }
}
