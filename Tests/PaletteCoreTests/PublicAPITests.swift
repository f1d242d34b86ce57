import Foundation
import TestSupport
import XCTest

/// PaletteCore's public surface is what a client outside this package needs to compile palettes and
/// render them: the libFuzzer harness in Fuzz/, and the files the plugins share. The CLI and the tests
/// use `package` declarations. A type made public by accident fails here, with its file.
final class PublicAPITests: XCTestCase {
    static let publicTypes: Set = [
        // The pipeline and its values.
        "PaletteCompiler", "PaletteSource", "PaletteLimits", "Palette", "ColorGroup", "Diagnostic", "SourceLocation",
        // Rendering, and the names of the files it writes.
        "RenderOptions", "RuntimeMode", "AccessLevel", "Appearance", "RenderedFile", "ManifestRenderer",
        "PreviewRenderer",
        // Shared with the plugins by symbolic link, which compile them on their own.
        "PaletteFileNames", "PalettecInvocation",
    ]

    func testOnlyTheClientSurfaceIsPublic() throws {
        let sources = RepositoryFiles.url("Sources/PaletteCore")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        XCTAssertGreaterThan(files.count, 50, "the scan finds the sources")
        let declaration = try NSRegularExpression(
            pattern: #"^public (?:final )?(?:struct|enum|class|protocol|actor) (\w+)"#,
            options: .anchorsMatchLines)
        var found: [String: String] = [:]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found[String(text[Range(match.range(at: 1), in: text)!])] = file.lastPathComponent
            }
        }
        let unexpected = found.filter { !Self.publicTypes.contains($0.key) }.map { "\($0.key) in \($0.value)" }.sorted()
        XCTAssertEqual(unexpected, [], "public beyond the client surface; make it `package`")
        XCTAssertEqual(Set(found.keys), Self.publicTypes, "every listed type is public")
    }
}
