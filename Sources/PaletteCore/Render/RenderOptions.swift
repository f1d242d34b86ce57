/// What the command line, the plugin and `palettec.yml` decide about the rendered Swift.
public struct RenderOptions: Sendable, Equatable {
    /// For palettes without an `access:` key.
    public var accessLevel: AccessLevel
    public var runtime: RuntimeMode

    public init(accessLevel: AccessLevel = .internal, runtime: RuntimeMode = .embed) {
        self.accessLevel = accessLevel
        self.runtime = runtime
    }

    /// The palette's own `access:`, else the default.
    package func accessLevel(of palette: Palette) -> AccessLevel {
        palette.accessLevel ?? accessLevel
    }

    /// The support file's: as wide as the widest palette's, so every palette's declarations can use it.
    package func supportAccessLevel(for palettes: [Palette]) -> AccessLevel {
        palettes.map(accessLevel(of:)).max() ?? accessLevel
    }
}
