/// The keys `AppearanceLookalike` reports, as a regular expression, so an editor flags `dark:` under
/// `colors:` or a color whose one key is `ligth:` as palettec does. Every spelling it lists is asked of
/// `match` itself, so the pattern matches no key palettec takes as a plain name. It lists: the
/// appearance words and the asset-catalog words in any case, with `-`, `_` or spaces anywhere; and
/// for light and dark, a letter dropped, added or swapped with its neighbour. palettec also knows
/// other misspellings of the high-contrast words, and tells them itself.
extension AppearanceLookalike {
    static let pattern: String = {
        let separator = "[-_ ]*"
        let words = (Appearance.allCases.map { $0.rawValue.lowercased() } + assetCatalogWords.keys.sorted())
            .filter { match($0) != nil }
            .map { word in word.map { SchemaPattern.anyCase(String($0)) }.joined(separator: separator) }
        let misspellings = Appearance.allCases.filter { $0.fallback == nil }.flatMap {
            oneEditSpellings(of: $0.rawValue)
        }
        return "^\(separator)\(SchemaPattern.either(words + misspellings))\(separator)$"
    }()

    /// The word with one letter dropped, two neighbours swapped, or one letter added (`[a-zA-Z]` where
    /// any letter will do): each a pattern, kept only where `match` reads it as this appearance's lookalike.
    private static func oneEditSpellings(of word: String) -> [String] {
        let letters = Array(word.lowercased())
        func isLookalike(_ spelling: [Character]) -> Bool {
            match(String(spelling)) != nil && String(spelling) != word.lowercased()
        }
        func pattern(_ spelling: [Character]) -> String { spelling.map { SchemaPattern.anyCase(String($0)) }.joined() }

        var spellings: [String] = []
        for index in letters.indices {
            var dropped = letters
            dropped.remove(at: index)
            if isLookalike(dropped) { spellings.append(pattern(dropped)) }
            if index + 1 < letters.count, letters[index] != letters[index + 1] {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                if isLookalike(swapped) { spellings.append(pattern(swapped)) }
            }
        }
        let alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        for index in 0...letters.count {
            let fits = alphabet.filter { isLookalike(Array(letters[..<index]) + [$0] + Array(letters[index...])) }
            guard !fits.isEmpty else { continue }
            let added = fits.count == alphabet.count ? "[a-zA-Z]" : "[\(String(fits))]"
            spellings.append(pattern(Array(letters[..<index])) + added + pattern(Array(letters[index...])))
        }
        return Array(Set(spellings)).sorted()
    }
}
