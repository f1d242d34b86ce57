/// A key of palettec's formats, as a message names it: the key types conform, so a sentence spells
/// the key by its case, never again by hand.
package protocol MessageKey {
    /// The key as a file writes it, without the colon.
    var rawValue: String { get }
}

extension MessageKey {
    /// `'colors:'`
    package var quoted: String { "'" + written + "'" }

    /// `'derive: none'`: the key with a value, quoted.
    func quoted(_ value: String) -> String { "'" + written + " " + value + "'" }

    /// `'colors'`: the key's name alone, quoted.
    var quotedName: String { "'" + rawValue + "'" }

    /// `colors:`, as a palette writes it: for an example in a message.
    var written: String { rawValue + ":" }
}
