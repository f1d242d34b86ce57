#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// APCA, the Accessible Perceptual Contrast Algorithm of WCAG 3's drafts, as published in APCA-W3 0.0.98G-4g
/// (github.com/Myndex/apca-w3, its constants `SA98G`): the lightness contrast Lc of text on a background,
/// about −108…106. Positive for dark text on a light background, negative for light text on a dark one;
/// 0 below Lc 10, where APCA reads no contrast. docs/accessibility.md says what the levels mean.
///
/// Unlike the WCAG 2 ratio it is not symmetric: the same two colors give a different Lc when text and
/// background swap, since light text on dark reads differently from dark text on light.
enum APCA {
    /// Every Lc there is, rounded out: black on white is 106.04, white on black −107.88.
    static let range: ClosedRange<Double> = -108...107
    /// The largest magnitude of an Lc, the most a minimum can ask.
    static let largestLc = 108.0

    /// APCA-W3's screen luminance: each gamma-encoded component to the power 2.4 (a simple power, not the
    /// sRGB curve), weighted by its space's Y: sRGB's for an sRGB color, Display P3's for a P3 one, as
    /// APCA-W3's `sRGBtoY` and `displayP3toY`. Alpha is ignored: composite first.
    static func screenLuminance(_ color: RGBA) -> Double {
        let weights = color.space == .displayP3 ? displayP3Weights : sRGBWeights
        func power(_ channel: Double) -> Double { channel < 0 ? -pow(-channel, mainTRC) : pow(channel, mainTRC) }
        return weights.red * power(color.red) + weights.green * power(color.green) + weights.blue * power(color.blue)
    }

    /// Lc of `text` on `background`, unrounded. Translucent text is first composited over the background,
    /// as a reader sees it (`WCAG.seen`).
    static func lightnessContrast(text: RGBA, background: RGBA) -> Double {
        let textY = softClamp(screenLuminance(WCAG.seen(text, on: background)))
        let backgroundY = softClamp(screenLuminance(background))
        guard abs(backgroundY - textY) >= deltaYMinimum else { return 0 }
        if backgroundY > textY {
            let contrast = (pow(backgroundY, normalBackground) - pow(textY, normalText)) * scale
            return contrast < lowClip ? 0 : (contrast - lowOffset) * 100
        }
        let contrast = (pow(backgroundY, reverseBackground) - pow(textY, reverseText)) * scale
        return contrast > -lowClip ? 0 : (contrast + lowOffset) * 100
    }

    /// Lc as messages and the preview write it: one decimal at most, with its sign (`Lc 63.1`, `Lc -68.5`,
    /// `Lc 60`).
    static func formatted(_ lc: Double) -> String {
        let rounded = (lc * 10).rounded() / 10
        return rounded == rounded.rounded() ? "Lc \(Int(rounded))" : "Lc \(rounded)"
    }

    // APCA-W3 0.0.98G-4g's constants.
    static let mainTRC = 2.4
    static let sRGBWeights = (red: 0.2126729, green: 0.7151522, blue: 0.0721750)
    static let displayP3Weights = (red: 0.2289829594805780, green: 0.6917492625852380, blue: 0.0792677779341829)
    static let normalBackground = 0.56, normalText = 0.57, reverseText = 0.62, reverseBackground = 0.65
    static let blackThreshold = 0.022, blackClamp = 1.414
    static let scale = 1.14, lowOffset = 0.027, lowClip = 0.1, deltaYMinimum = 0.0005

    /// Near-black luminances lifted by APCA's soft clamp, which models flare.
    static func softClamp(_ y: Double) -> Double {
        y >= blackThreshold ? y : y + pow(blackThreshold - y, blackClamp)
    }
}
