import Foundation
@testable import PaletteCore
import PropertyBased

/// Palettes drawn long in every part a generated line holds: names up to the 118 characters a Swift
/// name may have (and now and then over), descriptions of long words and of one word longer than a
/// line, long file paths, groups nested up to palettec's limit, all four appearances with Display P3
/// and translucent values, and rules whose review text is long: `tone` against a deeply named page,
/// with a role read from a name, and rules reading colors by long paths. A third have brands of long
/// names, which colors give values of their own.
enum LongPaletteGenerator {
    static let palette = Generator<DrawnPalette, Shrink.None<DrawnPalette>> { rng in
        drawPalette(&rng)
    }

    private static func drawPalette<R: SeededRandomNumberGenerator>(_ rng: inout R) -> DrawnPalette {
        var drawer = LongPaletteDrawer(rng: rng)
        defer { rng = drawer.rng }
        return drawer.palette()
    }

    /// Words of names: role words among them, so that `tone` reads a role from a name.
    static let words = [
        "background", "surface", "text", "label", "border", "separator", "accent", "fill", "tint", "primary",
        "secondary", "tertiary", "emphasized", "disabled", "selected", "pressed", "hovered", "inverted",
        "elevated", "grouped", "notification", "destructive", "navigation", "toolbar", "sidebar", "色", "背景",
        "ﬃ", "café", "🎨", "Ωmega",
    ]

    static let roleWords = ["text", "background", "surface", "border", "accent", "fill", "label"]

    /// `count` palettes with distinct file names, compiled together.
    static func batch(of count: Int) -> Generator<DrawnBatch, some Sequence & SendableMetatype> {
        zip(palette.array(of: count), Gen<AccessLevel>.case).map { palettes, accessLevel in
            DrawnBatch(
                palettes: palettes.enumerated().map { index, palette in
                    var palette = palette
                    palette.fileName = "\(index)/" + palette.fileName
                    return palette
                }, accessLevel: accessLevel)
        }
    }
}

private struct LongPaletteDrawer<R: SeededRandomNumberGenerator> {
    var rng: R
    /// The colors drawn so far, as references name them.
    var colorPaths: [String] = []
    /// Whether the palette has a `background:` for `tone` to place its values against.
    var anchored = false
    /// The brands after the default one, which a color may give values of its own.
    var otherBrands: [String] = []

    mutating func palette() -> DrawnPalette {
        var entries: [YAMLTree.Entry] = []
        entries.append(.init(.word("palette"), .text(name(target: longLength(), upper: true))))
        entries.append(.init(.word("description"), .text(description())))
        if chance(0.3) {
            let brands = (0..<Int.random(in: 2...4, using: &rng)).map { index in
                name(target: (chance(0.5) ? longLength() : Int.random(in: 3...60, using: &rng)) - 1) + "-\(index)"
            }
            entries.append(.init(.word("brands"), .list(brands.map(YAMLTree.text))))
            otherBrands = Array(brands.dropFirst())
        }
        anchored = chance(0.7)
        var colors: [YAMLTree.Entry] = []
        if anchored {
            // The anchor first, under a long path, so tone's review text names it.
            let groups = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                name(target: Int.random(in: 10...40, using: &rng))
            }
            let page = "page" + name(target: Int.random(in: 4...60, using: &rng), upper: true)
            let leaf: YAMLTree.Entry = .init(
                .name(page),
                .flow([
                    .init(.word("light"), .text("#FFFFFF")), .init(.word("dark"), .text("#121214")),
                ]))
            colors.append(groups.reversed().reduce(leaf) { inner, group in .init(.name(group), .mapping([inner])) })
            colorPaths.append((groups + [page]).joined(separator: "."))
            entries.append(.init(.word("derive"), .plain("tone")))
            entries.append(.init(.word("background"), .text("{\(colorPaths[0])}")))
        }
        colors += members(depth: 0, path: [])
        entries.append(.init(.word("colors"), .mapping(colors)))
        return DrawnPalette(fileName: fileName(), tree: .mapping(entries))
    }

    private mutating func members(depth: Int, path: [String]) -> [YAMLTree.Entry] {
        var entries: [YAMLTree.Entry] = []
        var keys: Set<String> = []
        if depth > 0, chance(0.5) { entries.append(.init(.word("description"), .text(description()))) }
        // Below three levels, one member a group: a chain that goes on, mostly, to the deepest level.
        for _ in 0..<(depth < 3 ? Int.random(in: 1...3, using: &rng) : 1) {
            var key = name(target: chance(0.2) ? longLength() : Int.random(in: 4...90, using: &rng))
            while !keys.insert(key).inserted { key += "x" }
            if depth < 31, chance(depth < 3 ? 0.5 : 0.93) {
                entries.append(.init(.name(key), .mapping(members(depth: depth + 1, path: path + [key]))))
            } else {
                entries.append(color(key: key, path: path))
            }
        }
        return entries
    }

    /// All four appearances, light written (opaque, translucent, sRGB decimals or Display P3) and each
    /// other derived or written.
    private mutating func color(key: String, path: [String]) -> YAMLTree.Entry {
        defer { colorPaths.append((path + [key]).joined(separator: ".")) }
        var entries: [YAMLTree.Entry] = [.init(.word("light"), value())]
        for appearance in ["dark", "highContrastLight", "highContrastDark"] where chance(0.85) {
            entries.append(.init(.word(appearance), chance(0.6) ? rule() : value()))
        }
        if chance(0.5) { entries.append(.init(.word("description"), .text(description()))) }
        let brands = otherBrands.filter { _ in chance(0.5) }
        if !brands.isEmpty {
            entries.append(.init(.word("brands"), .mapping(brands.map { .init(.name($0), value()) })))
        }
        return .init(.name(key), .mapping(entries))
    }

    private mutating func value() -> YAMLTree {
        func unit() -> String { String(Double(Int.random(in: 0...1_000_000_000, using: &rng)) / 1_000_000_000) }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .text(String(format: "#%08X", UInt32.random(in: 0...UInt32.max, using: &rng)))
        case 1: return .text("color(display-p3 \(unit()) \(unit()) \(unit()) / \(unit()))")
        case 2: return .text("color(display-p3 \(unit()) \(unit()) \(unit()))")
        default:
            return .text(
                "rgba(\(Int.random(in: 0...255, using: &rng)), \(Int.random(in: 0...255, using: &rng)), 7, \(unit()))")
        }
    }

    /// `tone` (reading the color's own light, its role from its name), or a rule reading another color
    /// by its full path.
    private mutating func rule() -> YAMLTree {
        let from: [YAMLTree.Entry] =
            colorPaths.isEmpty || chance(0.3)
            ? [] : [.init(.word("from"), .text("{\(colorPaths.randomElement(using: &rng)!)}"))]
        switch Int.random(in: anchored ? -2..<4 : 0..<4, using: &rng) {
        case ...0: return .flow([.init(.word("derive"), .plain("tone"))])
        case 1:
            return .flow([.init(.word("derive"), .plain("hsv"))] + from + [.init(.word("brightness"), .plain("0.8"))])
        case 2: return .flow([.init(.word("derive"), .plain("oklch"))] + from)
        default:
            guard let against = colorPaths.randomElement(using: &rng) else {
                return .flow([.init(.word("derive"), .plain("invert"))])
            }
            return .flow([
                .init(.word("derive"), .plain("contrast")), .init(.word("against"), .text("{\(against)}")),
                .init(.word("ratio"), .plain("1.2")),
            ])
        }
    }

    /// The length of a long name: up to the characters a Swift name may have, and now and then over.
    private mutating func longLength() -> Int {
        let limit = PaletteLimits.standard.swiftNameLength
        return chance(0.05)
            ? Int.random(in: (limit + 1)...(limit + 4), using: &rng) : Int.random(in: (limit - 30)...limit, using: &rng)
    }

    /// Words joined by `-`, `target` characters long as a Swift name (`roleWordTextPrimaryXxx`: the
    /// last word made to fit), sometimes with a role word in it.
    private mutating func name(target: Int, upper: Bool = false) -> String {
        func length(_ words: [String]) -> Int { SwiftIdentifier.member(words.joined(separator: "-"))?.count ?? 0 }
        var words: [String] = upper ? [] : [LongPaletteGenerator.words.randomElement(using: &rng)!]
        while length(words) < target {
            let word =
                chance(0.2)
                ? LongPaletteGenerator.roleWords.randomElement(using: &rng)!
                : LongPaletteGenerator.words.randomElement(using: &rng)!
            let room = target - length(words)
            words.append(length(words + [word]) <= target ? word : String(repeating: "x", count: room))
        }
        return words.joined(separator: "-")
    }

    /// Prose of long words, now and then a word longer than a line, a list, an indented line, text
    /// in Japanese, or a hostile piece (a line break, code, a bidirectional override).
    private mutating func description() -> String {
        var pieces: [String] = []
        for _ in 0..<Int.random(in: 1...12, using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:
                pieces.append(
                    "https://example.com/"
                        + String(repeating: "very-long-path-segment/", count: Int.random(in: 1...12, using: &rng)))
            case 1:
                pieces.append(
                    "\n- "
                        + (0..<Int.random(in: 5...40, using: &rng)).map { _ in
                            LongPaletteGenerator.words.randomElement(using: &rng)!
                        }.joined(separator: " "))
            case 2: pieces.append("\n    " + String(repeating: "indented ", count: Int.random(in: 1...30, using: &rng)))
            case 3: pieces.append(String(repeating: "背景色の説明", count: Int.random(in: 1...40, using: &rng)))
            case 4: pieces.append(TextPools.descriptionPieces.randomElement(using: &rng)!)
            default:
                pieces.append(
                    (0..<Int.random(in: 3...30, using: &rng)).map { _ in
                        LongPaletteGenerator.words.randomElement(using: &rng)!
                    }.joined(separator: " "))
            }
        }
        return pieces.joined(separator: " ")
    }

    /// A path of long folder names ending in a long file name.
    private mutating func fileName() -> String {
        let folders = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
            name(target: Int.random(in: 5...60, using: &rng)) + "/"
        }
        return folders.joined() + name(target: Int.random(in: 3...100, using: &rng)) + ".yml"
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }
}
