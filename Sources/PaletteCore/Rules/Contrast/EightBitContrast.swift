/// The `contrast` rule's last step: from the least move that passes, the nearest color whose every
/// component is a whole byte and that still passes. Screens, the manifest's hex, the preview and every
/// accessibility tool see a color at 8 bits; the exact result can pass at 4.5:1 and its hex fail
/// (`0.4653190469` is `#777777`, 4.48:1 on white).
///
/// A candidate passes when it reaches the ratio (or the APCA Lc) against the background as written, and
/// again with both colors as their hex codes show them (a Display P3 color's hex is its sRGB approximation).
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
        nearestPassing(exact, against: background, target: .ratio(target))
    }

    /// The same for a ratio or an APCA Lc (`ContrastTarget`).
    static func nearestPassing(_ exact: RGBA, against background: RGBA, target: ContrastTarget) -> RGBA? {
        let wanted = SIMD3(exact.red, exact.green, exact.blue) * 255
        let nearestAlpha = (exact.alpha * 255).rounded() / 255, opaqueAlpha = (exact.alpha * 255).rounded(.up) / 255
        let backgroundAsWritten = ContrastTarget.Measure(target, against: background)
        let backgroundAsHex = ContrastTarget.Measure(target, against: background.hexColor)
        func color(_ bytes: SIMD3<Int>, _ alpha: Double) -> RGBA {
            RGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha: alpha, space: exact.space)
        }
        func passes(_ candidate: RGBA) -> Bool {
            backgroundAsWritten.reaches(candidate) && backgroundAsHex.reaches(candidate.hexColor, by: hexMargin)
        }

        let below = bytes(wanted.rounded(.down)), above = bytes(wanted.rounded(.up))
        // The corners in order of distance, the first listed first among equals. Channels that are
        // equal stay equal, so a gray stays a gray.
        var corners: [(bytes: SIMD3<Int>, distance: Double, order: Int)] = []
        corners.reserveCapacity(8)
        for corner in 0..<8 {
            var bytes = below
            for channel in 0..<3 where corner >> channel & 1 != 0 { bytes[channel] = above[channel] }
            guard keepsEqualChannelsEqual(wanted, bytes) else { continue }
            corners.append((bytes, distance(bytes, wanted), corners.count))
        }
        corners.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        for corner in corners where passes(color(corner.bytes, nearestAlpha)) {
            return color(corner.bytes, nearestAlpha)
        }

        let darker = backgroundAsWritten.isDarker(exact)
        for movesDarker in [darker, !darker] {
            for alpha in [nearestAlpha, opaqueAlpha] {
                var bytes = movesDarker ? below : above
                for _ in 0...255 {
                    if passes(color(bytes, alpha)) { return color(bytes, alpha) }
                    bytes =
                        movesDarker ? pointwiseMax(bytes &- 1, .zero) : pointwiseMin(bytes &+ 1, SIMD3(repeating: 255))
                }
            }
        }
        return nil
    }

    /// Whole bytes, clamped to 0...255, of components already rounded.
    private static func bytes(_ rounded: SIMD3<Double>) -> SIMD3<Int> {
        func byte(_ value: Double) -> Int { min(max(Int(value), 0), 255) }
        return SIMD3(byte(rounded[0]), byte(rounded[1]), byte(rounded[2]))
    }

    private static func keepsEqualChannelsEqual(_ wanted: SIMD3<Double>, _ bytes: SIMD3<Int>) -> Bool {
        for i in 0..<3 { for j in 0..<3 where wanted[i] == wanted[j] && bytes[i] != bytes[j] { return false } }
        return true
    }

    /// Squared, summed channel by channel in order.
    private static func distance(_ bytes: SIMD3<Int>, _ wanted: SIMD3<Double>) -> Double {
        var sum = 0.0
        for channel in 0..<3 {
            let difference = Double(bytes[channel]) - wanted[channel]
            sum += difference * difference
        }
        return sum
    }
}
