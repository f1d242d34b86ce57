/// Where a palette's code gets `PaletteColor` and `PaletteRGBA` from.
public enum RuntimeMode: String, CaseIterable, Sendable {
    /// `import PaletteRuntime`: one shared type for every module that imports it.
    case `import`
    /// A support file of the target's own (`PaletteSupport.swift`), for targets without the runtime.
    case embed
}
