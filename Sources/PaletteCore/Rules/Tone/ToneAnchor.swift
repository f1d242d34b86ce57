/// The palette's `background:`: the color whose light and dark every anchored `tone` places its values
/// against. Both written as opaque values.
struct ToneAnchor: Hashable, Sendable {
    /// The color's name (`surface.page`).
    var name: String
    var light: RGBA
    var dark: RGBA

    init(name: String, light: RGBA, dark: RGBA) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// OKLCH lightness of each.
    var lightL: Double { OKLab(light).L }
    var darkL: Double { OKLab(dark).L }
}
