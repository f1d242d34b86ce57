/// The first line of a declaration, `internal static var blue: PaletteColor {` or `internal enum Text {`,
/// or, when it is longer than `LineWidth.limit`, its lines broken after the keywords:
///
///     internal static var
///         aNameSoLongThatTheDeclarationCannotHoldIt: PaletteColor {
///
/// A name too long for that line too goes on a line of its own, moved left as far as it needs (a name is
/// at most `PaletteLimits.swiftNameLength` characters, which fit on a line), and the rest after it.
enum DeclarationHead {
    static func lines(_ keywords: String, name: String, rest: String, indent: String) -> [String] {
        let oneLine = indent + keywords + " " + name + rest
        if LineWidth.fits(oneLine, in: LineWidth.limit) { return [oneLine] }
        let inner = indent + "    "
        if LineWidth.fits(inner + name + rest, in: LineWidth.limit) { return [indent + keywords, inner + name + rest] }
        let head = [indent + keywords, LineWidth.placed(name, indent: inner)]
        return rest.isEmpty ? head : head + [inner + rest.drop { $0 == " " }]
    }
}
