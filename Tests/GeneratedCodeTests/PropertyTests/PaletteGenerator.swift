@testable import PaletteCore
import PropertyBased

/// A random palette file: its name and YAML text.
struct DrawnPalette: Hashable, Sendable {
    var fileName: String
    var tree: YAMLTree

    var yaml: String { tree.document }
    var path: String { "palettes/" + fileName }
    var source: PaletteSource { PaletteSource(path: path, displayPath: path, bytes: Array(yaml.utf8)) }
}

/// One compile: palettes passed to palettec together, and the access level of their output.
struct DrawnBatch: Sendable {
    var palettes: [DrawnPalette]
    var accessLevel: AccessLevel
}

enum PaletteGenerator {
    /// A palette file in the format of docs/format.md, every part of it drawn: names, nesting,
    /// descriptions, values, appearances, rules, references and contrast checks.
    static let palette = Generator<DrawnPalette, Shrink.None<DrawnPalette>> { rng in
        drawPalette(&rng)
    }

    /// `count` palettes with distinct file names, to be compiled together.
    static func batch(of count: Int) -> Generator<DrawnBatch, some Sequence & SendableMetatype> {
        zip(palette.array(of: count), Gen<AccessLevel>.case).map { palettes, accessLevel in
            var fileNames: Set<String> = []
            let distinct = palettes.enumerated().map { index, palette in
                var palette = palette
                if !fileNames.insert(palette.fileName).inserted { palette.fileName = "\(index)-" + palette.fileName }
                fileNames.insert(palette.fileName)
                return palette
            }
            return DrawnBatch(palettes: distinct, accessLevel: accessLevel)
        }
    }

    private static func drawPalette<R: SeededRandomNumberGenerator>(_ rng: inout R) -> DrawnPalette {
        var drawer = PaletteDrawer(rng: rng)
        defer { rng = drawer.rng }
        return drawer.palette()
    }
}

/// Draws one palette top-down, remembering the colors drawn so far, so that references and `from:`
/// mostly name a color that exists (and never a later one, which could make a cycle).
private struct PaletteDrawer<R: SeededRandomNumberGenerator> {
    var rng: R
    /// Every color drawn so far, as a reference names it: `text.primary`.
    var colorPaths: [String] = []

    mutating func palette() -> DrawnPalette {
        let namedInFile = chance(0.85)
        let fileName = namedInFile ? draw(TextPools.fileName) : draw(TextPools.fileNameWithText)
        var entries: [YAMLTree.Entry] = []
        if !namedInFile || chance(0.5) { entries.append(.init(.word("palette"), .text(draw(TextPools.typeName)))) }
        if chance(0.6) { entries.append(.init(.word("description"), .text(draw(TextPools.description)))) }
        if chance(0.2) { entries.append(.init(.word("derive"), draw(ValuePools.paletteDerive))) }
        entries.append(.init(.word("colors"), .mapping(members(depth: 0, path: []))))
        if colorPaths.count >= 2, chance(0.2) {
            let checks = (1...Int.random(in: 1...2, using: &rng)).map { _ in contrastCheck() }
            entries.append(.init(.word("contrast"), .list(checks)))
        }
        return DrawnPalette(fileName: fileName, tree: .mapping(entries))
    }

    /// The colors and groups of `colors:` or of one group.
    private mutating func members(depth: Int, path: [String]) -> [YAMLTree.Entry] {
        var keys: Set<String> = []
        var entries: [YAMLTree.Entry] = []
        if depth > 0, chance(0.4) {
            keys.insert("description")
            entries.append(.init(.word("description"), .text(draw(TextPools.description))))
        }
        for _ in 0..<Int.random(in: depth == 0 ? 1...6 : 0...4, using: &rng) {
            let isGroup = depth < 3 && chance(0.2)
            let key = distinctKey(isGroup ? TextPools.typeName : TextPools.name, from: &keys)
            if isGroup {
                entries.append(.init(key, .mapping(members(depth: depth + 1, path: path + [key.text]))))
            } else {
                entries.append(color(key: key, path: path))
            }
        }
        if depth == 0, chance(0.03) { entries.append(deepGroup(path: path, keys: &keys)) }
        return entries
    }

    /// Groups nested about as deep as palettec allows, and some deeper.
    private mutating func deepGroup(path: [String], keys: inout Set<String>) -> YAMLTree.Entry {
        let levels = (0..<Int.random(in: 20...40, using: &rng)).map { "level\($0)" }
        let innermost = color(key: .name("leaf"), path: path + levels)
        let nested = levels.reversed().reduce(YAMLTree.mapping([innermost])) { inner, key in
            .mapping([.init(.name(key), inner)])
        }
        guard case .mapping(let outer) = nested else { fatalError("levels are never empty") }
        keys.insert(outer[0].key.text)
        return outer[0]
    }

    /// A drawn name, written quoted; now and then a word YAML reads unquoted as something else
    /// (`null`, `true`, `1e3`, `<<`).
    private mutating func distinctKey(
        _ names: Generator<String, some Sequence>, from keys: inout Set<String>
    )
        -> YAMLTree.Key
    {
        if chance(0.03) {
            let word = draw(TextPools.yamlWords)
            if keys.insert(word).inserted { return .word(word) }
        }
        var key = draw(names)
        while keys.contains(key) { key += "\(keys.count)" }
        keys.insert(key)
        return .name(key)
    }

    /// A bare value, a reference to a whole color, or a mapping of appearances with a description.
    private mutating func color(key: YAMLTree.Key, path: [String]) -> YAMLTree.Entry {
        defer { colorPaths.append((path + [key.text]).joined(separator: ".")) }
        if chance(0.3) { return .init(key, draw(ValuePools.value)) }
        if !colorPaths.isEmpty, chance(0.1) { return .init(key, reference()) }
        if !colorPaths.isEmpty, chance(0.1) { return .init(key, made()) }

        var entries: [YAMLTree.Entry] = [.init(.word("light"), appearance(.light))]
        for appearance in [Appearance.dark, .highContrastLight, .highContrastDark]
        where chance(appearance == .dark ? 0.6 : 0.25) {
            entries.append(.init(.word(appearance.rawValue), self.appearance(appearance)))
        }
        if chance(0.4) { entries.append(.init(.word("description"), .text(draw(TextPools.description)))) }
        if chance(0.3) { entries.shuffle(using: &rng) }
        return .init(key, .mapping(entries))
    }

    /// A value, a reference, or a rule (on light, only one reading another color).
    private mutating func appearance(_ appearance: Appearance) -> YAMLTree {
        if !colorPaths.isEmpty, chance(0.1) { return reference() }
        if !colorPaths.isEmpty, chance(0.08) { return made() }
        if chance(0.3), appearance != .light || !colorPaths.isEmpty { return rule(needsFrom: appearance == .light) }
        return draw(ValuePools.value)
    }

    private mutating func rule(needsFrom: Bool) -> YAMLTree {
        var name = draw(ValuePools.ruleName)
        if name == "contrast", colorPaths.isEmpty { name = "invert" }
        var entries: [YAMLTree.Entry] = [.init(.word("derive"), .plain(name))]
        if needsFrom || (!colorPaths.isEmpty && chance(0.4)) { entries.append(.init(.word("from"), reference())) }
        switch name {
        case "hsv":
            let parameters = ["hue", "saturation", "brightness"].filter { _ in chance(0.5) }
            for parameter in parameters.isEmpty ? ["brightness"] : parameters {
                let value = parameter == "hue" ? draw(ValuePools.hue) : draw(ValuePools.hsvAdjustment)
                entries.append(.init(.word(parameter), value))
            }
        case "oklch":
            for parameter in ["lightness", "chroma"] where chance(0.4) {
                entries.append(.init(.word(parameter), draw(ValuePools.oklchAdjustment)))
            }
        case "contrast":
            entries.append(.init(.word("against"), reference()))
            entries.append(.init(.word("ratio"), draw(ValuePools.ratio)))
        default:
            break
        }
        return .flow(entries)
    }

    /// A made color of an earlier color: `"{a} at 29%"`, a mix toward a color or another earlier one, in
    /// any space, `lighter by`, `darker by`; amounts at and between their ends.
    private mutating func made() -> YAMLTree {
        guard case .text(let source) = reference() else { fatalError("a reference is text") }
        let operation: String
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: operation = "at \(draw(ValuePools.madeAmount))"
        case 1:
            let other: String
            if chance(0.5), case .text(let named) = reference() {
                other = named
            } else {
                other = draw(ValuePools.madeOperand)
            }
            operation = "mixed \(draw(ValuePools.madeAmount)) toward \(other)\(draw(ValuePools.mixSpace))"
        default:
            let word = chance(0.5) ? "lighter" : "darker"
            operation = "\(word) by \(draw(ValuePools.madeAmount))\(draw(ValuePools.lightnessSpace))"
        }
        return .text(source + " " + operation)
    }

    /// `"{text.primary}"`, sometimes with spaces inside the braces.
    private mutating func reference() -> YAMLTree {
        let path = colorPaths.randomElement(using: &rng)!
        return .text(chance(0.2) ? "{ \(path) }" : "{\(path)}")
    }

    private mutating func contrastCheck() -> YAMLTree {
        var entries: [YAMLTree.Entry] = [
            .init(.word("foreground"), .text(colorPaths.randomElement(using: &rng)!)),
            .init(.word("background"), .text(colorPaths.randomElement(using: &rng)!)),
            .init(.word("minimum"), draw(ValuePools.ratio)),
        ]
        if chance(0.7) { entries.append(.init(.word("level"), .plain(chance(0.8) ? "warning" : "error"))) }
        return .flow(entries)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }

    private mutating func draw<Value>(_ generator: Generator<Value, some Sequence>) -> Value {
        generator.run(using: &rng)
    }
}
