/// A color whose light is made, and which leaves other appearances unwritten: which of them the made
/// light makes too. One rule for the compiler (`ValueDerivation`) and the import's proof
/// (`ImportedReferences`).
enum MadeLight {
    /// Whether the made light makes `appearance`, which the color does not write: the dark always (never
    /// the palette's rule), a high contrast unless its plain appearance is written (then it falls back
    /// to that). `writes`: whether the color writes an appearance.
    static func makes(_ appearance: Appearance, writes: (Appearance) -> Bool) -> Bool {
        guard let plain = appearance.fallback, plain != .light else { return true }
        return !writes(plain)
    }
}
