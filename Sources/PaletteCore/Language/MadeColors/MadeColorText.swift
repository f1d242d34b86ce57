/// A made color as text: read from what a palette writes, and written the one way doc comments and the
/// manifest show it.
///
/// ```
/// {label} at 29%                          opacity: the alpha set (a percentage, or a fraction 0…1)
/// {accent} mixed 20% toward {black}       mix: 20% of the other color, in oklab unless `in` names a space
/// {accent} mixed 20% toward #000 in srgb  the other color may be written out
/// {accent} lighter by 0.2                 lighten, in lch unless `in` names a space
/// {accent} darker by 20% in hsl           darken
/// ```
enum MadeColorText {
    /// What the text says, names unresolved: each name with where it starts in the text.
    struct Written: Equatable {
        var source: Name
        var operation: ColorOperation<Operand>
    }

    struct Name: Hashable, Sendable {
        var name: String
        /// Where `{` is (0-based characters).
        var offset: Int
    }

    enum Operand: Hashable, Sendable {
        case reference(Name)
        case value(RGBA, written: String)
    }

    struct Problem: Error, Equatable {
        var message: String
        /// Where in the text the fault is (0-based characters).
        var offset: Int
    }

    /// Whether `text` is written as a made color rather than a reference: `{name}`, then a space and
    /// more. (`{a}b}` stays a reference to the color `a}b`.)
    static func isMadeColor(_ text: String) -> Bool {
        var characters = Substring(text)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        guard characters.first == "{", let close = characters.firstIndex(of: "}") else { return false }
        let rest = characters[characters.index(after: close)...]
        guard let next = rest.first, next.isWhitespace else { return false }
        return rest.contains { !$0.isWhitespace }
    }

    /// The made color `text` writes, or the first problem in it.
    static func read(_ text: String) -> Result<Written, Problem> {
        var reader = Reader(Array(text))
        return Result { try reader.made() }.mapError { $0 as! Problem }
    }

    // MARK: Writing

    /// `{label}`
    static func referenceText(_ name: String) -> String { "{" + name + "}" }

    /// `{label} at 29%`; the default spaces are left out.
    static func text<Operand>(
        source: String, _ operation: ColorOperation<Operand>, operand: (Operand) -> String
    ) -> String {
        let start = referenceText(source) + " "
        switch operation {
        case .opacity(let alpha):
            return start + "\(MadeColorWord.at.rawValue) \(percent(alpha))"
        case .mix(let other, let amount, let space):
            return start + "\(MadeColorWord.mixed.rawValue) \(percent(amount)) \(MadeColorWord.toward.rawValue) "
                + operand(other) + spaceText(space, standard: .standard)
        case .lighten(let amount, let space):
            return start + "\(MadeColorWord.lighter.rawValue) \(MadeColorWord.by.rawValue) \(fraction(amount))"
                + spaceText(space, standard: .standard)
        case .darken(let amount, let space):
            return start + "\(MadeColorWord.darker.rawValue) \(MadeColorWord.by.rawValue) \(fraction(amount))"
                + spaceText(space, standard: .standard)
        }
    }

    /// `29%` for 0.29, `12.5%` for 0.125: to 8 places of a percent, so 0.29's binary error never shows.
    static func percent(_ fraction: Double) -> String {
        plain(percentPlaces(fraction)) + "%"
    }

    private static func percentPlaces(_ fraction: Double) -> Double {
        (fraction * 100 * 100_000_000).rounded() / 100_000_000
    }

    /// The operation as its text reads back (`text`, then `read`): each amount to the places written,
    /// so a value computed from it is the one the palette computes.
    static func asWritten<Operand>(_ operation: ColorOperation<Operand>) -> ColorOperation<Operand> {
        switch operation {
        case .opacity(let alpha): .opacity(percentPlaces(alpha) / 100)
        case .mix(let other, let amount, let space):
            .mix(toward: other, amount: percentPlaces(amount) / 100, space: space)
        case .lighten(let amount, let space): .lighten(RGBA.rounded(amount), space: space)
        case .darken(let amount, let space): .darken(RGBA.rounded(amount), space: space)
        }
    }

    /// `0.2`, `1`
    static func fraction(_ value: Double) -> String {
        plain(RGBA.rounded(value))
    }

    private static func plain(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func spaceText<Space: RawRepresentable & Equatable>(_ space: Space, standard: Space) -> String
    where Space.RawValue == String {
        space == standard ? "" : " \(MadeColorWord.in.rawValue) \(space.rawValue)"
    }
}
