/// A red, green, blue or white written `"1"` is 1/255 in Xcode's 8-bit integer form, which palettec
/// follows; but a tool that writes components from 0 to 1 writes full intensity as `"1"` too (Xcode's
/// own floating-point form writes `"1.000"`). The two readings are a whole channel apart, so where the
/// colorset gives a reason to think the other one was meant, the `"1"` is read as 1/255 with a warning
/// at it. It is ambiguous when:
/// - the colorset writes some red, green, blue or white as a decimal (`"0.500"`), in the same entry or
///   another, read or ignored: a tool writing 0 to 1 is at work in this file;
/// - or no component of its own color is an integer from 2 to 255, the one thing that shows the integer
///   form for sure. A color of `"0"`s and `"1"`s is how a tool writing 0 to 1 writes white, black or a
///   primary, while the integer form writes those with `"255"`; no one picks #010000 in Xcode's panel.
/// It is not ambiguous, so never warned about, beside an integer from 2 to 255 in a colorset with no
/// decimal component (`"1", "123", "199"`: the integer form as Xcode writes it). Nor are `"0"` (0 in
/// every reading), hex (`"0x01"`), decimals (`"1.000"`), or alpha, which is its own number in every form.
enum IntegerOneAmbiguity {
    /// The first red, green, blue or white written as a decimal among the colorset's colors, with its name.
    static func firstDecimal(in colors: [JSONNode]) -> (name: String, node: JSONNode)? {
        for color in colors {
            if let found = colorComponents(of: color).first(where: { $0.node.form == .decimal }) { return found }
        }
        return nil
    }

    /// A warning at each `"1"` of a color read from the colorset, when that `"1"` is ambiguous.
    static func warnings(
        for color: JSONNode, decimalInColorSet decimal: (name: String, node: JSONNode)?, path: String
    ) -> [Diagnostic] {
        let components = colorComponents(of: color)
        let showsIntegerForm = components.contains { $0.node.form == .integer && ($0.node.integer ?? 0) >= 2 }
        guard decimal != nil || !showsIntegerForm else { return [] }
        return components.filter { $0.node.form == .integer && $0.node.integer == 1 }.map { name, node in
            let written = node.string.map { "\"\($0)\"" } ?? (node.componentText ?? "")
            let readAs =
                "'\(name)' is \(written), which palettec reads as 1/255, as Xcode's 8-bit integer form means it; but "
            let whatToWrite = ": write \"1.000\" if full intensity is meant, or \"0x01\" to keep 1/255"
            if let decimal {
                return .warning(
                    readAs
                        + "this colorset also writes components from 0 to 1, where \(written) would be full intensity"
                        + whatToWrite, at: node.location(in: path),
                    notes: [
                        Diagnostic.Note(
                            "'\(decimal.name)' is written from 0 to 1 here", at: decimal.node.location(in: path))
                    ])
            }
            return .warning(
                readAs + "no component of this color is an integer from 2 to 255 to show that form, and a tool that "
                    + "writes components from 0 to 1 writes full intensity as \(written)" + whatToWrite,
                at: node.location(in: path))
        }
    }

    /// A color's components other than alpha, in the order written.
    private static func colorComponents(of color: JSONNode) -> [(name: String, node: JSONNode)] {
        (color[CatalogContentsKey.components.rawValue]?.object ?? []).filter {
            $0.key != CatalogComponent.Key.alpha.rawValue
        }.map { ($0.key, $0.value) }
    }
}

private extension JSONNode {
    var form: CatalogComponent.Form? {
        componentText.flatMap(CatalogComponent.form(of:))
    }

    /// The value of a component written in the integer form.
    var integer: Int? {
        form == .integer ? componentText.flatMap { Int($0) } : nil
    }
}
