/// With `swiftUIPreviews: true`, `PalettePreviews.swift`: a `#Preview` per palette (per brand, for a palette
/// with brands) that lists every color by its dotted name, with its light, dark, high-contrast light and
/// high-contrast dark values side by side, each as a swatch with its hex and the measure of the contrast
/// checks that have the color as their foreground (`4.54:1 on background`, `Lc -68.5 on card`). Compiled in
/// debug builds only, and only where SwiftUI is: the whole file is inside `#if DEBUG && canImport(SwiftUI)`.
///
///     #Preview("Example") {
///         PalettecPreviews.Page(rows: PalettecPreviews.rows0())
///     }
///     …
///     private enum PalettecPreviews {
///         static func rows0() -> [Row] {
///             var rows: [Row] = []
///             rows.append(Row("background", Example.background))
///             rows.append(Row("caption", Example.caption, checks: ["4.54:1 on background", "", "", ""]))
///             return rows
///         }
///         …
///
/// Each swatch draws the value the palette's own API gives for its appearance (`PaletteColor.resolved`,
/// a brand's through `PaletteBrandedColor`'s subscript), so the preview shows what the app gets. Text from a
/// palette (names, brand names) is only ever in escaped string literals. One statement a color, so the type
/// checker meets each on its own, however many colors there are; no line is longer than `LineWidth.limit`.
enum SwiftUIPreviewsRenderer {
    static func render(_ palettes: [Palette], options: RenderOptions) -> String {
        var sink = TextSink()
        write(palettes, options: options, to: &sink)
        return sink.text
    }

    /// The file into `sink`.
    static func write(_ palettes: [Palette], options: RenderOptions, to sink: inout TextSink) {
        var lines = LineWriter(sink: sink)
        lines.append(GeneratedHeader.swift(source: nil))
        lines.append(opening)
        if options.runtime == .import { lines.append(PaletteFileRenderer.runtimeImport(.internal)) }
        let shown = palettes.flatMap(PreviewPalette.brands(of:))
        for (index, palette) in shown.enumerated() {
            lines.append("")
            writePreview(palette, function: index, into: &lines)
        }
        lines.append("")
        lines.append(namespaceOpening)
        for (index, palette) in shown.enumerated() {
            writeRows(palette, function: index, into: &lines)
            lines.append("")
        }
        lines.append(rowType)
        if shown.contains(where: { $0.brandName != nil }) { lines.append(brandedRows) }
        lines.append("    }")
        lines.append(views)
        lines.append("}")
        lines.append("#endif")
        sink = lines.sink
    }

    /// A palette whose Swift file would be the previews file (`palette-previews.yml`): an error at its name.
    static func fileNameClashes(_ palettes: [Palette]) -> [Diagnostic] {
        palettes.filter { PaletteFileNames.sameFile($0.swiftFile, PaletteFileNames.previewsFile) }.map {
            .error(
                "the palette's Swift file would be \($0.swiftFile), the name of palettec's SwiftUI previews file; "
                    + "rename the palette file, or turn the previews off", at: $0.nameLocation)
        }
    }

    /// The bytes a file takes per color, as measured, for the writer's buffer.
    static func expectedBytes(_ palettes: [Palette]) -> Int {
        4_000 + palettes.reduce(0) { $0 + 90 * $1.root.colorCount }
    }

    /// `#Preview("Shop: acme") { … }`: the palette's name, and the brand's after a colon.
    private static func writePreview(_ palette: PreviewPalette, function: Int, into lines: inout LineWriter) {
        let title = palette.palette.name + (palette.brandName.map { ": " + $0 } ?? "")
        lines.append(SwiftStringLiteral.lines(title, opening: "#Preview(", closing: ") {"))
        lines.append("    PalettecPreviews.Page(rows: PalettecPreviews.rows\(function)())")
        lines.append("}")
    }

    /// The function that lists the palette's colors: each one's row, with its checks where it has some.
    private static func writeRows(_ palette: PreviewPalette, function: Int, into lines: inout LineWriter) {
        let brand = palette.brandName.map { _ in "brand: \(palette.brand)" }
        lines.append("    static func rows\(function)() -> [Row] {")
        lines.append("        var rows: [Row] = []")
        let checks = checkTexts(palette)
        palette.palette.root.forEachColor { color in
            var arguments = [SwiftStringLiteral.quoted(color.name), color.swiftPath]
            if let brand { arguments.append(brand) }
            let measures = checks[color.name]
            if let measures {
                arguments.append("checks: [" + measures.map(SwiftStringLiteral.quoted).joined(separator: ", ") + "]")
            }
            let line = "        rows.append(Row(" + arguments.joined(separator: ", ") + "))"
            if LineWidth.fits(line, in: LineWidth.limit) {
                lines.append(line)
            } else {
                writeLongRow(color, brand: brand, checks: measures, into: &lines)
            }
        }
        lines.append("        return rows")
        lines.append("    }")
    }

    /// A row too long for one line: each argument on lines of its own, a long name as a multi-line literal and
    /// a long path broken before a `.`.
    private static func writeLongRow(
        _ color: ColorEntry, brand: String?, checks: [String]?, into lines: inout LineWriter
    ) {
        let indent = "            "
        lines.append("        rows.append(")
        lines.append(indent + "Row(")
        let last = brand == nil && checks == nil
        lines.append(SwiftStringLiteral.lines(color.name, opening: indent + "    ", closing: ","))
        lines.append(LineWidth.wrappedPath(color.swiftPath + (last ? "" : ","), indent: indent + "    "))
        if let brand { lines.append(indent + "    " + brand + (checks == nil ? "" : ",")) }
        if let checks {
            lines.append(indent + "    checks: [")
            for (index, check) in checks.enumerated() {
                let closing = index < checks.count - 1 ? "," : ""
                lines.append(SwiftStringLiteral.lines(check, opening: indent + "        ", closing: closing))
            }
            lines.append(indent + "    ]")
        }
        lines.append(indent + ")")
        lines.append("        )")
    }

    /// For each color some check has as its foreground, by name: what each appearance's checks measured
    /// (`4.54:1 on background`; a warning's check that fails says so: `Lc -58 on card, below Lc 60`), one line
    /// a check in the palette's order, in `Appearance` order; "" for an appearance with none.
    private static func checkTexts(_ palette: PreviewPalette) -> [String: [String]] {
        var texts: [String: [[String]]] = [:]
        for check in palette.checks {
            texts[check.foreground, default: Array(repeating: [], count: Appearance.count)][check.appearance.index]
                .append(
                    check.measureText + " on " + check.background + (check.passes ? "" : ", below " + check.minimumText)
                )
        }
        return texts.mapValues { $0.map { $0.joined(separator: "\n") } }
    }

    private static let opening = """
        // SwiftUI previews of the palettes, for Xcode's canvas: every color in light, dark and high contrast, with its
        // contrast checks. Debug builds only; open this file in Xcode to see them.
        #if DEBUG && canImport(SwiftUI)
        import SwiftUI
        """

    private static let namespaceOpening = """
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        private enum PalettecPreviews {
        """

    /// A row of the page: a color by its dotted name, and its checks.
    private static let rowType = """
            /// A color by its dotted name, and the measures of its contrast checks in each appearance.
            struct Row: Identifiable {
                let name: String
                let color: PaletteColor
                /// One text per appearance, in `Shown`'s order: "" where the color has no check.
                let checks: [String]

                var id: String { name }

                init(_ name: String, _ color: PaletteColor) {
                    self.init(name, color, checks: ["", "", "", ""])
                }

                init(_ name: String, _ color: PaletteColor, checks: [String]) {
                    self.name = name
                    self.color = color
                    self.checks = checks
                }
        """

    /// What every previews file declares after the rows: the appearances, the page, a row's view and its cells.
    private static let views = """

            /// The appearances side by side.
            enum Shown: Int, CaseIterable {
                case light, dark, highContrastLight, highContrastDark

                var title: String {
                    switch self {
                    case .light: return "Light"
                    case .dark: return "Dark"
                    case .highContrastLight: return "Light, high contrast"
                    case .highContrastDark: return "Dark, high contrast"
                    }
                }

                var isDark: Bool { self == .dark || self == .highContrastDark }
                var isHighContrast: Bool { self == .highContrastLight || self == .highContrastDark }
            }

            struct Page: View {
                let rows: [Row]

                var body: some View {
                    List(rows) { row in
                        RowView(row: row)
                    }
                }
            }

            struct RowView: View {
                let row: Row

                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(row.name).font(.headline)
                        HStack(alignment: .top, spacing: 4) {
                            ForEach(Shown.allCases, id: \\.self) { shown in
                                Cell(row: row, shown: shown)
                            }
                        }
                    }
                }
            }

            /// One appearance's value, drawn as it is, on a page of that appearance.
            struct Cell: View {
                let row: Row
                let shown: Shown

                var body: some View {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(shown.title).font(.caption)
                        PalettecPreviews.color(value).frame(width: 96, height: 36)
                        Text(PalettecPreviews.hex(value)).font(.system(.caption, design: .monospaced))
                        Text(row.checks[shown.rawValue]).font(.system(.caption, design: .monospaced))
                    }
                    .padding(6)
                    .background(Color(.sRGB, white: shown.isDark ? 0.11 : 1, opacity: 1))
                    .environment(\\.colorScheme, shown.isDark ? .dark : .light)
                }

                private var value: PaletteRGBA {
                    row.color.resolved(dark: shown.isDark, highContrast: shown.isHighContrast)
                }
            }

            static func color(_ value: PaletteRGBA) -> Color {
                Color(
                    value.colorSpace == .displayP3 ? .displayP3 : .sRGB,
                    red: value.red, green: value.green, blue: value.blue, opacity: value.alpha)
            }

            /// `#0B7EFF`, `#3333334A` with an alpha below 1, `P3 #FF0000` for a Display P3 value.
            static func hex(_ value: PaletteRGBA) -> String {
                let components = [value.red, value.green, value.blue] + (value.alpha < 1 ? [value.alpha] : [])
                let digits = components.map { component -> String in
                    let byte = Int((min(max(component, 0), 1) * 255).rounded())
                    return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                return (value.colorSpace == .displayP3 ? "P3 #" : "#") + digits.joined()
            }
        """

    /// With a palette with brands: a brand's row, the brand given by its place among the palette's brands
    /// (the support file declares `PaletteBrand` only for a target with brands).
    private static let brandedRows = """

                init<Brand: PaletteBrand>(_ name: String, _ color: PaletteBrandedColor<Brand>, brand: Int) {
                    self.init(name, color[Array(Brand.allCases)[brand]])
                }

                init<Brand: PaletteBrand>(
                    _ name: String, _ color: PaletteBrandedColor<Brand>, brand: Int, checks: [String]
                ) {
                    self.init(name, color[Array(Brand.allCases)[brand]], checks: checks)
                }
        """
}
