/// Keys that read like an appearance: the appearance words themselves, near misspellings of them,
/// and the words asset catalogs use. As the name of a color or group such a key is ambiguous (an
/// under-indented `dark:`, a misspelt `ligth:`), so it must be written in an explicit form.
enum AppearanceLookalike {
    enum Kind {
        /// `dark`
        case exact
        /// `drak`, `ligth`, `Light`, `hightContrastLight`
        case misspelling
        /// `any`, `darkMode`, `luminosity`
        case assetCatalogWord
    }

    static func match(_ key: String) -> (appearance: Appearance, kind: Kind)? {
        if let appearance = Appearance(rawValue: key) { return (appearance, .exact) }
        guard couldBeAWord(key) else { return nil }
        let folded = String(key.lowercased().unicodeScalars.filter { !"-_ ".unicodeScalars.contains($0) })
        if let appearance = assetCatalogWords[folded] { return (appearance, .assetCatalogWord) }
        guard !folded.isEmpty, folded.unicodeScalars.allSatisfy({ (0x61...0x7A).contains($0.value) }) else {
            return nil
        }
        for appearance in Appearance.allCases where isMisspelling(folded, of: appearance.rawValue.lowercased()) {
            return (appearance, .misspelling)
        }
        return nil
    }

    /// Every lookalike is 3 to 21 ASCII letters once `-`, `_` and spaces are dropped (`any`,
    /// `highcontrastlightmode`). Checked on the bytes first: most keys in a palette (`gray100`, `c12`,
    /// `textOnAccentBackground`) are no lookalike, and folding each one would cost a new string.
    private static func couldBeAWord(_ key: String) -> Bool {
        var letters = 0
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): letters += 1
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: " "): continue
            case 0x80...: return true  // lowercasing may fold it to ASCII (the Kelvin sign to `k`): read it whole
            default: return false
            }
            if letters > longestWord { return false }
        }
        return letters >= shortestWord
    }

    private static let shortestWord = 3, longestWord = 21

    /// What asset catalogs, Xcode and AppKit call the appearances, folded to lowercase letters.
    static let assetCatalogWords: [String: Appearance] = [
        "any": .light, "anyappearance": .light, "lightmode": .light, "aqua": .light,
        "darkmode": .dark, "luminosity": .dark, "darkaqua": .dark,
        "highcontrast": .highContrastLight, "highcontrastlightmode": .highContrastLight,
        "highcontrastdarkmode": .highContrastDark,
    ]

    /// The same word in another case, or, for `light` and `dark`, one letter added, dropped or
    /// swapped with its neighbour (not replaced: `night` and `mark` are words of their own);
    /// the longer high-contrast words allow two edits of any kind.
    private static func isMisspelling(_ word: String, of target: String) -> Bool {
        if word == target { return true }
        let a = Array(word.utf8), b = Array(target.utf8)
        if b.count <= 5 { return isOneInsertionDeletionOrSwap(a, b) }
        return Suggestion.editDistance(word, target, limit: 2) <= 2
    }

    private static func isOneInsertionDeletionOrSwap(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a.count == b.count {
            let differences = a.indices.filter { a[$0] != b[$0] }
            return differences.count == 2 && differences[1] == differences[0] + 1
                && a[differences[0]] == b[differences[1]] && a[differences[1]] == b[differences[0]]
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        let firstDifference = short.indices.first { short[$0] != long[$0] } ?? short.count
        return Array(long[(firstDifference + 1)...]) == Array(short[firstDifference...])
    }
}
