import Foundation
import XCTest

/// What `palettec import` reads of a catalog on disk: nothing outside it. A symbolic link out of the
/// catalog is a warning naming the link, and no byte of the file it leads to reaches any output (each
/// test's outside files hold `secret`, and `importCatalog` looks for it everywhere). Every entry that is
/// not a readable colorset is a warning or an error, never skipped in silence.
final class FolderTreeWalkerTests: XCTestCase {
    static let secret = "SECRET-TOKEN-123"

    /// `A.xcassets` with the color `Ink`, and beside it `secret/`: a text file holding the secret, a
    /// colorset's `Contents.json` whose red is the secret, and a valid colorset whose info names it.
    private func makeSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(ImportCommandTests.oneColor, to: "A.xcassets/Ink.colorset/Contents.json")
        try sandbox.write(Self.secret + "\n", to: "secret/token.txt")
        try sandbox.write(
            ImportCommandTests.oneColor.replacing("\"0x10\"", with: "\"\(Self.secret)\""), to: "secret/Contents.json")
        try sandbox.write(
            ImportCommandTests.oneColor.replacing("\"xcode\"", with: "\"\(Self.secret)\""),
            to: "secret/Valid.colorset/Contents.json")
        return sandbox
    }

    private func link(_ relative: String, to destination: String, in sandbox: Sandbox) throws {
        try FileManager.default.createDirectory(
            at: sandbox.url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.url(relative).path, withDestinationPath: destination)
    }

    /// `palettec import A.xcassets`, failing the test if the secret shows in stdout, stderr or any
    /// file written.
    private func importCatalog(
        in sandbox: Sandbox, file: StaticString = #filePath, line: UInt = #line
    ) throws -> PalettecResult {
        let result = try sandbox.run(["import", "A.xcassets"], timeout: 10)
        XCTAssertFalse(result.stdout.contains(Self.secret), "stdout: \(result.stdout)", file: file, line: line)
        XCTAssertFalse(result.stderr.contains(Self.secret), "stderr: \(result.stderr)", file: file, line: line)
        for (path, bytes) in try sandbox.snapshot("palettes") {
            XCTAssertFalse(
                String(decoding: bytes, as: UTF8.self).contains(Self.secret), "palettes/\(path)", file: file, line: line
            )
        }
        return result
    }

    /// The colors the palette holds, its lines from `colors:` on.
    private func colorLines(in sandbox: Sandbox) throws -> [String] {
        let lines = try sandbox.read("palettes/A.yml").split(separator: "\n").map(String.init)
        return Array(lines.drop { $0 != "colors:" })
    }

    func testAColorsetsContentsLinkedOutOfTheCatalogIsNotRead() throws {
        let sandbox = try makeSandbox()
        try link("A.xcassets/red.colorset/Contents.json", to: "../../secret/Contents.json", in: sandbox)

        let result = try importCatalog(in: sandbox)

        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stderrLines,
            [
                "A.xcassets/red.colorset/Contents.json: warning: this symbolic link leads out of the catalog; it is not read, "
                    + "so this colorset is not imported"
            ])
        XCTAssertEqual(result.stdout, "created palettes/A.yml (1 color, 1 warning)\n")
        XCTAssertEqual(try colorLines(in: sandbox), ["colors:", "  Ink: { light: \"#102030\", dark: \"#102030\" }"])
    }

    func testAColorsetLinkedOutOfTheCatalogIsNotRead() throws {
        let sandbox = try makeSandbox()
        try link("A.xcassets/Valid.colorset", to: "../secret/Valid.colorset", in: sandbox)

        let result = try importCatalog(in: sandbox)

        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stderrLines,
            ["A.xcassets/Valid.colorset: warning: this symbolic link leads out of the catalog; it is not read"])
        XCTAssertEqual(try colorLines(in: sandbox), ["colors:", "  Ink: { light: \"#102030\", dark: \"#102030\" }"])
    }

    func testAGroupsContentsLinkedOutOfTheCatalogIsNotRead() throws {
        let sandbox = try makeSandbox()
        try sandbox.write(ImportCommandTests.oneColor, to: "A.xcassets/Group/Teal.colorset/Contents.json")
        try link("A.xcassets/Group/Contents.json", to: "../../secret/token.txt", in: sandbox)

        let result = try importCatalog(in: sandbox)

        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stderrLines,
            [
                "A.xcassets/Group/Contents.json: warning: this symbolic link leads out of the catalog; it is not read, "
                    + "so the folder provides no namespace"
            ])
        XCTAssertEqual(
            try colorLines(in: sandbox),
            [
                "colors:", "  Group:", "    namespace: false", "    colors:",
                "      Teal: { light: \"#102030\", dark: \"#102030\" }",
                "  Ink: { light: \"#102030\", dark: \"#102030\" }",
            ])
    }

    /// The link leads to a FIFO, which palettec reported as "not a regular file" when it opened it.
    func testTheCatalogsOwnContentsLinkedOutIsNotOpened() throws {
        let sandbox = try makeSandbox()
        XCTAssertEqual(mkfifo(sandbox.url("secret/pipe").path, 0o644), 0)
        try link("A.xcassets/Contents.json", to: "../secret/pipe", in: sandbox)

        let result = try importCatalog(in: sandbox)

        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stderrLines,
            ["A.xcassets/Contents.json: warning: this symbolic link leads out of the catalog; it is not read"])
    }

    /// A colorset, a colorset's `Contents.json` and a folder's `Contents.json` may each be a link to
    /// another place in the catalog.
    func testLinksWithinTheCatalogAreFollowed() throws {
        let sandbox = try makeSandbox()
        try sandbox.write(ImportCommandTests.oneColor, to: "A.xcassets/Shared/Ink2.colorset/Contents.json")
        try sandbox.write("{\"properties\" : {\"provides-namespace\" : true}}", to: "A.xcassets/Shared/Contents.json")
        try sandbox.write(ImportCommandTests.oneColor, to: "A.xcassets/Named/Teal.colorset/Contents.json")
        try link("A.xcassets/Named/Contents.json", to: "../Shared/Contents.json", in: sandbox)
        try link("A.xcassets/Copy.colorset/Contents.json", to: "../Ink.colorset/Contents.json", in: sandbox)
        try link("A.xcassets/Alias.colorset", to: "Shared/Ink2.colorset", in: sandbox)

        let result = try importCatalog(in: sandbox)

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "created palettes/A.yml (5 colors)\n")
        XCTAssertEqual(
            try colorLines(in: sandbox),
            [
                "colors:",
                "  Alias: { light: \"#102030\", dark: \"#102030\" }",
                "  Copy: { light: \"#102030\", dark: \"#102030\" }",
                "  Ink: { light: \"#102030\", dark: \"#102030\" }",
                "  Named:", "    Teal: { light: \"#102030\", dark: \"#102030\" }",
                "  Shared:", "    Ink2: { light: \"#102030\", dark: \"#102030\" }",
            ])
    }

    func testALinkToNothingIsAnErrorThatSaysSo() throws {
        let sandbox = try makeSandbox()
        try link("A.xcassets/Gone.colorset", to: "Nowhere.colorset", in: sandbox)
        try link("A.xcassets/Lost.colorset/Contents.json", to: "Missing.json", in: sandbox)

        let result = try importCatalog(in: sandbox)

        XCTAssertStatus(result, 1)
        XCTAssertEqual(
            result.stderrLines,
            [
                "A.xcassets/Gone.colorset: error: could not read this: it is a symbolic link to a file or folder that does not exist",
                "A.xcassets/Lost.colorset/Contents.json: error: could not read the colorset: "
                    + "it is a symbolic link to a file or folder that does not exist",
                "palettec: 2 errors; nothing was written",
            ])
    }

    /// A FIFO is never opened: the run would wait for a writer and time out.
    func testEntriesThatAreNoReadableColorsetAreWarnings() throws {
        let sandbox = try makeSandbox()
        try sandbox.write("{}", to: "A.xcassets/File.colorset")
        XCTAssertEqual(mkfifo(sandbox.url("A.xcassets/Fifo.colorset").path, 0o644), 0)
        try sandbox.write(ImportCommandTests.oneColor, to: "A.xcassets/Outer.colorset/Contents.json")
        try sandbox.write(ImportCommandTests.oneColor, to: "A.xcassets/Outer.colorset/Inner.colorset/Contents.json")
        try sandbox.write("notes", to: "A.xcassets/Outer.colorset/notes.txt")
        try sandbox.write("notes", to: "A.xcassets/notes.txt")
        XCTAssertEqual(mkfifo(sandbox.url("A.xcassets/pipe").path, 0o644), 0)

        let result = try importCatalog(in: sandbox)

        XCTAssertStatus(result, 0)
        XCTAssertEqual(
            result.stderrLines,
            [
                "A.xcassets/Fifo.colorset: warning: a colorset is a folder, and this is a FIFO, socket or device; it is not opened, nor imported",
                "A.xcassets/File.colorset: warning: a colorset is a folder, and this is a file; it is not imported",
                "A.xcassets/Outer.colorset/Inner.colorset: warning: a colorset inside another colorset is not imported, "
                    + "since a colorset holds only its Contents.json; move it out to import it",
                "A.xcassets/Outer.colorset/notes.txt: warning: a colorset holds only its Contents.json; this is not read",
                "A.xcassets/notes.txt: warning: a catalog holds folders and their Contents.json; this file is not read",
                "A.xcassets/pipe: warning: this is a FIFO, socket or device, which no catalog holds; it is not opened",
            ])
        XCTAssertEqual(result.stdout, "created palettes/A.yml (2 colors, 6 warnings)\n")
    }

    /// Xcode's other asset types are skipped by the extensions the catalog writer avoids (`AssetFolderType`),
    /// in any case, as macOS compares file names; a plain folder is a group.
    func testOtherAssetsAreSkippedByTheExtensionsTheWriterAvoids() throws {
        let sandbox = try makeSandbox()
        for folder in ["Photo.imageset", "Photo2.ImageSet", "Icons.stickersiconset", "Old.xcassets"] {
            try sandbox.write(ImportCommandTests.oneColor, to: "A.xcassets/\(folder)/Inner.colorset/Contents.json")
        }
        try sandbox.write(ImportCommandTests.oneColor, to: "A.xcassets/Brand/Teal.colorset/Contents.json")

        let result = try importCatalog(in: sandbox)

        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "created palettes/A.yml (2 colors, 4 other assets skipped)\n")
    }
}
