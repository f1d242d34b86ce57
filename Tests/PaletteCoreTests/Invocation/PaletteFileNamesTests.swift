import TestSupport
import XCTest
@testable import PaletteCore

/// The naming rules the CLI and both plugins share (the plugins compile this same source file).
final class PaletteFileNamesTests: XCTestCase {
    /// What the build plugin reads of a palettec.yml: the line `swiftUIPreviews: true`, at its start, with at
    /// most spaces and a comment after it.
    func testTheLineThatAsksForSwiftUIPreviews() {
        func asks(_ text: String) -> Bool { PaletteFileNames.asksForSwiftUIPreviews(configText: Array(text.utf8)) }
        XCTAssertTrue(asks("swiftUIPreviews: true"))
        XCTAssertTrue(asks("access: public\nswiftUIPreviews: true\n"))
        XCTAssertTrue(asks("swiftUIPreviews: true   \r\n"))
        XCTAssertTrue(asks("swiftUIPreviews: true # canvas\n"))
        XCTAssertFalse(asks("swiftUIPreviews: true# canvas\n"), "YAML needs a space before a comment")
        XCTAssertFalse(asks("swiftUIPreviews: false\n"))
        XCTAssertFalse(asks("swiftUIPreviews: truer\n"))
        XCTAssertFalse(asks("  swiftUIPreviews: true\n"), "indented: inside something else")
        XCTAssertFalse(asks("# swiftUIPreviews: true\n"))
        XCTAssertFalse(asks(""))
    }

    func testPaletteFileNames() {
        for name in ["brand.yml", "brand.yaml", "Brand.YML", "card.palette.yaml"] {
            XCTAssertTrue(PaletteFileNames.isPaletteFileName(name), name)
        }
        for name in ["brand.json", "brand", ".yml", "palettec.yml", "brand.yml.orig"] {
            XCTAssertFalse(PaletteFileNames.isPaletteFileName(name), name)
        }
    }

    func testPalettesInATarget() {
        for path in [
            "Palettes/brand.yml", "palettes/brand.yml", "UI/Palettes/dark/brand.yaml", "Views/card.palette.yml",
            "card.PALETTE.yaml",
        ] {
            XCTAssertTrue(PaletteFileNames.isPaletteInTarget(relativePath: path), path)
        }
        for path in [
            "brand.yml", "Resources/brand.yml", "Palettes/palettec.yml", "palettec.yml", "Palettes/notes.txt",
            "PALETTES/brand.yml", ".palette.yml", "Views/palette.yml",
        ] {
            XCTAssertFalse(PaletteFileNames.isPaletteInTarget(relativePath: path), path)
        }
    }

    func testSwiftFileIsNamedAfterThePaletteFile() {
        let cases = [
            "palettes/brand.yml": "Brand.swift",
            "Palettes/text-colors.palette.yml": "TextColors.swift",
            "brand colors.yaml": "BrandColors.swift",
            "a/b/ocean_2024.yml": "Ocean2024.swift",
            "Palettes/ÉTÉ.yml": "ÉTÉ.swift",
            "über.yml": "Über.swift",
        ]
        for (path, file) in cases {
            XCTAssertEqual(PaletteFileNames.swiftFile(forPalette: path), file, path)
        }
        XCTAssertNil(PaletteFileNames.swiftFile(forPalette: "palettes/---.yml"))
    }

    func testBaseNameDropsTheMarkerAndKeepsFoldersOut() {
        XCTAssertEqual(PaletteFileNames.baseName(ofPalette: "Views/card.Palette.yml"), "card")
        XCTAssertEqual(PaletteFileNames.baseName(ofPalette: "a.b/brand.yml"), "brand")
        XCTAssertEqual(
            PaletteFileNames.baseName(ofPalette: "x/\u{301}brand.yml"), "\u{301}brand",
            "a combining mark stays out of the folder")
    }

    func testSameFileIgnoresCase() {
        XCTAssertTrue(PaletteFileNames.sameFile("Brand.swift", "BRAND.swift"))
        XCTAssertFalse(PaletteFileNames.sameFile("Brand.swift", "Brands.swift"))
    }

    /// The plugins reach this file, and the invocation names, through symbolic links into the core.
    func testPluginsShareTheCoreFiles() throws {
        for plugin in ["PaletteBuildPlugin", "PaletteCommandPlugin"] {
            for file in ["PaletteFileNames.swift", "PalettecInvocation.swift"] {
                let link = RepositoryFiles.url("Plugins/\(plugin)/\(file)").path
                let target = try FileManager.default.destinationOfSymbolicLink(atPath: link)
                XCTAssertEqual(target, "../../Sources/PaletteCore/Invocation/\(file)", link)
            }
        }
    }
}
