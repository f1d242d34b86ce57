import Foundation
import XCTest

/// These types exist only because PaletteBuildPlugin compiled Palettes/theme.yml,
/// Cards/card.palette.yaml and Surfaces/palettes/surface.yml while this target was built: if the plugin
/// did not run, this file would not compile.
final class BuildPluginTests: XCTestCase {
    private func rounded(_ byte: Int) -> Double {
        ((Double(byte) / 255) * 10_000_000_000).rounded() / 10_000_000_000
    }

    func testPalettesUnderPalettesFolderAreCompiled() {
        XCTAssertEqual(Theme.background.light, PaletteRGBA(1.0, 1.0, 1.0, 1.0))
        XCTAssertEqual(Theme.background.dark, PaletteRGBA(rounded(0x1C), rounded(0x1C), rounded(0x1E), 1.0))
        XCTAssertEqual(Theme.label.light.red, 0.2666666667)
        XCTAssertEqual(Theme.label.dark.red, rounded(187), "a missing dark entry is inverted")
    }

    func testDerivedValuesComeThrough() {
        let caption = Theme.Text.caption
        XCTAssertGreaterThan(caption.dark.red, caption.light.red, "lifted to reach 4.5:1 on the dark background")
        XCTAssertEqual(caption.dark.red, caption.dark.blue, "a gray stays gray")
    }

    func testDotPaletteFilesAnywhereAreCompiled() {
        XCTAssertEqual(
            Card.border.resolved(dark: false, highContrast: true),
            PaletteRGBA(rounded(0x8E), rounded(0x8E), rounded(0x93), 1.0))
        XCTAssertEqual(
            Card.border.resolved(dark: true, highContrast: true), Card.border.dark, "high contrast falls back to dark")
    }

    func testLowercasePalettesFoldersAreCompiled() {
        XCTAssertEqual(Surface.raised.light, PaletteRGBA(rounded(0xF2), rounded(0xF2), rounded(0xF7), 1.0))
        XCTAssertEqual(Surface.raised.dark, PaletteRGBA(rounded(0x2C), rounded(0x2C), rounded(0x2E), 1.0))
    }

    /// palettec.yml says `swiftUIPreviews: true`: the plugin ran the previews command, which wrote a preview of
    /// each palette beside the support file (compiled here as nothing: SwiftUI is not on Linux).
    func testThePreviewsAreWrittenWhenPalettecYmlAsksForThem() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let outputs = root.appendingPathComponent(".build/plugins/outputs")
        let found =
            FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter {
                $0.lastPathComponent == "PalettePreviews.swift" && $0.path.contains("/BuildPluginTests/")
                    && $0.path.contains("/PaletteBuildPlugin/")
            } ?? []
        guard let file = found.first else {
            throw XCTSkip("no plugin outputs under \(outputs.path) (a build with another --scratch-path)")
        }
        let text = try String(contentsOf: file, encoding: .utf8)
        for palette in ["Theme", "Card", "Surface"] {
            XCTAssertTrue(text.contains("#Preview(\"\(palette)\") {"), palette)
        }
        let support = file.deletingLastPathComponent().appendingPathComponent("PaletteSupport.swift")
        XCTAssertTrue(FileManager.default.fileExists(atPath: support.path))
    }
}
