/// Which appearance a mode (a resolver context, a Tokens Studio theme, a Figma mode) is, by its
/// name: `light`, `dark`, and `light-high-contrast` / `lightHighContrast` / `light-hc` (and the same
/// for dark), ignoring case, spaces, `-`, `_` and a trailing "mode" (Figma's "Light Mode"). An
/// explicit choice (`dark=dark-dimmed`) comes first, and takes that appearance from the name that
/// would have matched it.
package struct AppearanceModeNames: Sendable {
    package var explicit: [Appearance: String]

    package init(explicit: [Appearance: String] = [:]) {
        self.explicit = explicit
    }

    static let names: [Appearance: [String]] = [
        .light: ["light"],
        .dark: ["dark"],
        .highContrastLight: ["lighthighcontrast", "lighthc", "highcontrastlight", "hclight"],
        .highContrastDark: ["darkhighcontrast", "darkhc", "highcontrastdark", "hcdark"],
    ]

    /// The appearance the mode is, or nil for a mode that is none.
    package func appearance(forMode mode: String) -> Appearance? {
        let key = Self.normalized(mode)
        if let chosen = explicit.first(where: { Self.normalized($0.value) == key }) { return chosen.key }
        return Appearance.allCases.first { explicit[$0] == nil && Self.names[$0]!.contains(key) }
    }

    /// Every appearance a list of modes holds, with the modes that are none.
    func split(_ modes: [String]) -> (matched: [Appearance: String], others: [String]) {
        var matched: [Appearance: String] = [:]
        var others: [String] = []
        for mode in modes {
            if let appearance = appearance(forMode: mode), matched[appearance] == nil {
                matched[appearance] = mode
            } else {
                others.append(mode)
            }
        }
        return (matched, others)
    }

    /// What to pass to read a mode that is no appearance as one: "(name its appearance with --appearance,
    /// as dark=dim, if it is one)".
    static func hint(for mode: String) -> String {
        let example = names.values.contains { $0.contains(normalized(mode)) } ? "APPEARANCE=\(mode.abbreviated)" : "dark=\(mode.abbreviated)"
        return "(name its appearance with \(PalettecInvocation.Option.appearance.flag), as \(example), if it is one)"
    }

    /// Parses the option text `dark=dark-dimmed`: an appearance, `=`, a mode's name.
    package static func choice(_ text: String) -> Result<(Appearance, String), ModeChoiceError> {
        let usage = "write APPEARANCE=MODE, such as dark=dark-dimmed, with light, dark, light-high-contrast or dark-high-contrast"
        guard let equals = text.firstIndex(of: "=") else {
            return .failure(ModeChoiceError("'\(text.abbreviated)' has no '='; \(usage)"))
        }
        let name = normalized(String(text[..<equals]))
        let mode = String(text[text.index(after: equals)...]).trimmingWhitespace()
        guard let appearance = Appearance.allCases.first(where: { names[$0]!.contains(name) || normalized($0.rawValue) == name }) else {
            return .failure(ModeChoiceError("'\(text[..<equals])' is not an appearance; \(usage)"))
        }
        guard !mode.isEmpty else { return .failure(ModeChoiceError("'\(text.abbreviated)' names no mode after '='; \(usage)")) }
        return .success((appearance, mode))
    }

    static func normalized(_ name: String) -> String {
        var key = String(name.lowercased().unicodeScalars.filter { !" -_.".unicodeScalars.contains($0) })
        if key.hasSuffix("mode"), key.count > 4 { key.removeLast(4) }
        return key
    }
}

/// A `--appearance` choice palettec cannot read, with what to write instead.
package struct ModeChoiceError: Error, Equatable {
    package var message: String

    init(_ message: String) {
        self.message = message
    }
}
