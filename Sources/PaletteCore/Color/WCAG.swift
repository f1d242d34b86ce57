/// WCAG 2.x relative luminance and contrast ratio, for sRGB and Display P3 colors alike.
enum WCAG {
    /// Every contrast ratio there is: a color against itself is 1, black against white 21.
    static let ratios: ClosedRange<Double> = 1...21

    /// 0.2126 R + 0.7152 G + 0.0722 B over linear sRGB components (threshold 0.04045, as in the current
    /// sRGB standard and CSS; WCAG 2.0's 0.03928 gives the same result for every 8-bit value).
    ///
    /// A Display P3 color is first converted through XYZ D65 into linear sRGB, unclipped, so its
    /// luminance comes from the P3 primaries, not from its numbers read as sRGB: `color(display-p3 1 0 0)`
    /// has 0.2289, sRGB red 0.2126. The weights stay WCAG's published ones, so a P3 color and the sRGB
    /// color it equals have the same luminance and a check between them compares like with like; these
    /// weights are the Y row of sRGB → XYZ rounded to 4 places, so the result is XYZ's Y to within 5e-5.
    /// Alpha is ignored: composite first when it matters.
    static func relativeLuminance(_ color: RGBA) -> Double {
        let linear = LinearSRGB(color)
        return 0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
    }

    /// Source-over in gamma-encoded components, as browsers blend: c = a·fg + (1 − a)·bg per channel,
    /// and alpha = a + bg.alpha·(1 − a). The background's alpha does not weight its color.
    ///
    /// The blend happens in the background's space: a foreground in another space is converted into it
    /// first, unrounded and unclipped (a P3 foreground outside sRGB over an sRGB background keeps its
    /// true color), and the result is in the background's space.
    static func composite(_ foreground: RGBA, over background: RGBA) -> RGBA {
        let a = foreground.alpha
        let front = foreground.components(in: background.space)
        func blend(_ fg: Double, _ bg: Double) -> Double { a * fg + (1 - a) * bg }
        return RGBA(
            red: blend(front.red, background.red),
            green: blend(front.green, background.green),
            blue: blend(front.blue, background.blue),
            alpha: a + background.alpha * (1 - a),
            space: background.space
        )
    }

    /// What a reader sees of `foreground` on `background`, and what a contrast ratio measures: the
    /// foreground itself when opaque, else composited over the background and shown opaque.
    static func seen(_ foreground: RGBA, on background: RGBA) -> RGBA {
        foreground.alpha < 1 ? composite(foreground, over: background).with(alpha: 1) : foreground
    }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1…21, the same either way round for opaque
    /// colors. A foreground with alpha < 1 is first composited over the background (whose own alpha
    /// is ignored), since that is the color a reader sees.
    static func contrastRatio(_ foreground: RGBA, _ background: RGBA) -> Double {
        Background(background).contrastRatio(foreground)
    }

    /// A background with its luminance worked out once, for searches that measure many colors on it.
    struct Background {
        let color: RGBA
        let luminance: Double

        init(_ color: RGBA) {
            self.color = color
            luminance = relativeLuminance(color)
        }

        func contrastRatio(_ foreground: RGBA) -> Double {
            let l1 = relativeLuminance(seen(foreground, on: color))
            return (max(l1, luminance) + 0.05) / (min(l1, luminance) + 0.05)
        }
    }
}
