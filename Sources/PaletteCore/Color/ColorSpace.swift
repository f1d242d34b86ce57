/// The RGB space a color's components are in. Both share the sRGB transfer curve and white point;
/// Display P3 has wider primaries, so the same numbers mean a more saturated color.
enum ColorSpace: String, CaseIterable, Hashable, Sendable {
    /// IEC 61966-2-1 sRGB, the space of every hex and `rgb()` value.
    case sRGB = "srgb"
    /// Apple's Display P3: DCI-P3 primaries, D65 white, the sRGB transfer curve.
    case displayP3 = "display-p3"
}
