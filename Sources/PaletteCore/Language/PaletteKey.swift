/// The keys at the top of a palette file, in the order messages list them; the rules' own keys
/// (`Rule.paletteKeys`) follow `derive:`.
package enum PaletteKey: String, CaseIterable, MessageKey, Sendable {
    case palette, description, access, namespace, derive, colors, contrast, distinct, brands

    /// `derive: none`: a missing dark entry is an error instead of derived.
    static let noDerivedDark = "none"
}
