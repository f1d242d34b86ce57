import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// generated/palettes.svg drawn by a real SVG renderer (`rsvg-convert`, Debian's librsvg2-bin): the
/// pixel in the middle of every swatch is the swatch's color, composited over the checkerboard when
/// translucent. Pixels are read with png_pixels.py (Python's standard library).
final class PreviewRenderingTests: XCTestCase {
    func testEverySwatchShowsItsColor() throws {
        let rsvg = try tool("rsvg-convert")
        let python = try tool("python3")
        let palettes = try examplePalettes()
        let svg = PreviewRenderer.render(palettes)
        XCTAssertEqual(svg, try String(contentsOf: RepositoryFiles.root.appendingPathComponent("generated/palettes.svg"), encoding: .utf8),
                       "generated/palettes.svg is current (ReferenceTests re-records it)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("palettes.svg")
        let png = folder.appendingPathComponent("palettes.png")
        try Data(svg.utf8).write(to: svgFile)
        try run(rsvg, [svgFile.path, "-o", png.path])

        let swatches = PreviewLayout(palettes).swatches
        XCTAssertGreaterThan(swatches.count, 50)
        XCTAssertTrue(swatches.contains { $0.color.alpha < 1 } && swatches.contains { $0.color.space == .displayP3 })
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("png_pixels.py")
        let pixels = try run(python, [script.path, png.path] + swatches.map { "\($0.rect.center.x),\($0.rect.center.y)" })
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(pixels.count, swatches.count)
        for (swatch, pixel) in zip(swatches, pixels) {
            let expected = Self.expectedPixel(swatch)
            let actual = Self.bytes(pixel)
            // Opaque swatches exactly; composited ones within 1 per channel (the renderer's own rounding).
            let tolerance = swatch.color.alpha < 1 ? 1 : 0
            XCTAssertTrue(zip(expected, actual).allSatisfy { abs($0 - $1) <= tolerance },
                          "\(swatch.swiftName) \(swatch.appearance): expected \(expected), rendered \(actual) (#\(pixel))")
        }
    }

    /// The swatch's sRGB bytes, over the checkerboard's color at that pixel when translucent.
    static func expectedPixel(_ swatch: PreviewLayout.Swatch) -> [Int] {
        let color = bytes(String(swatch.color.hex.dropFirst()))
        let alpha = Double(color[3]) / 255
        let under = bytes(String(PreviewLayout.checkerColor(x: swatch.rect.center.x, y: swatch.rect.center.y).hex.dropFirst()))
        let shown = swatch.color.alpha < 1 ? (0..<3).map { Int((Double(color[$0]) * alpha + Double(under[$0]) * (1 - alpha)).rounded()) } : Array(color[0..<3])
        return shown + [255]
    }

    static func bytes(_ hex: String) -> [Int] {
        stride(from: 0, to: hex.count, by: 2).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? -1
        }
    }

    private func examplePalettes() throws -> [Palette] {
        let sources = try RepositoryFiles.files(in: "palettes", extensions: ["yml", "yaml"]).map { url in
            PaletteSource(path: url.path, displayPath: "palettes/" + url.lastPathComponent, bytes: [UInt8](try Data(contentsOf: url)))
        }
        return PaletteCompiler.compile(sources).palettes
    }

    /// The tool's path; a missing one fails under CI (which installs it) and skips elsewhere.
    private func tool(_ name: String) throws -> URL {
        if let found = ToolRun.find(name) { return found }
        if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("\(name) is missing; .ci/run installs it"); throw XCTSkip() }
        throw XCTSkip("\(name) is not installed (apt-get install librsvg2-bin python3)")
    }

    @discardableResult
    private func run(_ tool: URL, _ arguments: [String]) throws -> String {
        let run = try ToolRun.run(tool, arguments)
        guard run.succeeded else { throw TestFailure("\(tool.lastPathComponent) failed: \(run.output)") }
        return run.output
    }
}
