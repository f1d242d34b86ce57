/// The words of a color's or group's name, as the rules and lint read them.
enum NameWords {
    /// `secondaryLabel` → secondary, label; `text-on-accent` → text, on, accent; `gray_2Text` → gray, text:
    /// split at every character that is no ASCII letter and where a lowercase letter or digit meets an
    /// uppercase one; lower-cased; digits dropped.
    static func lowercased(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            let isLetter = character.isASCII && character.isLetter
            if !isLetter {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isASCII, previous.isLowercase || previous.isNumber {
                if !current.isEmpty { words.append(current) }
                current = String(character.lowercased())
            } else {
                current.append(Character(character.lowercased()))
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
