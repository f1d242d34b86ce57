/// A palette with brands: its `Brand` enum, and each color as a `PaletteBrandedColor<Brand>` whose
/// closure switches over every brand, brands with equal values on one `case` line, so the compiler proves
/// each brand has a value and a misspelt brand does not compile:
///
///     internal static var accent: PaletteBrandedColor<Brand> {
///         PaletteBrandedColor {
///             switch $0 {
///             case .acme, .initech: PaletteColor(light: 0x0A84FFFF, dark: 0x409CFFFF)
///             case .globex: PaletteColor(light: 0x00A86BFF, dark: 0x33C48DFF)
///             }
///         }
///     }
///
/// A color equal in every brand is `PaletteBrandedColor { _ in PaletteColor(…) }`.
enum BrandedColorRenderer {
    /// Names the palette's `Brand` enum from inside any of its groups.
    static let typeName = "PaletteBrandedColor<\(BrandList.enumName)>"

    /// `internal enum Brand: String, PaletteBrand { … }`, at the palette's members' indentation.
    static func writeEnum(_ brands: BrandList, access: String, indent: String, into lines: inout LineWriter) {
        let defaultCase = brands.caseNames[0]
        lines.append(
            DocCommentLines.lines(
                escapedLine:
                    "The palette's brands. Where no view and no process chose one, `.\(bare(defaultCase))` shows.",
                indent: indent))
        lines.append(indent + "\(access) enum \(BrandList.enumName): String, PaletteBrand {")
        let inner = indent + "    "
        for (name, caseName) in zip(brands.names, brands.caseNames) {
            var head = DeclarationHead.lines("case", name: caseName, rest: "", indent: inner)
            if bare(caseName) != name {
                let last = head.removeLast()
                let oneLine = last + " = " + SwiftStringLiteral.quoted(name)
                head +=
                    LineWidth.fits(oneLine, in: LineWidth.limit)
                    ? [oneLine] : [last] + SwiftStringLiteral.lines(name, opening: inner + "    = ")
            }
            lines.append(head)
        }
        lines.append("")
        let defaultHead = inner + "\(access) static var defaultBrand: \(BrandList.enumName) {"
        let oneLine = defaultHead + " .\(defaultCase) }"
        if LineWidth.fits(oneLine, in: LineWidth.limit) {
            lines.append(oneLine)
        } else {
            lines.append([defaultHead, LineWidth.placed("." + defaultCase, indent: inner + "    "), inner + "}"])
        }
        lines.append(indent + "}")
    }

    /// The property's body, at `indent`: each brand's initializer, the default brand's first.
    static func writeBody(
        _ color: ColorEntry, brands: BrandList, indent: String, into lines: inout LineWriter
    ) {
        let initializers = inEachBrand(color).map(ColorInitializer.init)
        // Each brand's one-line text, made once: brands whose texts are equal share a case.
        var cases: [(names: [String], initializer: ColorInitializer, text: String)] = []
        for (caseName, initializer) in zip(brands.caseNames, initializers) {
            let text = initializer.flatText
            if let same = cases.firstIndex(where: { $0.text == text }) {
                cases[same].names.append("." + caseName)
            } else {
                cases.append((["." + caseName], initializer, text))
            }
        }
        let inner = LineWidth.spaces(indent.utf8.count + 4)
        if cases.count == 1 {
            let open = "PaletteBrandedColor { _ in "
            if indent.utf8.count + open.utf8.count + initializers[0].width + 2 <= LineWidth.limit {
                lines.append(indent + open + cases[0].text + " }")
            } else {
                lines.append(indent + "PaletteBrandedColor { _ in")
                initializers[0].write(indent: inner, into: &lines)
                lines.append(indent + "}")
            }
            return
        }
        lines.append(indent + "PaletteBrandedColor {")
        lines.append(inner + "switch $0 {")
        for (names, initializer, text) in cases {
            let label = inner + "case " + names.joined(separator: ", ") + ":"
            if label.utf8.count + 1 + initializer.width <= LineWidth.limit {
                lines.append(label + " " + text)
            } else {
                lines.append(LineWidth.fits(label, in: LineWidth.limit) ? [label] : labelLines(names, indent: inner))
                initializer.write(indent: LineWidth.spaces(inner.utf8.count + 4), into: &lines)
            }
        }
        lines.append(inner + "}")
        lines.append(indent + "}")
    }

    /// `case .acme, .initech:` too long for one line: as many brands a line as fit, the rest indented
    /// further, a long name moved left as far as it needs.
    private static func labelLines(_ names: [String], indent: String) -> [String] {
        var lines = [indent + "case"]
        for (index, name) in names.enumerated() {
            let piece = name + (index == names.count - 1 ? ":" : ",")
            let last = lines[lines.count - 1]
            if LineWidth.fits(last + " " + piece, in: LineWidth.limit) {
                lines[lines.count - 1] = last + " " + piece
            } else {
                lines.append(LineWidth.placed(piece, indent: indent + "    "))
            }
        }
        return lines
    }

    /// The other brands' appearances for the doc comment, where they differ from the default brand's
    /// (`defaultItems`, as `ReviewText` lists them): `- globex light: #00A86B`.
    static func appearanceItems(of color: ColorEntry, brands: BrandList, defaultItems: [String]) -> [String] {
        var items: [String] = []
        for (caseName, own) in zip(brands.caseNames, inEachBrand(color)).dropFirst() {
            let brandItems = ReviewText.appearanceItems(of: own)
            guard brandItems != defaultItems else { continue }
            items += brandItems.map { "- " + bare(caseName) + " " + $0.dropFirst(2) }
        }
        return items
    }

    /// The color as each brand shows it, the default brand's first.
    private static func inEachBrand(_ color: ColorEntry) -> [ColorEntry] {
        [color]
            + color.brandAppearances.map { values in
                var own = color
                own.appearances = values
                return own
            }
    }

    /// A case's name without the backticks a keyword takes: `default` for `` `default` ``.
    private static func bare(_ caseName: String) -> String { caseName.filter { $0 != "`" } }
}
