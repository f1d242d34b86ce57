import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// palettes/, compiled in memory.
enum RepositoryPalettes {
    static func compiled() throws -> [Palette] {
        let sources = try RepositoryFiles.files(in: "palettes", extensions: ["yml", "yaml"]).map { url in
            PaletteSource(
                path: url.path, displayPath: "palettes/" + url.lastPathComponent,
                bytes: [UInt8](try Data(contentsOf: url)))
        }
        let result = PaletteCompiler.compile(sources)
        XCTAssertTrue(result.succeeded, printed(result.diagnostics).joined(separator: "\n"))
        return result.palettes
    }
}
