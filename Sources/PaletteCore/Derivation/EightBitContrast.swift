/// The `contrast` rule's last step: from the least move that passes, the nearest color whose every
/// component is a whole byte and that still passes. Screens, the manifest's hex, the preview and every
/// accessibility tool see a color at 8 bits; the exact result can pass at 4.5:1 and its hex fail
/// (`0.4653190469` is `#777777`, 4.48:1 on white).
///
/// A candidate passes when it reaches the ratio against the background as written, and again with both
/// colors as their hex codes show them (a Display P3 color's hex is its sRGB approximation).
enum EightBitContrast {
    /// A hex code's ratio may differ from the stored components' by rounding to 10 places (about 1e-10):
    /// a candidate must clear its hex check by this much more.
    static let hexMargin = 1e-9

    /// `exact` reaches `target` against `background`. Its red, green and blue become whole bytes in its
    /// own space, and alpha the nearest byte. Of the eight byte colors around it (fewer when channels
    /// are equal, which stay equal), the nearest that passes (Euclidean, in bytes) is chosen.
    /// Luminance grows with every channel, so the corner on the side away from the background passes
    /// whenever `exact` does, unless rounding alpha down or the background's hex costs more: then the
    /// search steps on, a byte at a time, away from the background, with alpha rounded to the nearest
    /// byte and then up (a more opaque color reaches further from the background). When that side ends
    /// short of the ratio against the background's hex (black passes a background as written, but not
    /// its hex), the other side is searched the same way. Nil when neither black nor white reaches the
    /// ratio against the background's hex: the ratio lies between two bytes.
    static func nearestPassing(_ exact: RGBA, against background: RGBA, ratio target: Double) -> RGBA? {
        let wanted = [exact.red, exact.green, exact.blue].map { $0 * 255 }
        let nearestAlpha = (exact.alpha * 255).rounded() / 255, opaqueAlpha = (exact.alpha * 255).rounded(.up) / 255
        let backgroundAsHex = background.hexColor
        func color(_ bytes: [Int], _ alpha: Double) -> RGBA {
            RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: alpha, space: exact.space)
        }
        func passes(_ candidate: RGBA) -> Bool {
            WCAG.contrastRatio(candidate, background) >= target
                && WCAG.contrastRatio(candidate.hexColor, backgroundAsHex) >= target + hexMargin
        }

        let below = wanted.map { min(max(Int($0.rounded(.down)), 0), 255) }, above = wanted.map { min(max(Int($0.rounded(.up)), 0), 255) }
        // Channels that are equal stay equal, so a gray stays a gray.
        let corners: [[Int]] = (0..<8).map { (corner: Int) -> [Int] in
            (0..<3).map { (channel: Int) -> Int in corner >> channel & 1 == 0 ? below[channel] : above[channel] }
        }.filter(keepsEqualChannelsEqual(wanted))
        let byDistance = corners.enumerated().sorted { left, right in
            (distance(left.element, wanted), left.offset) < (distance(right.element, wanted), right.offset)
        }
        if let nearest = byDistance.lazy.map({ color($0.element, nearestAlpha) }).first(where: passes) { return nearest }

        let seen = exact.alpha < 1 ? WCAG.composite(exact, over: background) : exact
        let darker = WCAG.relativeLuminance(seen) < WCAG.relativeLuminance(background)
        for movesDarker in [darker, !darker] {
            for alpha in [nearestAlpha, opaqueAlpha] {
                var bytes = movesDarker ? below : above
                for _ in 0...255 {
                    if passes(color(bytes, alpha)) { return color(bytes, alpha) }
                    bytes = bytes.map { movesDarker ? max($0 - 1, 0) : min($0 + 1, 255) }
                }
            }
        }
        return nil
    }

    private static func keepsEqualChannelsEqual(_ wanted: [Double]) -> ([Int]) -> Bool {
        { bytes in
            for i in 0..<3 { for j in 0..<3 where wanted[i] == wanted[j] && bytes[i] != bytes[j] { return false } }
            return true
        }
    }

    private static func distance(_ bytes: [Int], _ wanted: [Double]) -> Double {
        zip(bytes, wanted).reduce(0) { $0 + (Double($1.0) - $1.1) * (Double($1.0) - $1.1) }
    }
}
