/// Shrinks a failing palette to a small one that fails the same way, so a failure reads as a
/// reproducer rather than a page of random YAML. Greedy: take the first smaller variant that still
/// fails, and start again from it.
enum PaletteShrinker {
    /// The smallest variant found for which `stillFails` holds. `budget` counts the calls that cost
    /// something (the caller decrements it); shrinking stops when it reaches zero.
    static func shrink(
        _ palette: DrawnPalette, budget: () -> Bool, stillFails: (DrawnPalette) throws -> Bool
    ) rethrows
        -> DrawnPalette
    {
        var smallest = palette
        var improved = true
        while improved, budget() {
            improved = false
            for candidate in variants(of: smallest) where budget() {
                if try stillFails(candidate) {
                    smallest = candidate
                    improved = true
                    break
                }
            }
        }
        return smallest
    }

    /// Variants with one thing removed or simplified, the biggest cuts first.
    static func variants(of palette: DrawnPalette) -> [DrawnPalette] {
        var variants: [DrawnPalette] = []
        if palette.fileName != "p.yml" { variants.append(DrawnPalette(fileName: "p.yml", tree: palette.tree)) }
        variants += palette.tree.simplifications.map { DrawnPalette(fileName: palette.fileName, tree: $0) }
        return variants
    }
}

extension YAMLTree {
    /// Every tree with one cut: half of a mapping dropped, one entry or item removed, a nested
    /// mapping spliced into its parent, a flow mapping or a color's mapping replaced by a plain
    /// color, a drawn name replaced by a plain one, a text cut in half or by one character. Shallow
    /// cuts come first.
    var simplifications: [YAMLTree] {
        switch self {
        case .mapping(let entries):
            let isColor = entries.contains { $0.key == .word("light") }
            return (isColor ? [.text("#000")] : []) + Self.simplifications(of: entries, rebuild: YAMLTree.mapping)
        case .flow(let entries):
            return [.text("#000")] + Self.simplifications(of: entries, rebuild: YAMLTree.flow)
        case .list(let items):
            let removals = items.indices.map { index in
                YAMLTree.list(items.enumerated().filter { $0.offset != index }.map(\.element))
            }
            let nested = items.indices.flatMap { index in
                items[index].simplifications.map { simpler in
                    var items = items
                    items[index] = simpler
                    return YAMLTree.list(items)
                }
            }
            return removals + nested
        case .text(let text):
            let scalars = Array(text.unicodeScalars)
            guard !scalars.isEmpty else { return [] }
            var texts: [[Unicode.Scalar]] = [[]]
            if scalars.count > 1 {
                texts += [Array(scalars[..<(scalars.count / 2)]), Array(scalars[(scalars.count / 2)...])]
            }
            if scalars.count <= 12 {
                texts += scalars.indices.map { index in
                    scalars.enumerated().filter { $0.offset != index }.map(\.element)
                }
            }
            return texts.map { .text(String(String.UnicodeScalarView($0))) }
        case .plain:
            return []
        }
    }

    private static func simplifications(of entries: [Entry], rebuild: ([Entry]) -> YAMLTree) -> [YAMLTree] {
        var result: [YAMLTree] = []
        if entries.count >= 4 {
            result += [
                rebuild(Array(entries[..<(entries.count / 2)])), rebuild(Array(entries[(entries.count / 2)...])),
            ]
        }
        result += entries.indices.map { index in
            rebuild(entries.enumerated().filter { $0.offset != index }.map(\.element))
        }
        for index in entries.indices {  // a group's members in place of the group
            if case .mapping(let members) = entries[index].value, !members.isEmpty {
                result.append(rebuild(Array(entries[..<index]) + members + entries[(index + 1)...]))
            }
        }
        for index in entries.indices {
            if case .name(let key) = entries[index].key, key != "c\(index)" {
                var renamed = entries
                renamed[index].key = .name("c\(index)")
                result.append(rebuild(renamed))
            }
            result += entries[index].value.simplifications.map { simpler in
                var entries = entries
                entries[index].value = simpler
                return rebuild(entries)
            }
        }
        return result
    }
}
