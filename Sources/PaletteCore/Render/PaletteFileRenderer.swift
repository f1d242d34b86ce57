/// Renders one palette as Swift: an enum per palette and group, a property per color, one color per
/// line with every component visible and, in a comment on the same line, each appearance's hex and
/// the rule that derived it, so a change reads as a one-line diff.
///
/// The shape is the one that measured cheapest to compile (`Benchmarks/run.sh --compile`; the figures
/// are in docs/performance.md):
/// - computed `static var`s with an explicit type: a `static let` type-checks a little faster but
///   emits a lazy global per color, which makes the debug build much slower;
/// - one literal per 8-bit appearance, `0xRRGGBBAA`: a nested `PaletteRGBA(…)` call costs the type
///   checker about as much as the declaration around it;
/// - an initializer whose labels match the call exactly: default arguments leave the type checker more
///   overloads to try for every color.
package enum PaletteFileRenderer {
    package static func render(_ palette: Palette, options: RenderOptions = RenderOptions()) -> String {
        var sink = TextSink()
        write(palette, options: options, to: &sink)
        return sink.text
    }

    /// The file, a line at a time, into `sink`.
    package static func write(_ palette: Palette, options: RenderOptions = RenderOptions(), to sink: inout TextSink) {
        let access = options.accessLevel(of: palette)
        var lines = LineWriter(sink: sink)
        lines.append(GeneratedHeader.swift(source: palette.source))
        if options.runtime == .import { lines.append(runtimeImport(access)); lines.append("") }
        var group = palette.root
        group.description = palette.description
        renderGroup(group, depth: 0, access: access.rawValue, into: &lines)
        sink = lines.sink
    }

    /// `public import PaletteRuntime` for public declarations, which show its types to other modules
    /// (required where imports are internal by default); a plain import otherwise.
    static func runtimeImport(_ access: AccessLevel) -> String {
        let modifier = access == .internal ? "" : access.rawValue + " "
        return modifier + "import " + PaletteFileNames.runtimeModule
    }

    /// Lines into a sink, remembering whether the last one was blank (one blank line between groups).
    private struct LineWriter {
        var sink: TextSink
        var lastIsBlank = false

        mutating func append(_ line: String) {
            sink.write(line)
            sink.write("\n")
            lastIsBlank = line.isEmpty
        }

        /// Ends a line written into `sink` in pieces.
        mutating func endLine() {
            sink.write(ascii: UInt8(ascii: "\n"))
            lastIsBlank = false
        }
    }

    private static func renderGroup(_ group: ColorGroup, depth: Int, access: String, into lines: inout LineWriter) {
        let indent = String(repeating: "    ", count: depth)
        let property = "\(indent)    \(access) static var "
        docComment(group.description, indent: indent, into: &lines)
        lines.append("\(indent)\(access) enum \(group.typeName) {")
        for (index, member) in group.members.enumerated() {
            switch member {
            case .color(let color):
                docComment(docText(color), indent: indent + "    ", into: &lines)
                // The hex and rules ride on the same line, so a changed color is one changed line.
                lines.sink.write(property)
                lines.sink.write(color.memberName)
                lines.sink.write(": PaletteColor { ")
                writeInitializer(for: color, to: &lines.sink)
                lines.sink.write(" } // ")
                ReviewText.writeAppearances(of: color, to: &lines.sink)
                lines.endLine()
            case .group(let nested):
                if index > 0, !lines.lastIsBlank { lines.append("") }
                renderGroup(nested, depth: depth + 1, access: access, into: &lines)
                if index < group.members.count - 1 { lines.append("") }
            }
        }
        lines.append("\(indent)}")
    }

    /// `PaletteColor(light: 0xFFFFFFFF, dark: PaletteRGBA(0.0666666667, 0.0, 0.0, 0.5))`
    static func initializer(for color: ColorEntry) -> String {
        var sink = TextSink()
        writeInitializer(for: color, to: &sink)
        return sink.text
    }

    private static func writeInitializer(for color: ColorEntry, to sink: inout TextSink) {
        sink.write("PaletteColor(")
        color.forEachAppearance { index, appearance, value in
            if index > 0 { sink.write(", ") }
            sink.write(appearance.rawValue)
            sink.write(": ")
            writeLiteral(value.color, to: &sink)
        }
        sink.write(ascii: UInt8(ascii: ")"))
    }

    /// `0xRRGGBBAA` for an sRGB color that is exactly 8-bit, as most written colors are;
    /// `PaletteRGBA(r, g, b, a)` for any other sRGB value, and `PaletteRGBA(displayP3: r, g, b, a)` for
    /// Display P3: the exact decimals, since a hex code would round them.
    static func literal(_ rgba: RGBA) -> String {
        var sink = TextSink()
        writeLiteral(rgba, to: &sink)
        return sink.text
    }

    private static func writeLiteral(_ rgba: RGBA, to sink: inout TextSink) {
        if let bytes = rgba.exactSRGBBytes {
            sink.write("0x")
            for shift in stride(from: 28, through: 0, by: -4) {
                sink.write(ascii: hexDigits[Int(bytes >> UInt32(shift) & 0xF)])
            }
            return
        }
        sink.write(rgba.space == .displayP3 ? "PaletteRGBA(displayP3: " : "PaletteRGBA(")
        for (index, component) in rgba.components.enumerated() {
            if index > 0 { sink.write(", ") }
            sink.write(component.shortestDecimal)
        }
        sink.write(ascii: UInt8(ascii: ")"))
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The color's description, and a paragraph saying it is deprecated and why, when it is.
    private static func docText(_ color: ColorEntry) -> String? {
        guard let deprecation = color.deprecation else { return color.description }
        let note = "Deprecated" + (deprecation.reason.map { ": " + $0 } ?? ".")
        return [color.description, note].compactMap { $0 }.joined(separator: "\n\n")
    }

    private static func docComment(_ text: String?, indent: String, into lines: inout LineWriter) {
        guard let text, !text.isEmpty else { return }
        for line in CommentText.lines(text) {
            lines.append("\(indent)///\(line.isEmpty ? "" : " ")\(line)")
        }
    }
}
