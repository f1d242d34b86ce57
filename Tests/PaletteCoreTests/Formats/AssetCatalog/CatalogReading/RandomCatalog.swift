import Foundation
import PropertyBased
@testable import PaletteCore

/// Random asset catalogs as Xcode writes them, each colorset with the values an independent reading
/// of it gives: components from their written form (`"0.521"`, `"0x85"`, `"173"`, unquoted numbers),
/// gray through linear light, and the appearance each entry stands for by the documented rule.
struct RandomCatalog {
    struct Color {
        var lookupName: String
        /// What the app shows in each appearance.
        var appearances: [Appearance: RGBA]
        /// Every component was written as hex or an integer: the values must match exactly.
        var isEightBit: Bool
        /// No two entries leave Xcode a high-contrast choice palettec would make otherwise: the import
        /// brings the color in; else it leaves the color set in the catalog (`KeptColorSets`).
        var isImported: Bool
    }

    var catalog: CatalogFolder
    /// By the keys leading to the color in the palette.
    var colors: [[String]: Color] = [:]

    /// Names with spaces, dots, digits, unicode, YAML's special words and characters, and the palette
    /// format's own keys; each has a Swift name of its own, in both cases of its first letter.
    static let names = [
        "Dark Blurple", "primary.reverse", "brand.blue.darken.20", "300", "dark", "Light", "description", "colors",
        "yes", "null", "名前", "fire🔥", "-x", "#tag", "a, b", "quote\"d", "Ünï cödé", "per%cent",
    ]

    static func draw(using random: inout Xoshiro) -> RandomCatalog {
        var drawn = RandomCatalog(
            catalog: CatalogFolder(name: "Random.xcassets", path: "Random.xcassets", contents: nil, members: []))
        drawn.catalog.members = drawn.members(
            in: "Random.xcassets", keyPath: [], lookupPrefix: [], depth: 0, using: &random)
        if drawn.colors.isEmpty {
            drawn.catalog.members.append(
                drawn.colorSet("only", in: "Random.xcassets", keyPath: [], lookupPrefix: [], using: &random))
        }
        return drawn
    }

    private mutating func members(
        in path: String, keyPath: [String], lookupPrefix: [String], depth: Int, using random: inout Xoshiro
    )
        -> [CatalogFolder.Member]
    {
        var names = Self.names.shuffled(using: &random)
        var members: [CatalogFolder.Member] = []
        for index in 0..<Int.random(in: 1...(depth == 0 ? 6 : 4), using: &random) {
            // Bare names from the pool while they last, else a pool name with a numbered word, so no two
            // members of a folder share a key or a Swift name.
            let base = names.isEmpty ? Self.names.randomElement(using: &random)! + " n\(index)" : names.removeFirst()
            let name = Bool.random(using: &random) || !names.isEmpty ? base : base + " n\(index)"
            // Xcode reads what follows a dot in a folder's name as its asset type: folders have none.
            if depth < 3, !name.contains("."), Int.random(in: 0..<4, using: &random) == 0 {
                members.append(
                    folder(name, in: path, keyPath: keyPath, lookupPrefix: lookupPrefix, depth: depth, using: &random))
            } else {
                members.append(colorSet(name, in: path, keyPath: keyPath, lookupPrefix: lookupPrefix, using: &random))
            }
        }
        return members
    }

    private mutating func folder(
        _ name: String, in parent: String, keyPath: [String], lookupPrefix: [String], depth: Int,
        using random: inout Xoshiro
    ) -> CatalogFolder.Member {
        let path = parent + "/" + name
        let namespace = Int.random(in: 0..<3, using: &random)  // 0: provides one, 1: Contents.json without, 2: none
        let contents: String? =
            namespace == 0
            ? ColorSetText.namespaceFolder
            : namespace == 1 ? "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n" : nil
        let inner = members(
            in: path, keyPath: keyPath + [name], lookupPrefix: lookupPrefix + (namespace == 0 ? [name] : []),
            depth: depth + 1, using: &random)
        return .folder(CatalogFolder(name: name, path: path, contents: contents.map { Array($0.utf8) }, members: inner))
    }

    mutating func colorSet(
        _ name: String, in parent: String, keyPath: [String], lookupPrefix: [String], using random: inout Xoshiro
    )
        -> CatalogFolder.Member
    {
        var slots: [ColorSetEntry.Traits] = [
            Bool.random(using: &random)
                ? .init(luminosity: nil, highContrast: false)
                : .init(luminosity: .light, highContrast: false)
        ]
        let optional: [ColorSetEntry.Traits] = [
            .init(luminosity: .light, highContrast: false), .init(luminosity: .dark, highContrast: false),
            .init(luminosity: nil, highContrast: true), .init(luminosity: .light, highContrast: true),
            .init(luminosity: .dark, highContrast: true),
        ]
        for slot in optional where !slots.contains(slot) && Int.random(in: 0..<3, using: &random) == 0 {
            slots.append(slot)
        }
        var values: [ColorSetEntry.Traits: RGBA] = [:]
        var entries: [ColorSetText.Value] = []
        var isEightBit = true
        for slot in slots {
            let (json, value, eightBit) = Self.color(using: &random)
            values[slot] = value
            isEightBit = isEightBit && eightBit
            entries.append(
                ColorSetText.entry(json, luminosity: slot.luminosity?.rawValue, highContrast: slot.highContrast))
        }
        colors[keyPath + [name]] = Color(
            lookupName: (lookupPrefix + [name]).joined(separator: "/"),
            appearances: Self.shown(values), isEightBit: isEightBit,
            isImported: CatalogAppearanceMatching.match(values)?.ambiguities.isEmpty == true)
        return .colorSet(
            CatalogColorSet(
                name: name, path: parent + "/" + name + ".colorset",
                contents: Array(ColorSetText.colorSet(entries).utf8)))
    }

    /// What each appearance shows, straight from the rule's table: the first entry present in each list.
    static func shown(_ values: [ColorSetEntry.Traits: RGBA]) -> [Appearance: RGBA] {
        func first(_ slots: [(ColorSetEntry.Luminosity?, Bool)]) -> RGBA? {
            slots.lazy.compactMap { values[.init(luminosity: $0.0, highContrast: $0.1)] }.first
        }
        let light = first([(.light, false), (nil, false)])!
        let dark = first([(.dark, false), (nil, false)]) ?? light
        return [
            .light: light, .dark: dark,
            .highContrastLight: first([(.light, true), (.light, false), (nil, true), (nil, false)]) ?? light,
            .highContrastDark: first([(.dark, true), (.dark, false), (nil, true), (nil, false)]) ?? dark,
        ]
    }

    /// One color in a random space and random component spellings, and its value read independently.
    static func color(using random: inout Xoshiro) -> (ColorSetText.Value, RGBA, eightBit: Bool) {
        let space = ["srgb", "display-p3", "extended-srgb", "gray-gamma-22", "extended-gray"].randomElement(
            using: &random)!
        let isGray = space.contains("gray")
        var written: [(String, ColorSetText.Value)] = []
        var numbers: [Double] = []
        var eightBit = true
        let form = Int.random(in: 0..<4, using: &random)  // as Xcode writes one color in one input method
        for name in isGray ? ["white"] : ["red", "green", "blue"] {
            let (text, value, isByte) = component(form: form, using: &random)
            written.append((name, Bool.random(using: &random) || text.hasPrefix("0x") ? .string(text) : .number(text)))
            numbers.append(value)
            eightBit = eightBit && isByte
        }
        let alphaText = ["1.000", "0.500", "0.250", "1", "0.8"].randomElement(using: &random)!
        written.append(("alpha", .string(alphaText)))
        let alpha = Double(alphaText)!
        let json = ColorSetText.Value.object([("color-space", .string(space)), ("components", .object(written))])
        if isGray {
            let linear = pow(numbers[0], 2.2)
            let encoded = linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
            return (json, RGBA(red: encoded, green: encoded, blue: encoded, alpha: alpha), false)
        }
        let rgba = RGBA(
            red: numbers[0], green: numbers[1], blue: numbers[2], alpha: alpha,
            space: space == "display-p3" ? .displayP3 : .sRGB)
        return (json, rgba, eightBit)
    }

    /// `"0.521"`, `"0.1234567"`, `"0xAB"` or `"173"`, and the number each means.
    private static func component(form: Int, using random: inout Xoshiro) -> (String, Double, isByte: Bool) {
        let byte = Int.random(in: 0...255, using: &random)
        switch form {
        case 0:
            let thousandths = Int.random(in: 0...1000, using: &random)
            let text = String(format: "%.3f", Double(thousandths) / 1000)
            return (text, Double(text)!, false)
        case 1:
            let text = String(format: "%.7f", Double.random(in: 0...1, using: &random))
            return (text, Double(text)!, false)
        case 2:
            return (String(format: "0x%02X", byte), Double(byte) / 255, true)
        default:
            return (String(byte), Double(byte) / 255, true)  // "1" too is 1/255
        }
    }
}
