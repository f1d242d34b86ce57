/// Renders one palette as Swift: an enum per palette and group, a property per color with every
/// component visible, and above it a doc comment with the color's description and a list item per
/// appearance: its hex and the rule that derived it. No line is longer than `LineWidth.limit`:
///
///     /// Links in body text.
///     ///
///     /// - light: #0066CC
///     /// - dark: #0072E3 = contrast(light)
///     internal static var link: PaletteColor { PaletteColor(light: 0x0066CCFF, dark: 0x0072E3FF) }
///
/// A property too long for one line has its initializer on the next; one still too long, one appearance
/// a line (`ColorInitializer`), in the order of its list items. Members are one blank line apart.
///
/// The shape is the one that measured cheapest to compile (`Benchmarks/run.sh --compile`; the figures
/// are in docs/performance.md):
/// - computed `static var`s with an explicit type: a `static let` type-checks a little faster but
///   emits a lazy global per color, which makes the debug build much slower;
/// - one literal per 8-bit appearance, `0xRRGGBBAA`: a nested `PaletteRGBA(…)` call costs the type
///   checker about as much as the declaration around it;
/// - an initializer whose labels match the call exactly: default arguments leave the type checker more
///   overloads to try for every color.
/// Line breaks cost the compiler nothing measurable.
enum PaletteFileRenderer {
    static func render(_ palette: Palette, options: RenderOptions = RenderOptions()) -> String {
        var sink = TextSink()
        write(palette, options: options, to: &sink)
        return sink.text
    }

    /// The file, a line at a time, into `sink`.
    static func write(_ palette: Palette, options: RenderOptions = RenderOptions(), to sink: inout TextSink) {
        let access = options.accessLevel(of: palette)
        var lines = LineWriter(sink: sink)
        lines.append(GeneratedHeader.swift(source: palette.source))
        if options.staticMembers { lines.append(StaticMembersRenderer.imports(access)) }
        if options.runtime == .import { lines.append(runtimeImport(access)) }
        if options.staticMembers || options.runtime == .import { lines.append("") }
        var group = palette.root
        group.description = palette.description
        renderGroup(group, level: 0, access: access.rawValue, brands: palette.brands, into: &lines)
        if options.staticMembers { StaticMembersRenderer.write(palette, access: access, into: &lines) }
        sink = lines.sink
    }

    static func runtimeImport(_ access: AccessLevel) -> String {
        importLine(PaletteFileNames.runtimeModule, access)
    }

    /// `public import PaletteRuntime` for public declarations, which show its types to other modules
    /// (required where imports are internal by default); a plain import otherwise.
    static func importLine(_ module: String, _ access: AccessLevel) -> String {
        let modifier = access == .internal ? "" : access.rawValue + " "
        return modifier + "import " + module
    }

    private static func renderGroup(
        _ group: ColorGroup, level: Int, access: String, brands: BrandList?, into lines: inout LineWriter
    ) {
        let indent = LineWidth.indentation(level: level)
        if let description = group.description, !description.isEmpty {
            lines.append(DocCommentLines.lines(description, indent: indent))
        }
        lines.append(DeclarationHead.lines(access + " enum", name: group.typeName, rest: " {", indent: indent))
        let memberIndent = LineWidth.indentation(level: level + 1)
        if level == 0, let brands {
            BrandedColorRenderer.writeEnum(brands, access: access, indent: memberIndent, into: &lines)
            if !group.members.isEmpty { lines.append("") }
        }
        let property = PropertyLayout(keywords: access + " static var", indent: memberIndent, brands: brands)
        for (index, member) in group.members.enumerated() {
            if index > 0 { lines.append("") }
            switch member {
            case .color(let color): property.write(color, into: &lines)
            case .group(let nested): renderGroup(nested, level: level + 1, access: access, brands: brands, into: &lines)
            }
        }
        lines.append(indent + "}")
    }

    /// A color's doc comment and property, at one indentation.
    private struct PropertyLayout {
        let keywords: String
        let indent: String
        let brands: BrandList?
        /// The indentation of a property's initializer on a line of its own, and the property's last line.
        let bodyIndent: String, closing: String
        /// `: PaletteColor {`, or for a palette with brands `: PaletteBrandedColor<Brand> {`.
        let typeAndBrace: String

        init(keywords: String, indent: String, brands: BrandList?) {
            self.keywords = keywords
            self.indent = indent
            self.brands = brands
            typeAndBrace = ": " + (brands == nil ? "PaletteColor" : BrandedColorRenderer.typeName) + " {"
            bodyIndent = LineWidth.spaces(indent.utf8.count + 4)
            closing = indent + "}"
        }

        func write(_ color: ColorEntry, into lines: inout LineWriter) {
            if let text = docText(color), !text.isEmpty {
                lines.append(DocCommentLines.lines(text, indent: indent))
                lines.append(indent + "///")
            }
            let items = ReviewText.appearanceItems(of: color)
            for item in items {
                DocCommentLines.write(escapedLine: item, indent: indent, into: &lines)
            }
            let head =
                indent.utf8.count + keywords.utf8.count + 1 + LineWidth.width(of: color.memberName)
                + typeAndBrace.utf8.count
            if let brands {
                for item in BrandedColorRenderer.appearanceItems(of: color, brands: brands, defaultItems: items) {
                    DocCommentLines.write(escapedLine: item, indent: indent, into: &lines)
                }
                writeHead(color, fitting: head <= LineWidth.limit, into: &lines)
                BrandedColorRenderer.writeBody(color, brands: brands, indent: bodyIndent, into: &lines)
                lines.append(closing)
                return
            }

            let body = ColorInitializer(color)
            if head + 1 + body.width + 2 <= LineWidth.limit {
                writeHead(color, into: &lines.sink)
                lines.sink.write(ascii: UInt8(ascii: " "))
                body.writeFlat(to: &lines.sink)
                lines.sink.write(" }")
                lines.endLine()
                return
            }
            writeHead(color, fitting: head <= LineWidth.limit, into: &lines)
            body.write(indent: bodyIndent, into: &lines)
            lines.append(closing)
        }

        /// The property's first line, or lines when `fits` is false.
        private func writeHead(_ color: ColorEntry, fitting fits: Bool, into lines: inout LineWriter) {
            guard fits else {
                return lines.append(
                    DeclarationHead.lines(keywords, name: color.memberName, rest: typeAndBrace, indent: indent))
            }
            writeHead(color, into: &lines.sink)
            lines.endLine()
        }

        /// `internal static var name: PaletteColor {`
        private func writeHead(_ color: ColorEntry, into sink: inout TextSink) {
            sink.write(indent)
            sink.write(keywords)
            sink.write(ascii: UInt8(ascii: " "))
            sink.write(color.memberName)
            sink.write(typeAndBrace)
        }
    }

    /// The color's description, and a paragraph saying it is deprecated and why, when it is.
    private static func docText(_ color: ColorEntry) -> String? {
        guard let deprecation = color.deprecation else { return color.description }
        let note = "Deprecated" + (deprecation.reason.map { ": " + $0 } ?? ".")
        return [color.description, note].compactMap { $0 }.joined(separator: "\n\n")
    }
}
