/// A CSS color function's values, read and checked: the space it is written in, its three components in
/// that space's own units (`CSSColorSpace.components`; `rgb()`'s as sRGB's 0…1), and its alpha.
struct CSSColorComponents: Equatable {
    var space: CSSColorSpace
    var components: [Double]
    var alpha: Double

    /// The color palettec writes for it: sRGB and Display P3 as they are, every other space converted.
    var written: WrittenColor {
        let (rgba, outcome) = CSSColorConversion.convert(components, in: space, alpha: alpha)
        return WrittenColor(rgba, writtenSpace: space, outcome: outcome)
    }
}
