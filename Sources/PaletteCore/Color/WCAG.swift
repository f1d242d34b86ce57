/// WCAG 2.x relative luminance and contrast ratio.
public enum WCAG {
    /// 0.2126 R + 0.7152 G + 0.0722 B over linearized channels (threshold 0.04045, as in the current
    /// sRGB standard and CSS; WCAG 2.0's 0.03928 gives the same result for every 8-bit value).
    /// Alpha is ignored: composite first when it matters.
    public static func relativeLuminance(_ color: RGBA) -> Double {
        let linear = LinearSRGB(color)
        return 0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
    }

    /// Source-over in gamma-encoded sRGB, as browsers blend: c = a·fg + (1 − a)·bg per channel, and
    /// alpha = a + bg.alpha·(1 − a). The background's alpha does not weight its color.
    public static func composite(_ foreground: RGBA, over background: RGBA) -> RGBA {
        let a = foreground.alpha
        func blend(_ fg: Double, _ bg: Double) -> Double { a * fg + (1 - a) * bg }
        return RGBA(
            red: blend(foreground.red, background.red),
            green: blend(foreground.green, background.green),
            blue: blend(foreground.blue, background.blue),
            alpha: a + background.alpha * (1 - a)
        )
    }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1…21, the same either way round for opaque
    /// colors. A foreground with alpha < 1 is first composited over the background (whose own alpha
    /// is ignored), since that is the color a reader sees.
    public static func contrastRatio(_ foreground: RGBA, _ background: RGBA) -> Double {
        let seen = foreground.alpha < 1 ? composite(foreground, over: background) : foreground
        let l1 = relativeLuminance(seen)
        let l2 = relativeLuminance(background)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
