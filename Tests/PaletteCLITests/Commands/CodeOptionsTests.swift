import Foundation
@testable import PaletteCore
import XCTest

/// `--access-level`, `--runtime` and `--config`: what the generated Swift looks like, and from where.
final class CodeOptionsTests: XCTestCase {
    private func validSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.copyValidPalettes()
        return sandbox
    }

    func testTheConfigSetsTheDefaultAndTheOptionAndThePaletteWinOverIt() throws {
        let sandbox = try validSandbox()
        try sandbox.write("access: public\n", to: "palettec.yml")
        try sandbox.write("access: internal\ncolors:\n  ink: '#000'\n", to: "palettes/ink.yml")

        XCTAssertStatus(try sandbox.run(["generate", "--config", "palettec.yml"]), 0)
        XCTAssertTrue(try sandbox.read("generated/Brand.swift").contains("\npublic enum Brand {"))
        XCTAssertTrue(
            try sandbox.read("generated/Ink.swift").contains("\ninternal enum Ink {"), "the palette's own access: wins")
        XCTAssertTrue(try sandbox.read("generated/PaletteSupport.swift").contains("\npublic struct PaletteColor"))

        XCTAssertStatus(try sandbox.run(["generate", "--config", "palettec.yml", "--access-level", "package"]), 0)
        XCTAssertTrue(
            try sandbox.read("generated/Brand.swift").contains("\npackage enum Brand {"),
            "the option wins over the config")
    }

    func testStaticMembersComeFromTheFlagElseTheConfigAndAreOffByDefault() throws {
        let sandbox = try validSandbox()
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        XCTAssertFalse(try sandbox.read("generated/Brand.swift").contains("extension Color"))

        try sandbox.write("staticMembers: true\n", to: "palettec.yml")
        XCTAssertStatus(try sandbox.run(["generate", "--config", "palettec.yml"]), 0)
        XCTAssertTrue(try sandbox.read("generated/Brand.swift").contains("extension ShapeStyle where Self == Color {"))
        XCTAssertStatus(try sandbox.run(["check", "--config", "palettec.yml"]), 0)

        XCTAssertStatus(try sandbox.run(["generate", "--config", "palettec.yml", "--no-static-members"]), 0)
        XCTAssertFalse(
            try sandbox.read("generated/Brand.swift").contains("extension Color"), "the flag wins over the config")
        XCTAssertStatus(try sandbox.run(["generate", "--static-members"]), 0)
        XCTAssertTrue(try sandbox.read("generated/Brand.swift").contains("extension UIColor {"))
    }

    func testSwiftUIPreviewsComeFromTheFlagElseTheConfigAndGoWhenTurnedOff() throws {
        let sandbox = try validSandbox()
        let previews = "generated/" + PaletteFileNames.previewsFile
        XCTAssertStatus(try sandbox.run(["generate"]), 0)
        XCTAssertFalse(sandbox.exists(previews), "off by default")

        try sandbox.write("swiftUIPreviews: true # Xcode's canvas\n", to: "palettec.yml")
        XCTAssertStatus(try sandbox.run(["generate", "--config", "palettec.yml"]), 0)
        XCTAssertTrue(try sandbox.read(previews).contains("\n#Preview(\"Brand\") {\n"))
        XCTAssertStatus(try sandbox.run(["check", "--config", "palettec.yml"]), 0)
        XCTAssertStatus(try sandbox.run(["check"]), 1)  // without the setting the file is one too many

        XCTAssertStatus(try sandbox.run(["generate", "--config", "palettec.yml", "--no-swiftui-previews"]), 0)
        XCTAssertFalse(sandbox.exists(previews), "the flag wins over the config, and palettec removes its own file")
        XCTAssertStatus(try sandbox.run(["generate", "--swiftui-previews"]), 0)
        XCTAssertTrue(sandbox.exists(previews))
    }

    /// The build plugin's command: the previews of the palettes it is given, at the path it chose.
    func testThePreviewsCommandWritesThePreviewsOfItsPalettes() throws {
        let sandbox = try validSandbox()
        XCTAssertStatus(try sandbox.run(["previews", "palettes", "--output", "out/Previews.swift"]), 0)
        let text = try sandbox.read("out/Previews.swift")
        XCTAssertTrue(text.contains("\n#Preview(\"Brand\") {\n"), text)
        XCTAssertTrue(text.contains("\n#if DEBUG && canImport(SwiftUI)\n"), text)
        XCTAssertStatus(try sandbox.run(["previews", "palettes", "--output", ""]), 64)
    }

    /// The build plugin knows the previews are asked for from a line `swiftUIPreviews: true`, so palettec
    /// takes no other spelling of it.
    func testPreviewsAskedForOtherwiseThanOnALineOfTheirOwnAreAnError() throws {
        let sandbox = try validSandbox()
        try sandbox.write("{ swiftUIPreviews: true }\n", to: "palettec.yml")
        let result = try sandbox.run(["generate", "--config", "palettec.yml"])
        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix("palettec.yml:1:3: error: write 'swiftUIPreviews: true' on a line of its own")
            },
            result.stderr)
        XCTAssertFalse(sandbox.exists("generated"))
    }

    func testAStaticMemberClashIsAnErrorAtTheColorAndNothingIsWritten() throws {
        let sandbox = try validSandbox()
        try sandbox.write(
            "palette: Kit\nnamespace: false\ncolors:\n  red: {light: '#F00', dark: '#F44'}\n", to: "palettes/kit.yml")

        XCTAssertStatus(try sandbox.run(["generate"]), 0)  // off, the name clashes with nothing
        let result = try sandbox.run(["generate", "--output", "other", "--static-members"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix("palettes/kit.yml:4:3: error: the color 'red' would be the static member 'red'")
            },
            result.stderr)
        XCTAssertFalse(sandbox.exists("other"))
        XCTAssertStatus(try sandbox.run(["lint", "--static-members"]), 1)
    }

    func testAnUnknownConfigKeyIsAnErrorAtItsLineAndNothingIsWritten() throws {
        let sandbox = try validSandbox()
        try sandbox.write("access: public\nacess: internal\n", to: "palettec.yml")

        let result = try sandbox.run(["generate", "--config", "palettec.yml"])

        XCTAssertStatus(result, 1)
        XCTAssertTrue(
            result.stderrLines.contains {
                $0.hasPrefix("palettec.yml:2:1: error: unknown key 'acess' in palettec.yml; did you mean 'access'?")
            },
            result.stderr)
        XCTAssertFalse(sandbox.exists("generated"))
        XCTAssertStatus(try sandbox.run(["generate", "--config", "missing.yml"]), 64)
    }

    func testImportingTheRuntimeWritesNoSupportFileAndRemovesAnEarlierOne() throws {
        let sandbox = try validSandbox()
        XCTAssertStatus(try sandbox.run(["generate"]), 0)

        let result = try sandbox.run(["generate", "--runtime", "import"])

        XCTAssertStatus(result, 0)
        XCTAssertTrue(result.stdoutLines.contains("removed generated/PaletteSupport.swift"), result.stdout)
        XCTAssertEqual(
            try sandbox.entries(in: "generated"), ["Brand.swift", "Grays.swift", "manifest.json", "palettes.svg"])
        XCTAssertTrue(try sandbox.read("generated/Brand.swift").contains("\n\nimport PaletteRuntime\n\n"))
        XCTAssertStatus(try sandbox.run(["check", "--runtime", "import"]), 0)
        XCTAssertStatus(try sandbox.run(["check"]), 1)
    }

    /// A palettec.yml among the palettes is settings, never a palette, and is read only when named.
    func testAConfigAmongThePalettesIsNotAPaletteAndIsReadOnlyWhenNamed() throws {
        let sandbox = try validSandbox()
        try sandbox.write("access: public\n", to: "palettes/palettec.yml")

        let unnamed = try sandbox.run(["generate"])
        XCTAssertStatus(unnamed, 0)
        XCTAssertEqual(
            unnamed.stderrLines,
            [
                "palettes/palettec.yml: warning: settings not applied: palettec reads a palettec.yml only when --config names it"
            ])
        XCTAssertTrue(try sandbox.read("generated/Brand.swift").contains("\ninternal enum Brand {"))

        let named = try sandbox.run(["generate", "--config", "palettes/palettec.yml"])
        XCTAssertStatus(named, 0)
        XCTAssertEqual(named.stderr, "")
        XCTAssertTrue(try sandbox.read("generated/Brand.swift").contains("\npublic enum Brand {"))
    }

    func testCompileTakesTheSameOptions() throws {
        let sandbox = try validSandbox()
        try sandbox.write("access: package\nruntime: import\n", to: "palettec.yml")

        XCTAssertStatus(
            try sandbox.run([
                "compile", "palettes/brand.yml", "--output", "out/Brand.swift", "--config", "palettec.yml",
            ]), 0)

        let swift = try sandbox.read("out/Brand.swift")
        XCTAssertTrue(swift.contains("\n\npackage import PaletteRuntime\n\n/// Brand colors"), swift)
        XCTAssertTrue(swift.contains("\npackage enum Brand {"), swift)
    }

    /// A build folder from an older palettec holds `brand.swift` where the output is now `Brand.swift`:
    /// palettec's own file under the old spelling is replaced, not a conflict.
    func testCompileReplacesItsOwnFileUnderAnOlderSpelling() throws {
        let sandbox = try validSandbox()
        try sandbox.write(
            "// Generated by palettec from Palettes/brand.yml. Do not edit.\nenum Brand {}\n", to: "out/brand.swift")

        XCTAssertStatus(try sandbox.run(["compile", "palettes/brand.yml", "--output", "out/Brand.swift"]), 0)

        XCTAssertEqual(try sandbox.entries(in: "out"), ["Brand.swift"])
    }

    func testVersion() throws {
        let result = try Sandbox().run(["--version"])
        XCTAssertStatus(result, 0)
        XCTAssertEqual(result.stdout, PalettecVersion.current + "\n")
    }
}
