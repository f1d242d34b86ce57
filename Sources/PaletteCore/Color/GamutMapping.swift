#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// CSS Color 4 gamut mapping into sRGB or Display P3: binary search for chroma in OKLCH with ΔEOK and
/// clipping (https://www.w3.org/TR/css-color-4/#binsearch). The destination is the color's own space:
/// a P3 color is mapped into P3's wider gamut, never squeezed into sRGB.
///
/// Lightness and hue are held; chroma is lowered until clipping the color moves it by just under one
/// JND, and that clipped color is returned. This keeps more chroma than reducing until the color is
/// strictly inside the gamut, without a visible hue or lightness shift.
enum GamutMapping {
    /// The just-noticeable difference in ΔEOK.
    static let jnd = 0.02
    /// The search stops when the chroma interval, or the distance to the JND, is this small.
    static let epsilon = 0.0001
    /// How far outside 0…1 a gamma-encoded channel may be and still count as in gamut for
    /// `chromaWasReduced`: conversion round-off (about 1e-15) is not a reduction. Far below the
    /// 10-place rounding of `RGBA`. The search itself uses the exact test, as CSS does.
    static let gamutTolerance = 1e-9
    /// Bisection steps at most: 2^-1100 of the largest Double is below epsilon.
    static let maxSteps = 1_100

    /// Maps `color` into `space` (sRGB unless told). `chromaWasReduced` is true when the requested color
    /// lies outside the gamut (beyond `gamutTolerance`), so the result has less chroma than asked for;
    /// for `L ≥ 1` (white) or `L ≤ 0` (black) it is true when the requested chroma was not achromatic.
    static func map(
        _ color: OKLCH, alpha: Double = 1, into space: ColorSpace = .sRGB
    ) -> (rgba: RGBA, chromaWasReduced: Bool) {
        map(color.oklab, alpha: alpha, into: space)
    }

    /// The same search on a color in rectangular form: chroma is scaled along the color's own (a, b)
    /// direction, so even a hue below `OKLCH.achromaticChroma` is kept exactly.
    static func map(
        _ origin: OKLab, alpha: Double = 1, into space: ColorSpace = .sRGB
    ) -> (rgba: RGBA, chromaWasReduced: Bool) {
        let originChroma = hypot(origin.a, origin.b)
        if origin.L >= 1 {
            return (RGBA(red: 1, green: 1, blue: 1, alpha: alpha, space: space), originChroma >= OKLCH.achromaticChroma)
        }
        if origin.L <= 0 {
            return (RGBA(red: 0, green: 0, blue: 0, alpha: alpha, space: space), originChroma >= OKLCH.achromaticChroma)
        }

        let originRGB = encoded(origin, in: space)
        guard originChroma.isFinite, origin.L.isFinite else {
            return (RGBA(red: 0, green: 0, blue: 0, alpha: alpha, space: space), true)
        }
        if isInGamut(originRGB, tolerance: 0) {
            return (rgba(originRGB, alpha: alpha, space: space), false)
        }
        let reduced = !isInGamut(originRGB, tolerance: gamutTolerance)

        func withChroma(_ chroma: Double) -> OKLab {
            let scale = chroma / originChroma
            return OKLab(L: origin.L, a: origin.a * scale, b: origin.b * scale)
        }

        var clipped = clip(originRGB)
        if deltaEOKToClipped(origin, clipped, in: space) < jnd {
            return (rgba(clipped, alpha: alpha, space: space), reduced)
        }

        var low = 0.0
        var high = originChroma
        var lowIsInGamut = true
        // Halving from any finite chroma reaches epsilon long before the cap; the cap makes sure.
        for _ in 0..<Self.maxSteps where high - low > epsilon {
            let chroma = (low + high) / 2
            let current = withChroma(chroma)
            let currentRGB = encoded(current, in: space)
            if lowIsInGamut && isInGamut(currentRGB, tolerance: 0) {
                low = chroma
                continue
            }
            clipped = clip(currentRGB)
            let difference = deltaEOKToClipped(current, clipped, in: space)
            if difference < jnd {
                if jnd - difference < epsilon { break }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return (rgba(clipped, alpha: alpha, space: space), reduced)
    }

    typealias Channels = (red: Double, green: Double, blue: Double)

    static func encoded(_ color: OKLab, in space: ColorSpace) -> Channels {
        color.xyz.encoded(in: space)
    }

    static func isInGamut(_ rgb: Channels, tolerance: Double) -> Bool {
        let range = -tolerance...(1 + tolerance)
        return range.contains(rgb.red) && range.contains(rgb.green) && range.contains(rgb.blue)
    }

    static func clip(_ rgb: Channels) -> Channels {
        (min(max(rgb.red, 0), 1), min(max(rgb.green, 0), 1), min(max(rgb.blue, 0), 1))
    }

    static func deltaEOKToClipped(_ color: OKLab, _ clipped: Channels, in space: ColorSpace) -> Double {
        color.deltaEOK(OKLab(xyz: XYZ(encoded: clipped, in: space)))
    }

    static func rgba(_ rgb: Channels, alpha: Double, space: ColorSpace) -> RGBA {
        RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha, space: space)
    }
}
