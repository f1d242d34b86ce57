import Foundation
import PropertyBased
import TestSupport
import Testing
@testable import PaletteCore

/// `derive: tone`: the calibrated default, its high-contrast steps, custom curves, and the round trip
/// from Data/tone through the committed constants.
@Suite(.shrinking(false)) struct ToneTests {
    private static func hex(_ text: String) -> RGBA { try! ColorValueParser.parse(text: text).get() }
    private static func distance(_ one: RGBA, _ other: RGBA) -> Double {
        let a = OKLab(one), b = OKLab(other)
        return ((a.L - b.L) * (a.L - b.L) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
    }

    private static func hueDistance(_ one: Double, _ other: Double) -> Double {
        let difference = abs(one - other).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }

    /// The case: systemBlue stays blue and gets lighter, nearer Apple's own dark (#0A84FF)
    /// than inversion (orange) or OKLCH 1 − L (navy).
    @Test func systemBlueStaysBlueAndLightens() throws {
        let blue = Self.hex("#007AFF"), apple = Self.hex("#0A84FF")
        let tone = Tone.derive(blue, for: .dark, curve: nil, chroma: nil, lightness: nil)
        #expect(tone.hex == "#2E8DFFFF")
        #expect(Self.offHue(tone, blue.oklch.h) < GamutMapping.jnd)
        #expect(OKLab(tone).L > OKLab(blue).L)
        let invert = blue.inverted, oklch = blue.oklchInverted().rgba
        #expect(invert.hex == "#FF8500FF" && oklch.hex == "#0039AFFF")
        #expect(Self.distance(tone, apple) < Self.distance(invert, apple) / 4)
        #expect(Self.distance(tone, apple) < Self.distance(oklch, apple) / 4)
    }

    /// `role: accent` follows Apple's own system colors: systemBlue's dark lands within one JND of #0A84FF,
    /// nearer than the default curve's.
    @Test func anAccentLandsWhereAppleDoes() throws {
        let blue = Self.hex("#007AFF"), apple = Self.hex("#0A84FF")
        let accent = Tone.derive(blue, for: .dark, role: .accent, curve: nil, chroma: nil, lightness: nil)
        let standard = Tone.derive(blue, for: .dark, curve: nil, chroma: nil, lightness: nil)
        #expect(Self.distance(accent, apple) < GamutMapping.jnd, "\(accent.hex)")
        #expect(Self.distance(accent, apple) < Self.distance(standard, apple))
        #expect(Self.offHue(accent, blue.oklch.h) < GamutMapping.jnd)
    }

    /// A light tint stays light as an accent, and becomes a dark shade by the default curve.
    @Test func aTintKeepsItsLightnessAsAnAccent() {
        let yellow = Self.hex("#FFCC00")
        let accent = Tone.derive(yellow, for: .dark, role: .accent, curve: nil, chroma: nil, lightness: nil)
        let standard = Tone.derive(yellow, for: .dark, curve: nil, chroma: nil, lightness: nil)
        #expect(OKLab(accent).L > OKLab(yellow).L - 0.02)
        #expect(OKLab(standard).L < OKLab(yellow).L - 0.1)
    }

    /// High contrast moves lightness away from the appearance's background: darker in light, lighter in dark.
    @Test func highContrastMovesAwayFromTheBackground() async {
        let color = zip(Gen.double(in: 0.3...0.8), Gen.double(in: 0...0.12), Gen.double(in: 0..<360))
            .map { GamutMapping.map(OKLCH(L: $0.0, C: $0.1, h: $0.2)).rgba }
        await propertyCheck(count: 300, input: color) { color in
            let light = Tone.derive(color, for: .highContrastLight, curve: nil, chroma: nil, lightness: nil)
            let dark = Tone.derive(color, for: .highContrastDark, curve: nil, chroma: nil, lightness: nil)
            #expect(OKLab(light).L < OKLab(color).L, "\(color) → \(light)")
            #expect(OKLab(dark).L > OKLab(color).L, "\(color) → \(dark)")
        }
    }

    /// Lightness out is monotone in lightness in (grays: no chroma for the gamut fit to trade), the
    /// default curve's way (lighter light, darker or equal dark), and a written rising curve's and the
    /// accent curve's way.
    @Test func lightnessIsMonotone() async {
        let rising = try! ToneCurve.make([.init(0, 0.3), .init(0.6, 0.7), .init(1, 0.95)]).get()
        let pair = zip(Gen.double(in: 0...1), Gen.double(in: 0...1))
        await propertyCheck(count: 300, input: pair) { first, second in
            let (darker, lighter) = (
                RGBA(red: min(first, second), green: min(first, second), blue: min(first, second)),
                RGBA(red: max(first, second), green: max(first, second), blue: max(first, second))
            )
            func toneL(_ gray: RGBA, _ curve: ToneCurve?, _ role: ToneRole? = nil) -> Double {
                OKLab(Tone.derive(gray, for: .dark, role: role, curve: curve, chroma: nil, lightness: nil)).L
            }
            #expect(toneL(lighter, nil) <= toneL(darker, nil) + 1e-9)
            #expect(toneL(lighter, rising) >= toneL(darker, rising) - 1e-9, "a lighter light never gives a darker dark")
            #expect(toneL(lighter, nil, .accent) >= toneL(darker, nil, .accent) - 1e-9, "nor does an accent")
        }
    }

    /// How far a color lies from the hue line `hue` in OKLab's (a, b) plane: C · sin Δh. The CSS Color 4
    /// fit's last clip moves a color by less than one JND (0.02), so the hue is kept to that.
    private static func offHue(_ color: RGBA, _ hue: Double) -> Double {
        let lch = color.oklch
        return lch.C * sin(min(hueDistance(lch.h, hue), 90) * .pi / 180)
    }

    /// Hue is kept, to within what the CSS Color 4 fit's last clip moves it, for colors with a hue to keep.
    @Test func hueIsKeptWithinGamutMapping() async {
        let channel = Gen.double(in: 0...1)
        let color = zip(channel, channel, channel).map { RGBA(red: $0.0, green: $0.1, blue: $0.2) }.filter {
            $0.oklch.C > 0.03
        }
        await propertyCheck(count: 500, input: color) { color in
            let source = color.oklch
            let tone = Tone.derive(color, for: .dark, curve: nil, chroma: nil, lightness: nil)
            let result = tone.oklch
            #expect(
                Self.offHue(tone, source.h) < GamutMapping.jnd + 1e-9,
                "\(color) → \(tone), hue \(source.h) → \(result.h)")
        }
    }

    /// Each calibration system's median ΔE_OK, computed here from the committed constants, is the one
    /// calibrate.py printed into Data/tone/calibration.json.
    @Test func calibrationDataRoundTripsThroughTheCommittedConstants() throws {
        let folder = RepositoryFiles.root.appendingPathComponent("Data/tone")
        let calibration =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("calibration.json")))
            as! [String: Any]
        let systems = calibration["systems"] as! [[String: Any]]
        for system in systems where system["calibrated"] as! Bool {
            let name = system["system"] as! String
            let rows = try Self.rows(folder.appendingPathComponent("\(name).csv"))
            let errors = rows.map { row in
                Self.distance(
                    Tone.derive(Self.hex(row["light"]!), for: .dark, curve: nil, chroma: nil, lightness: nil),
                    Self.hex(row["dark"]!))
            }
            let expected = (system["toneAll"] as! [String: Double])["median"]!
            #expect(abs(Self.median(errors) - expected) < 5e-4, "\(name): \(Self.median(errors)) against \(expected)")
        }
        // The hold-out, never fitted on: Radix, every step.
        let radix = try Self.rows(folder.appendingPathComponent("holdout/radix.csv"))
        let radixErrors = radix.map { row in
            Self.distance(
                Tone.derive(Self.hex(row["light"]!), for: .dark, curve: nil, chroma: nil, lightness: nil),
                Self.hex(row["dark"]!))
        }
        let holdout =
            ((calibration["holdout"] as! [String: Any])["radix"] as! [String: Any])["subsets"] as! [[String: Any]]
        let radixExpected = (holdout.first { $0["subset"] as! String == "all" }!["toneAll"] as! [String: Double])[
            "median"]!
        #expect(radix.count == 300)
        #expect(
            abs(Self.median(radixErrors) - radixExpected) < 5e-4,
            "radix: \(Self.median(radixErrors)) against \(radixExpected)")

        let apple = try Self.rows(folder.appendingPathComponent("apple.csv"))
        for (appearance, key, from, column) in [
            (Appearance.highContrastLight, "highContrastLight", "light", "hc_light"),
            (.highContrastDark, "highContrastDark", "dark", "hc_dark"),
        ] {
            let errors = apple.map { row in
                Self.distance(
                    Tone.derive(Self.hex(row[from]!), for: appearance, curve: nil, chroma: nil, lightness: nil),
                    Self.hex(row[column]!))
            }
            let expected = ((calibration[key] as! [String: Any])["inSample"] as! [String: Double])["median"]!
            #expect(abs(Self.median(errors) - expected) < 5e-4, "\(key): \(Self.median(errors)) against \(expected)")
        }
    }

    /// The accent curve's figures in calibration.json (Apple in sample, Radix's steps 9 to 11, never fitted
    /// on) recomputed from the committed constants.
    @Test func accentFiguresRoundTripThroughTheCommittedConstants() throws {
        let folder = RepositoryFiles.root.appendingPathComponent("Data/tone")
        let calibration =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("calibration.json")))
            as! [String: Any]
        let figures = (calibration["accent"] as! [String: Any])["figures"] as! [[String: Any]]
        func expected(_ subset: String) -> Double {
            (figures.first { $0["subset"] as! String == subset }!["accent"] as! [String: Double])["median"]!
        }
        func median(_ rows: [[String: String]]) -> Double {
            Self.median(
                rows.map { row in
                    Self.distance(
                        Tone.derive(
                            Self.hex(row["light"]!), for: .dark, role: .accent, curve: nil, chroma: nil, lightness: nil),
                        Self.hex(row["dark"]!))
                })
        }
        let apple = try Self.rows(folder.appendingPathComponent("apple.csv"))
        #expect(abs(median(apple) - expected("apple, in sample")) < 5e-4)
        let radix = try Self.rows(folder.appendingPathComponent("holdout/radix.csv"))
        for step in ["9", "10", "11"] {
            let rows = radix.filter { $0["step"] == step }
            #expect(rows.count == 25)
            #expect(
                abs(median(rows) - expected("radix step \(step) (hold-out)")) < 5e-4, "step \(step): \(median(rows))")
        }
    }

    /// numpy's median: the middle value, or the mean of the middle two.
    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted(), middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The CSV's rows by column name (the files quote fields that hold commas, never quotes).
    private static func rows(_ url: URL) throws -> [[String: String]] {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        func fields(_ line: String) -> [String] {
            var fields: [String] = [], current = "", quoted = false
            for character in line {
                if character == "\"" {
                    quoted.toggle()
                } else if character == ",", !quoted {
                    fields.append(current); current = ""
                } else {
                    current.append(character)
                }
            }
            return fields + [current]
        }
        let header = fields(lines[0])
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, fields($0))) }
    }
}
