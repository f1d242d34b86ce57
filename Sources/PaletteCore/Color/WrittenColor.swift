/// A color as read from text or from a token: the color palettec writes, the CSS space it was written
/// in, and what writing it in sRGB or Display P3 took (`CSSColorConversion`).
struct WrittenColor: Equatable, Sendable {
    var rgba: RGBA
    var writtenSpace: CSSColorSpace
    var outcome: CSSColorConversion.Outcome
    /// How far outside the space it was converted to it lay, clipped into it (`CSSColorConversion.clipping`).
    var clipped = 0.0

    init(_ rgba: RGBA, writtenSpace: CSSColorSpace, outcome: CSSColorConversion.Outcome) {
        self.rgba = rgba
        self.writtenSpace = writtenSpace
        self.outcome = outcome
    }

    /// A color written in sRGB or Display P3 (hex, `rgb()`, a name, `color(display-p3 …)`): kept as it is.
    init(kept rgba: RGBA) {
        self.init(rgba, writtenSpace: rgba.space == .displayP3 ? .displayP3 : .srgb, outcome: .kept)
    }
}
