/// With static members on, every color's symbol (`AssetSymbolName`) must be a name of its own: not one
/// SwiftUI, UIKit or AppKit already gives `Color`, `ShapeStyle`, `UIColor` or `NSColor`
/// (`FrameworkColorMembers`), and not another color's. Each problem is an error at the color.
enum StaticMemberClashes {
    static func diagnostics(_ palettes: [Palette], limits: PaletteLimits = .standard) -> [Diagnostic] {
        let colors = palettes.flatMap(\.allColors)
        var named: [(color: ColorEntry, symbol: String)] = []
        var diagnostics: [Diagnostic] = palettes.filter { FrameworkColorMembers.nestedTypes.contains($0.name) }.map {
            palette in
            .error(
                "the palette '\(palette.name)' has the name of a type that Color, ShapeStyle, UIColor or NSColor "
                    + "declares "
                    + "inside itself, which its static members would read instead of the palette; rename it, for "
                    + "example to "
                    + "'\(palette.name)Colors'", at: palette.nameLocation)
        }
        for color in colors {
            guard let symbol = AssetSymbolName.name(color.assetName) else {
                diagnostics.append(
                    .error(
                        "the color '\(color.name.abbreviated)' has no letter or digit in its lookup name "
                            + "'\(color.assetName.abbreviated)' to make a static member's name from; rename it",
                        at: color.location))
                continue
            }
            if symbol.count > limits.swiftNameLength {
                diagnostics.append(
                    .error(
                        "the color '\(color.name.abbreviated)' would be the static member '\(symbol.abbreviated)', "
                            + "\(symbol.count) characters "
                            + "long, over the \(limits.swiftNameLength) a Swift name may have to fit on a line; shorten its "
                            + "keys or its "
                            + "palette's name, or set \(GroupKey.namespace.quoted("false")) on a group that holds it",
                        at: color.location))
            }
            named.append((color, symbol))
        }
        let taken = Set(named.map(\.symbol))
        for (color, symbol) in named where FrameworkColorMembers.names.contains(symbol) {
            let fix =
                suggestedKey(for: color, avoiding: taken).map { "; rename it, for example to '\($0.abbreviated)'" }
                ?? "; rename it"
            diagnostics.append(
                .error(
                    "the color '\(color.name.abbreviated)' would be the static member '\(symbol)', which SwiftUI, "
                        + "UIKit or AppKit "
                        + "already declares on Color, ShapeStyle, UIColor or NSColor, so it would hide or clash with "
                        + "theirs\(fix)",
                    at: color.location))
        }
        diagnostics += Clashes.errors(
            named, clashingBy: \.symbol, at: \.color.location,
            message: { item, others in
                "the color '\(item.color.name.abbreviated)' and "
                    + "\(others.count == 1 ? "another color" : "\(others.count) other colors") "
                    + "would all be the static member '\(item.symbol)'; rename one of them"
            }, note: { "the other color '\($0.color.name.abbreviated)' is here" })
        return diagnostics.sortedBySource()
    }

    /// A key for the color whose symbol is free: the palette's name before it where no folder names the
    /// palette already, else a word after it.
    private static func suggestedKey(for color: ColorEntry, avoiding taken: Set<String>) -> String? {
        let palette = color.group.swiftPath.prefix { $0 != "." }
        let prefixed =
            palette.prefix(1).lowercased() + palette.dropFirst() + SwiftIdentifier.uppercasingFirst(color.key)
        let candidates = (color.assetName.contains("/") ? [] : [prefixed]) + [color.key + "Fill", color.key + "Tint"]
        return candidates.first { key in
            guard let symbol = AssetSymbolName.name(color.group.colorAssetName(key)) else { return false }
            return !FrameworkColorMembers.names.contains(symbol) && !taken.contains(symbol)
        }
    }
}
