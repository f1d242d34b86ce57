@testable import PaletteCore
import XCTest

/// Every output written through a draining sink, in chunks, is byte for byte the text rendered whole.
final class StreamedRenderingTests: XCTestCase {
    func testEveryFileStreamsTheBytesItRendersWhole() throws {
        // Enough colors that each big file passes a chunk boundary many times.
        let yaml =
            "palette: Big\ncolors:\n"
            + (0..<3_000).map { index in
                "  c\(index): {light: \"#\(String(format: "%06X", index * 2_791 % 0xFFFFFF))\", dark: \"rgba(\(index % 256), 10, 20, 0.5)\"}\n"
            }.joined()
        let compiled = compile(yaml)
        let palette = try XCTUnwrap(compiled.palette, printed(compiled.diagnostics).prefix(3).joined(separator: "\n"))
        let files = PaletteCompiler.render([palette]).files
        XCTAssertEqual(files.map(\.path), ["Test.swift", "PaletteSupport.swift", "manifest.json", "palettes.svg"])
        for file in files {
            var chunks: [[UInt8]] = []
            var sink = TextSink { chunks.append(Array($0)) }
            file.write(to: &sink)
            XCTAssertEqual(chunks.flatMap { $0 }, Array(file.contents.utf8), file.path)
            if file.path != "PaletteSupport.swift" { XCTAssertGreaterThan(chunks.count, 2, file.path) }
        }
        XCTAssertEqual(files[0].contents, PaletteFileRenderer.render(palette))
        XCTAssertEqual(files[2].contents, ManifestRenderer.render([palette]))
        XCTAssertEqual(files[3].contents, PreviewRenderer.render([palette]))
    }
}
