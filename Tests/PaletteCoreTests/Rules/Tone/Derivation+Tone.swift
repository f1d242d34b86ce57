@testable import PaletteCore

extension Derivation {
    /// What anchored or role-taking `tone` placed the value by, as its palette step noted it.
    var tone: ToneContext? { note?.note as? ToneContext }
}
