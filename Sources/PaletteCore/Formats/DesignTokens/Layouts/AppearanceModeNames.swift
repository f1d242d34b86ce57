/// Which appearance a mode (a resolver context, a Tokens Studio theme, a Figma mode) is, by its
/// name: `light`, `dark`, and `light-high-contrast` / `lightHighContrast` / `light-hc` (and the same
/// for dark), ignoring case, spaces, `-`, `_` and a trailing "mode" (Figma's "Light Mode"). A name
/// whose last word is `light` or `dark` (then perhaps "high contrast" or "hc", "mode" or "theme") is
/// that appearance too, the words before it its brand: '🌞 Brand Light', 'blackbaud-dark',
/// 'brand-a-light' ("lightning", "highlight" and 'dark-dimmed' are none). An explicit choice
/// (`dark=dark-dimmed`) comes first, its exact spelling before one differing in case or separators,
/// and takes that appearance from the name that would have matched it.
struct AppearanceModeNames: Sendable {
    var explicit: [Appearance: String]
    /// `--brand`: the brands to import where the modes hold several.
    var brandChoice: BrandChoice

    init(explicit: [Appearance: String] = [:], brandChoice: BrandChoice = BrandChoice()) {
        self.explicit = explicit
        self.brandChoice = brandChoice
    }

    static let names: [Appearance: [String]] = [
        .light: ["light"],
        .dark: ["dark"],
        .highContrastLight: ["lighthighcontrast", "lighthc", "highcontrastlight", "hclight"],
        .highContrastDark: ["darkhighcontrast", "darkhc", "highcontrastdark", "hcdark"],
    ]

    /// The appearance the mode is, or nil for a mode that is none.
    func appearance(forMode mode: String) -> Appearance? {
        if let exact = explicit.first(where: { $0.value == mode }) { return exact.key }
        let key = Self.normalized(mode)
        if let chosen = explicit.first(where: { Self.normalized($0.value) == key }) { return chosen.key }
        guard let named = Self.named(mode), explicit[named.appearance] == nil else { return nil }
        return named.appearance
    }

    /// What `split` makes of a list of modes.
    struct Split {
        /// The mode read for each appearance.
        var matched: [Appearance: String] = [:]
        /// The modes that are no appearance.
        var others: [String] = []
        /// Modes named as an appearance already matched (another brand's, or another spelling), in order.
        var alternatives: [(appearance: Appearance, mode: String, brand: [String])] = []
    }

    /// Every appearance a list of modes holds: an explicit choice's exact spelling first, then one
    /// differing in case or separators; then by name, every appearance of one brand (that of the light
    /// chosen, else of the first light), and the modes that are none.
    func split(_ modes: [String]) -> Split {
        var split = Split()
        for appearance in Appearance.allCases {
            guard let chosen = explicit[appearance] else { continue }
            if modes.contains(chosen) {
                split.matched[appearance] = chosen
            } else if let close = modes.first(where: {
                Self.normalized($0) == Self.normalized(chosen) && !split.matched.values.contains($0)
            }) {
                split.matched[appearance] = close
            }
        }
        var candidates: [Appearance: [(mode: String, brand: [String])]] = [:]
        for mode in modes where !split.matched.values.contains(mode) {
            if appearance(forMode: mode) != nil, let named = Self.named(mode), explicit[named.appearance] == nil {
                candidates[named.appearance, default: []].append((mode, named.brand))
            } else {
                split.others.append(mode)
            }
        }
        let brand = split.matched[.light].flatMap { Self.named($0)?.brand } ?? candidates[.light]?.first?.brand
        var picked: Set<String> = []
        for appearance in Appearance.allCases {
            guard let list = candidates[appearance], split.matched[appearance] == nil else { continue }
            let pick = list.first { $0.brand == brand } ?? list[0]
            split.matched[appearance] = pick.mode
            picked.insert(pick.mode)
        }
        for mode in modes
        where !picked.contains(mode) && !split.others.contains(mode) && !split.matched.values.contains(mode) {
            if let named = Self.named(mode) { split.alternatives.append((named.appearance, mode, named.brand)) }
        }
        return split
    }

    /// Modes that join a brand and an appearance (`brand-a-light`, `brand-a-dark`, `brand-b-light`), split
    /// by brand in the order first named, each brand's appearances as `split` finds them; a mode that is no
    /// appearance among them (`modern` beside `blackbaud-light`) is a brand of its own, light only, unless
    /// its name starts with a brand's (`brand-a-sepia`): then it is none, and left out. Nil unless two brands
    /// or more name a light, or where `--appearance` chose modes: then one brand is read.
    func brandSplits(_ modes: [String]) -> [(brand: String, matched: [Appearance: String])]? {
        guard explicit.isEmpty else { return nil }
        var brands: [String] = []
        var modesByBrand: [String: [String]] = [:]
        let brandWords = modes.compactMap { Self.named($0)?.brand }.filter { !$0.isEmpty }
        for mode in modes {
            let named = Self.named(mode)
            // A mode that is no appearance and starts with a brand's words is that brand's (`brand-a-sepia`).
            if named == nil, brandWords.contains(where: { Self.words(mode).starts(with: $0) }) { continue }
            let brand = named.map { $0.brand.joined(separator: "-") } ?? mode
            if modesByBrand[brand] == nil { brands.append(brand) }
            modesByBrand[brand, default: []].append(mode)
        }
        let withLight = brands.filter { brand in
            !brand.isEmpty && modesByBrand[brand]!.contains { Self.named($0)?.appearance == .light }
        }
        guard withLight.count > 1 || (withLight.count == 1 && brands.count > 1 && !brands.contains("")) else {
            return nil
        }
        return brands.map { brand in
            let list = modesByBrand[brand]!
            let matched = list.contains { Self.named($0) != nil } ? split(list).matched : [.light: list[0]]
            return (brand, matched)
        }
    }

    /// The one note for the appearances of other brands (or spellings) passed over: "the contexts
    /// 'brand-b-light', 'brand-b-dark' of 'brandTheme' are appearances too, and are not imported …;
    /// to import them instead, pass --appearance light=brand-b-light --appearance dark=brand-b-dark".
    static func alternativesNote(_ split: Split, kind: String, of owner: String?) -> String? {
        guard let first = split.alternatives.first else { return nil }
        let names = split.alternatives.map { "'\($0.mode.abbreviated)'" }.joined(separator: ", ")
        let chosen = Appearance.allCases.compactMap { split.matched[$0].map { "'\($0.abbreviated)'" } }.joined(
            separator: ", ")
        var choices: [String] = []
        for appearance in Appearance.allCases {
            let brandMatch = split.alternatives.first { $0.appearance == appearance && $0.brand == first.brand }
            if let choice = brandMatch ?? (appearance == first.appearance ? first : nil) {
                choices.append(
                    "\(PalettecInvocation.Option.appearance.flag) \(appearance.rawValue)=\(choice.mode.abbreviated)")
            }
        }
        let one = split.alternatives.count == 1
        let owned = owner.map { " of '\($0.abbreviated)'" } ?? ""
        return
            "the \(kind)\(one ? "" : "s") \(names)\(owned) \(one ? "is an appearance" : "are appearances") too, and "
            + "\(one ? "is" : "are") "
            + "not imported: one of each appearance is, \(chosen); to import \(one ? "it" : "others") instead, pass "
            + "\(choices.joined(separator: " "))"
    }

    /// What to pass to read a mode that is no appearance as one: "(name its appearance with --appearance,
    /// as dark=dim, if it is one)".
    static func hint(for mode: String) -> String {
        let example =
            names.values.contains { $0.contains(normalized(mode)) }
            ? "APPEARANCE=\(mode.abbreviated)" : "dark=\(mode.abbreviated)"
        return "(name its appearance with \(PalettecInvocation.Option.appearance.flag), as \(example), if it is one)"
    }

    /// Parses the option text `dark=dark-dimmed`: an appearance, `=`, a mode's name.
    static func choice(_ text: String) -> Result<(Appearance, String), ModeChoiceError> {
        let usage =
            "write APPEARANCE=MODE, such as dark=dark-dimmed, with light, dark, light-high-contrast or "
            + "dark-high-contrast"
        guard let equals = text.firstIndex(of: "=") else {
            return .failure(ModeChoiceError("'\(text.abbreviated)' has no '='; \(usage)"))
        }
        let name = normalized(String(text[..<equals]))
        let mode = String(text[text.index(after: equals)...]).trimmingWhitespace()
        guard
            let appearance = Appearance.allCases.first(where: {
                names[$0]!.contains(name) || normalized($0.rawValue) == name
            })
        else {
            return .failure(ModeChoiceError("'\(text[..<equals])' is not an appearance; \(usage)"))
        }
        guard !mode.isEmpty else {
            return .failure(ModeChoiceError("'\(text.abbreviated)' names no mode after '='; \(usage)"))
        }
        return .success((appearance, mode))
    }

    static func normalized(_ name: String) -> String {
        var key = String(name.lowercased().unicodeScalars.filter { !" -_.".unicodeScalars.contains($0) })
        if key.hasSuffix("mode"), key.count > 4 { key.removeLast(4) }
        return key
    }

    /// The appearance the name says, whole (`lightHC`) or in its last words (`brand-a-light`,
    /// '🌞 Brand Light', `Brand Dark High Contrast`), with the words before them: its brand.
    static func named(_ name: String) -> (appearance: Appearance, brand: [String])? {
        let key = normalized(name)
        if let whole = Appearance.allCases.first(where: { names[$0]!.contains(key) }) { return (whole, []) }
        var words = Self.words(name)
        if words.count > 1, ["mode", "theme"].contains(words.last!) { words.removeLast() }
        var highContrast = dropHighContrast(&words)
        guard let last = words.last, last == "light" || last == "dark" else { return nil }
        words.removeLast()
        if !highContrast { highContrast = dropHighContrast(&words) }
        switch (last, highContrast) {
        case ("light", false): return (.light, words)
        case ("light", true): return (.highContrastLight, words)
        case (_, false): return (.dark, words)
        default: return (.highContrastDark, words)
        }
    }

    /// Drops "high contrast", "highcontrast" or "hc" from the end of the words, and says whether it did.
    private static func dropHighContrast(_ words: inout [String]) -> Bool {
        if words.suffix(2) == ["high", "contrast"] {
            words.removeLast(2)
            return true
        }
        if let last = words.last, last == "hc" || last == "highcontrast" {
            words.removeLast()
            return true
        }
        return false
    }

    /// The name's words, lowercased: runs of letters and digits, split where a lowercase letter meets
    /// an uppercase one (`brandLight`); spaces, punctuation and emoji separate them.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var afterLowercase = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                afterLowercase = false
                continue
            }
            if character.isUppercase, afterLowercase, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            afterLowercase = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}

/// A `--appearance` choice palettec cannot read, with what to write instead.
struct ModeChoiceError: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
