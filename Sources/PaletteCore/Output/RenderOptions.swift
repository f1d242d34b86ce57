/// What the command line, the plugin and `palettec.yml` decide about the rendered Swift.
public struct RenderOptions: Sendable, Equatable {
    /// For palettes without an `access:` key.
    public var accessLevel: AccessLevel
    public var runtime: RuntimeMode
    /// Whether each color is also a static member of `Color`, `ShapeStyle`, `UIColor` and `NSColor`
    /// (`Color.brandTextPrimary`), as Xcode's asset symbols are. Off, the Swift is byte for byte as without it.
    public var staticMembers: Bool
    /// Whether the Swift code's folder also has `PalettePreviews.swift`, a SwiftUI `#Preview` of each palette
    /// for debug builds. Off, every file is byte for byte as without it.
    public var swiftUIPreviews: Bool

    public init(
        accessLevel: AccessLevel = .internal, runtime: RuntimeMode = .embed, staticMembers: Bool = false,
        swiftUIPreviews: Bool = false
    ) {
        self.accessLevel = accessLevel
        self.runtime = runtime
        self.staticMembers = staticMembers
        self.swiftUIPreviews = swiftUIPreviews
    }

    /// The palette's own `access:`, else the default.
    func accessLevel(of palette: Palette) -> AccessLevel {
        palette.accessLevel ?? accessLevel
    }

    /// The support file's: as wide as the widest palette's, so every palette's declarations can use it.
    func supportAccessLevel(for palettes: [Palette]) -> AccessLevel {
        palettes.map(accessLevel(of:)).max() ?? accessLevel
    }
}
