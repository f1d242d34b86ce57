import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// The golden catalog's inputs and committed output, in Tests/Fixtures/Catalogs/Brand.
enum CatalogFixtures {
    static let folder = RepositoryFiles.root.appendingPathComponent("Tests/Fixtures/Catalogs/Brand")
    static let catalog = folder.appendingPathComponent("Colors.xcassets")

    /// The palettes in Brand/palettes, compiled; fails the test on any error.
    static func palettes(file: StaticString = #filePath, line: UInt = #line) throws -> [Palette] {
        let sources = try RepositoryFiles.files(in: "Tests/Fixtures/Catalogs/Brand/palettes", extensions: ["yml"]).map {
            url in
            PaletteSource(
                path: url.path, displayPath: "palettes/" + url.lastPathComponent,
                bytes: [UInt8](try Data(contentsOf: url)))
        }
        let result = PaletteCompiler.compile(sources)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], file: file, line: line)
        XCTAssertEqual(result.palettes.count, sources.count, file: file, line: line)
        return result.palettes
    }

    /// The golden catalog, rendered; fails the test on any diagnostic.
    static func rendered(file: StaticString = #filePath, line: UInt = #line) throws -> [RenderedFile] {
        let (files, diagnostics) = AssetCatalogRenderer.render(try palettes(file: file, line: line))
        XCTAssertEqual(diagnostics.map(\.formatted), [], file: file, line: line)
        XCTAssertFalse(files.isEmpty, file: file, line: line)
        return files
    }

    /// Every file under a folder, as `/`-separated paths relative to it, sorted.
    static func committedPaths(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        let prefix = root.resolvingSymlinksInPath().path + "/"
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.resolvingSymlinksInPath().path.dropFirst(prefix.count)) }
            .sorted()
    }
}
