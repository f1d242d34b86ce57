import PropertyBased
@testable import PaletteCore

/// Color values and rule parameters for random palettes: every form the format has, and a few
/// invalid ones so that the rejection path is exercised too.
enum ValuePools {
    static let hexDigit = Gen.one(of: "0123456789abcdefABCDEF".map(String.init))

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, in any case.
    static let hex = zip(Gen<Int?>.element(of: [3, 4, 6, 8]), hexDigit.array(of: 8))
        .map { count, digits in YAMLTree.text("#" + digits.prefix(count!).joined()) }

    static let byte = Gen.int(in: 0...255)
    static let alpha = Gen.one(of: [
        "0", "1", "0.5", "0.25", "0.64", "0.123456789", "1.0", "0.999999", ".5", "1e-7", "0.00000000005", "5e-324",
    ])

    /// `rgb(R, G, B)`, plain or quoted. Plain only where the value is a block entry (a flow mapping
    /// would end it at the comma).
    static let rgb = zip(byte, byte, byte, Gen.bool).map { red, green, blue, isQuoted in
        let text = "rgb(\(red), \(green), \(blue))"
        return isQuoted ? YAMLTree.text(text) : .plain(text)
    }

    static let rgba = zip(byte, byte, byte, alpha).map { red, green, blue, alpha in
        YAMLTree.plain("rgba(\(red),\(green),\(blue),\(alpha))")
    }

    /// `{ red: R, green: G, blue: B, alpha: A }`, alpha optional, keys in any order.
    static let components = zip(byte, byte, byte, alpha, Gen.bool, Gen<[Int]>.shuffled([0, 1, 2, 3]))
        .map { red, green, blue, alpha, hasAlpha, order in
            let entries = [("red", "\(red)"), ("green", "\(green)"), ("blue", "\(blue)"), ("alpha", alpha)]
            return YAMLTree.flow(
                order.filter { hasAlpha || $0 != 3 }.map {
                    YAMLTree.Entry(.word(entries[$0].0), .plain(entries[$0].1))
                })
        }

    /// A component from 0 to 1, as `color()` and `space:` take them: the ends, round-off and a subnormal.
    static let unit = Gen.one(of: [
        "0", "1", "0.5", "0.523", "1.0", ".25", "0.0000000001", "0.99999999999", "0.12345678905", "1e-7", "5e-324",
    ])
    static let spaceName = Gen.one(of: ["display-p3", "display-p3", "srgb", "Display-P3"])

    /// `color(display-p3 R G B)` or `color(srgb R G B / A)`, plain or quoted (no commas, so plain works
    /// in a flow mapping too).
    static let colorFunction = zip(spaceName, unit, unit, unit, alpha, Gen.bool, Gen.bool)
        .map { space, red, green, blue, alpha, hasAlpha, isQuoted in
            let text = "color(\(space) \(red) \(green) \(blue)\(hasAlpha ? " / \(alpha)" : ""))"
            return isQuoted ? YAMLTree.text(text) : .plain(text)
        }

    /// `{ space: display-p3, red: R, green: G, blue: B, alpha: A }`, 0–1 components, keys in any order.
    static let spaceComponents = zip(
        spaceName, unit, unit, unit, alpha, Gen.bool, Gen<[Int]>.shuffled([0, 1, 2, 3, 4])
    )
    .map { space, red, green, blue, alpha, hasAlpha, order in
        let entries = [("space", space), ("red", red), ("green", green), ("blue", blue), ("alpha", alpha)]
        return YAMLTree.flow(
            order.filter { hasAlpha || $0 != 4 }.map {
                YAMLTree.Entry(.word(entries[$0].0), .plain(entries[$0].1))
            })
    }

    /// CSS Color 4's other forms (#44): each function, commas and spaces, units, `none`, names; some
    /// converted into Display P3, one mapped into it (a warning).
    static let cssColor = Gen.one(of: [
        "hsla(255,0%,100%,0.01)", "hsl(210deg 40% 50% / 0.5)", "hwb(90 10% 20%)", "lab(50% 40% -20%)",
        "lch(60 50 0.25turn)", "oklab(0.6 0.1 -0.1 / 25%)", "oklch(62% 0.2 255)", "oklch(0.7 0.25 145)",
        "oklch(0.9 0.4 150)", "color(rec2020 0.5 0.8 0.4)", "color(xyz 0.2 0.3 0.4)", "rgb(20% 51 none / 64%)",
        "rgba(127.5, 0, 0)", "RebeccaPurple", "transparent", "grey",
    ]).map(YAMLTree.text)

    static let invalid = Gen.one(of: [
        "#GGG", "rgb(256, 0, 0)", "#12345", "", "rgba(1, 2, 3, 1.5)", "hsl(0, 0, 0%)",
        "color(rec2021 1 0 0)", "color(display-p3 1.5 0 0)", "color(display-p3 1, 0, 0)", "color(display-p3 1 0 0",
    ]).map(YAMLTree.text)

    /// A color value as a block entry's value.
    static let value = Gen<YAMLTree>.frequency(
        (3, hex), (2, rgb), (1, rgba), (2, components), (1.5, colorFunction), (1, spaceComponents), (1, cssColor),
        (0.1, invalid))

    /// A number an `oklch` parameter sets, or `{scale, add, min, max}`. Bounded: huge chroma is another
    /// part of the work (it hung the gamut mapping), and here it would only stall the run.
    static let oklchAdjustment: Generator<YAMLTree, some Sequence & SendableMetatype> =
        adjustment(from: ["0", "1", "0.5", "0.2", "-0.25", "1.5", "0.0001"])

    /// The same for `hsv`, whose components are clamped: the largest numbers palettec takes, and a
    /// subnormal one.
    static let hsvAdjustment: Generator<YAMLTree, some Sequence & SendableMetatype> =
        adjustment(from: ["0", "1", "0.5", "0.2", "-0.25", "1.5", "1000", "-1000", "5e-324"])

    private static func adjustment(from numbers: [String]) -> Generator<YAMLTree, some Sequence & SendableMetatype> {
        zip(
            Gen.bool,
            Gen.one(of: numbers),
            Gen.one(of: ["scale", "add", "min", "max"]).array(of: 1...4),
            Gen.one(of: numbers).array(of: 4)
        ).map { isNumber, number, operations, operands in
            if isNumber { return YAMLTree.plain(number) }
            var seen: Set<String> = []
            return .flow(
                zip(operations, operands).filter { seen.insert($0.0).inserted }.map {
                    YAMLTree.Entry(.word($0.0), .plain($0.1))
                })
        }
    }

    static let hue = Gen.one(of: ["0", "30", "180", "-45", "359.5", "720", "-400", "1e300"]).map(YAMLTree.plain)
    /// A made color's amount, at its ends, between them, as a percentage or a fraction.
    static let madeAmount = Gen.one(of: ["0%", "100%", "29%", "0.5", "1", "0", "12.5%", "0.0001", "99.9999%"])
    /// What a mix mixes toward, written out.
    static let madeOperand = Gen.one(of: [
        "#000", "#FFFFFF80", "rgb(0, 0, 0)", "rgba(255, 59, 48, 0.5)", "color(display-p3 1 0 0)",
        "color(srgb 0 0.5 1 / 0)",
    ])
    static let mixSpace = Gen.one(of: [""] + MixSpace.allCases.map { " in " + $0.rawValue })
    static let lightnessSpace = Gen.one(of: [""] + LightnessSpace.allCases.map { " in " + $0.rawValue })
    static let ratio = Gen.one(of: ["1", "1.5", "2", "3", "4.5", "7"]).map(YAMLTree.plain)
    static let ruleName = Gen.one(of: ["invert", "hsv", "oklch", "contrast", "calendar-text", "calendar-background"])

    /// The palette's `derive:`, the rule for every missing dark entry.
    static let paletteDerive = Gen<YAMLTree>.frequency(
        (3, Gen.one(of: ["invert", "oklch", "calendar-background", "calendar-text"]).map(YAMLTree.plain)),
        (
            1,
            hsvAdjustment.map {
                YAMLTree.flow([.init(.word("derive"), .plain("hsv")), .init(.word("brightness"), $0)])
            }
        ),
        (0.3, Gen.always(YAMLTree.plain("none")))
    )
}
