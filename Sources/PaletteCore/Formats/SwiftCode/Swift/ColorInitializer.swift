/// A color's initializer, `PaletteColor(light: 0x007AFFFF, dark: PaletteRGBA(0.0446646909, 0.49, 1.0, 1.0))`,
/// on one line when it fits in `LineWidth.limit`, else with one appearance a line, and a literal too long
/// for its line with one component a line:
///
///     PaletteColor(
///         light: 0x007AFFFF,
///         dark: PaletteRGBA(0.0446646909, 0.4944774366, 1.0, 1.0)
///     )
///
/// No comma after the last argument: Swift before 6.1 does not take one. Built without a string per
/// piece: at 100,000 colors, every allocation here shows in `generate`'s time.
struct ColorInitializer {
    private var arguments: [AppearanceArgument] = []

    init(_ color: ColorEntry) {
        arguments.reserveCapacity(Appearance.allCases.count)
        color.forEachAppearance { _, appearance, value in
            arguments.append(AppearanceArgument(label: appearance.rawValue, color: value.color))
        }
    }

    /// Its characters on one line.
    var width: Int {
        "PaletteColor()".utf8.count + arguments.reduce(0) { $0 + $1.width } + 2 * (arguments.count - 1)
    }

    /// Its one line, as text.
    var flatText: String {
        var sink = TextSink()
        writeFlat(to: &sink)
        return sink.text
    }

    func writeFlat(to sink: inout TextSink) {
        sink.write("PaletteColor(")
        for (index, argument) in arguments.enumerated() {
            if index > 0 { sink.write(", ") }
            argument.writeFlat(to: &sink)
        }
        sink.write(ascii: UInt8(ascii: ")"))
    }

    /// Its lines at `indent`.
    func write(indent: String, into lines: inout LineWriter) {
        if indent.utf8.count + width <= LineWidth.limit {
            lines.sink.write(indent)
            writeFlat(to: &lines.sink)
            lines.endLine()
            return
        }
        lines.append(indent + "PaletteColor(")
        let inner = LineWidth.spaces(indent.utf8.count + 4)
        for (index, argument) in arguments.enumerated() {
            argument.write(indent: inner, suffix: index < arguments.count - 1 ? "," : "", into: &lines)
        }
        lines.append(indent + ")")
    }
}

/// One appearance's argument: `dark: 0x0B7EFFFF` for an sRGB color that is exactly 8-bit, as most
/// written colors are; `dark: PaletteRGBA(r, g, b, a)` for any other sRGB value, and
/// `dark: PaletteRGBA(displayP3: r, g, b, a)` for Display P3: the exact decimals, since a hex code would
/// round them.
struct AppearanceArgument {
    let label: String
    private let bytes: UInt32?
    private let isDisplayP3: Bool
    /// The decimals, for a color without `bytes`.
    private let components: [String]

    init(label: String, color: RGBA) {
        self.label = label
        bytes = color.exactSRGBBytes
        isDisplayP3 = color.space == .displayP3
        components = bytes == nil ? color.components.map(\.shortestDecimal) : []
    }

    /// `PaletteRGBA(`, then `displayP3: ` before the first component of a Display P3 color.
    private static let open = "PaletteRGBA("
    private static let displayP3 = "displayP3: "

    var width: Int {
        let value =
            bytes != nil
            ? 10
            : Self.open.utf8.count + (isDisplayP3 ? Self.displayP3.utf8.count : 0)
                + components.reduce(0) { $0 + $1.utf8.count } + 2 * (components.count - 1) + 1
        return label.utf8.count + 2 + value
    }

    func writeFlat(to sink: inout TextSink) {
        sink.write(label)
        sink.write(": ")
        if let bytes {
            sink.write("0x")
            for shift in stride(from: 28, through: 0, by: -4) {
                sink.write(ascii: Self.hexDigits[Int(bytes >> UInt32(shift) & 0xF)])
            }
            return
        }
        sink.write(Self.open)
        if isDisplayP3 { sink.write(Self.displayP3) }
        for (index, component) in components.enumerated() {
            if index > 0 { sink.write(", ") }
            sink.write(component)
        }
        sink.write(ascii: UInt8(ascii: ")"))
    }

    /// Its lines at `indent`, the last followed by `suffix`.
    func write(indent: String, suffix: String, into lines: inout LineWriter) {
        guard bytes == nil, indent.utf8.count + width + suffix.utf8.count > LineWidth.limit else {
            lines.sink.write(indent)
            writeFlat(to: &lines.sink)
            lines.sink.write(suffix)
            lines.endLine()
            return
        }
        lines.append(indent + label + ": " + Self.open)
        for (index, component) in components.enumerated() {
            let prefix = index == 0 && isDisplayP3 ? Self.displayP3 : ""
            lines.append(indent + "    " + prefix + component + (index < components.count - 1 ? "," : ""))
        }
        lines.append(indent + ")" + suffix)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
