import XCTest
@testable import PaletteCore

/// `palettec diff` in the core: two palettes as written → their manifests → what changed, in words.
final class ManifestDiffTests: XCTestCase {
    private func manifest(_ yaml: String) throws -> ManifestDocument {
        let palette = try XCTUnwrap(compile(yaml, path: "palettes/brand.yml").palette, "\(compile(yaml).diagnostics)")
        return try ManifestReader.read(Array(ManifestRenderer.render([palette]).utf8), path: "manifest.json").get()
    }

    private func diff(_ old: String, _ new: String) throws -> ManifestDiff {
        ManifestDiff(old: try manifest(old), new: try manifest(new))
    }

    private let base = """
        colors:
          accent: "#0A84FF"
          text: { light: "#111111", dark: "#EEEEEE" }
          old: "#123456"
        contrast:
          - { foreground: text, background: accent, minimum: 3, level: warning }
        """

    func testEqualManifestsHaveNoDifference() throws {
        let same = try diff(base, base)
        XCTAssertTrue(same.isEmpty)
        XCTAssertEqual(DiffRenderer.text(same), "no color or contrast check changed\n")
        XCTAssertEqual(DiffRenderer.markdown(same), "### Colors: no color or contrast check changed\n")
    }

    /// An APCA check's Lc, with its sign, and its verdict; its minimum an Lc.
    func testAnAPCACheckChangesByItsLc() throws {
        let apca = { (text: String) in
            "colors:\n  page: { light: \"#FFFFFF\", dark: \"#000000\" }\n  text: { light: \"\(text)\", dark: \"#FFFFFF\" }\n"
                + "contrast:\n  - { foreground: text, background: page, minimum: 60, method: apca, level: warning }\n"
        }
        XCTAssertEqual(
            DiffRenderer.text(try diff(apca("#888888"), apca("#999999"))).split(separator: "\n").filter {
                $0.hasPrefix("contrast")
            },
            ["contrast Brand: text on page, light, minimum Lc 60: Lc 63.1 passes → Lc 54.6 FAILS"])
        XCTAssertTrue(try diff(apca("#888888"), apca("#888888")).isEmpty)
    }

    /// A base color edited: its own light is "edited", its inverted dark "changed with its source"; a
    /// color added and one removed; the contrast checks that read it change their ratios.
    func testEveryKindOfChangeInText() throws {
        let new = """
            colors:
              accent: "#007AFF"
              text: { light: "#111111", dark: "#EEEEEE" }
              tint: { light: "#5856D6", dark: "#5E5CE6" }
            contrast:
              - { foreground: text, background: accent, minimum: 4.5, level: warning }
            """
        XCTAssertEqual(
            DiffRenderer.text(try diff(base, new)),
            """
            changed Brand.accent
              light              #0A84FF → #007AFF  ΔE_OK 0.026  edited
              dark               #F57B00 → #FF8500  ΔE_OK 0.030  derived by invert(light), so it changed with its source
            added Brand.tint
              light              #5856D6
              dark               #5E5CE6
            removed Brand.old
              light              #123456
              dark               #EDCBA9  derived by invert(light)
            contrast Brand: text on accent, light, minimum 4.5: 5.18:1 passes → 4.7:1 passes
            contrast Brand: text on accent, dark, minimum 4.5: 2.35:1 FAILS → 2.1:1 FAILS
            1 color changed, 1 color added, 1 color removed, 2 contrast checks changed

            """)
    }

    func testTheSameChangesInMarkdown() throws {
        let new = """
            colors:
              accent: { light: "#0A84FF", dark: { derive: oklch } }
              text: { light: "#111111", dark: "#EEEEEE" }
              old: "#123456"
            contrast:
              - { foreground: text, background: accent, minimum: 3, level: warning }
            """
        XCTAssertEqual(
            DiffRenderer.markdown(try diff(base, new)),
            """
            ### Colors: 1 color changed, 1 contrast check changed

            | Color | Appearance | Old | New | ΔE_OK | Why |
            |---|---|---|---|---|---|
            | `Brand.accent` | dark | `#F57B00` | `#00399A` | 0.469 | rule changed from `invert(light)` to `oklch(light)` |

            | Contrast check | Old | New |
            |---|---|---|
            | `Brand`: `text` on `accent`, dark, minimum 3.0 | 2.35:1 FAILS | 8.82:1 passes |

            """)
    }

    /// ΔE_OK is the Euclidean distance in OKLab, here against a hand-computed pair: black to white is 1.
    func testDeltaEIsTheOKLabDistance() {
        let black = ManifestDocument.Value(color: RGBA(red: 0, green: 0, blue: 0), rule: nil)
        let white = ManifestDocument.Value(color: RGBA(red: 1, green: 1, blue: 1), rule: nil)
        let change = ManifestDiff.AppearanceChange(appearance: .light, old: black, new: white)
        XCTAssertEqual(change.deltaE ?? 0, 1, accuracy: 1e-6)
        XCTAssertEqual(DiffWords.deltaE(0.0425), "0.043")
        XCTAssertEqual(DiffWords.deltaE(1.5), "1.500")
    }

    func testReadingErrorsNameTheirPlace() {
        func problem(_ text: String) -> String? {
            guard case .failure(let failure) = ManifestReader.read(Array(text.utf8), path: "m.json") else { return nil }
            return failure.diagnostic.formatted
        }
        XCTAssertEqual(
            problem("{\"a\": 1}"),
            "m.json:1:1: error: this is not a palettec manifest: it has no \"generator\": \"palettec\"")
        XCTAssertEqual(
            problem("{\"generator\": \"palettec\", \"schemaVersion\": 3, \"palettes\": []}"),
            "m.json:1:44: error: schema version 3 is not one this palettec reads (1, 2)")
        XCTAssertEqual(
            problem(
                "{\"generator\": \"palettec\", \"schemaVersion\": 2, \"palettes\": [{\"name\": \"A\", \"colors\": 1, \"contrast\": []}]}"
            ),
            "m.json:1:84: error: \"colors\" needs an array; found a number")
        XCTAssertNotNil(problem("{\"generator\": \"palettec\",\n  \"schemaVersion\": 2,"))
    }

    /// A changed source shows every made color it changes, each saying what made it; a changed expression
    /// says both.
    func testAChangedSourceShowsEveryMadeColorItChanges() throws {
        let old = """
            colors:
              label: { light: "#000000", dark: "#FFFFFF" }
              separator: "{label} at 29%"
              hint: "{separator} at 50%"
              page: { light: "#FFFFFF", dark: "#000000" }
            """
        let new =
            old.replacingOccurrences(of: "dark: \"#FFFFFF\" }", with: "dark: \"#EEEEEE\" }")
            .replacingOccurrences(of: "50%", with: "40%")
        let text = DiffRenderer.text(try diff(old, new))
        XCTAssertEqual(
            text,
            """
            changed Brand.label
              dark               #FFFFFF → #EEEEEE  ΔE_OK 0.051  edited
            changed Brand.separator
              dark               #FFFFFF4A → #EEEEEE4A  ΔE_OK 0.051  made by {label} at 29%, so it changed with its source
            changed Brand.hint
              light              #00000080 → #00000066  ΔE_OK 0.000  made by {separator} at 50% before, now by {separator} at 40%
              dark               #FFFFFF80 → #EEEEEE66  ΔE_OK 0.051  made by {separator} at 50% before, now by {separator} at 40%
            3 colors changed

            """)
    }
}

/// A `distinct:` check's closest pair and its verdict, per appearance and deficiency.
final class DistinctDiffTests: XCTestCase {
    private func manifest(_ yaml: String) throws -> ManifestDocument {
        let palette = try XCTUnwrap(compile(yaml, path: "palettes/brand.yml").palette, "\(compile(yaml).diagnostics)")
        return try ManifestReader.read(Array(ManifestRenderer.render([palette]).utf8), path: "manifest.json").get()
    }

    private func palette(red: String) -> String {
        "derive: none\ncolors:\n  green: { light: \"#1E8E3E\", dark: \"#1A7F37\" }\n"
            + "  red: { light: \"\(red)\", dark: \"#FF7B72\" }\n"
            + "distinct:\n  - { colors: [green, red], minimum: 0.1, level: warning }\n"
    }

    func testAChangedDistanceShowsItsClosestPairAndVerdict() throws {
        let diff = ManifestDiff(old: try manifest(palette(red: "#9F0712")), new: try manifest(palette(red: "#D70015")))
        let lines = DiffRenderer.text(diff).split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("distinct") },
            [
                "distinct Brand: green, red with protanopia, light, minimum 0.1: green and red 0.257 passes → green and "
                    + "red 0.175 passes",
                "distinct Brand: green, red with deuteranopia, light, minimum 0.1: green and red 0.113 passes → green "
                    + "and red 0.047 FAILS",
                "distinct Brand: green, red with tritanopia, light, minimum 0.1: green and red 0.305 passes → green and "
                    + "red 0.339 passes",
            ])
        XCTAssertEqual(lines.last, "1 color changed, 3 distinct results changed")
        XCTAssertTrue(
            DiffRenderer.markdown(diff).contains(
                "| `Brand`: `green`, `red` with deuteranopia, light, minimum 0.1 | `green` and `red` 0.113 passes | "
                    + "`green` and `red` 0.047 FAILS |"))
        XCTAssertTrue(
            ManifestDiff(old: try manifest(palette(red: "#9F0712")), new: try manifest(palette(red: "#9F0712")))
                .isEmpty)
    }
}
