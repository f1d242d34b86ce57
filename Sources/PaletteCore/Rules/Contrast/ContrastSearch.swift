/// The `contrast` rule: keep hue and saturation, and move HSB brightness the least distance that
/// makes the WCAG 2.x ratio against a background reach the target, or the magnitude of the APCA Lc of the
/// color as text on it.
///
/// HSB is taken in the color's own space, and the result stays there; the ratio is measured with each
/// color's true luminance (`WCAG.relativeLuminance`), so a Display P3 color against an sRGB background
/// lands on the ratio a viewer sees.
///
/// With hue and saturation fixed, luminance grows with brightness, so the ratio (or |Lc|) falls to a
/// minimum where the color matches the background's luminance and rises on either side. A failing color sits
/// in that valley; the answer is the nearer of its two edges, found by bisection.
enum ContrastSearch {
    struct Unreachable: Error {
        /// The best ratio (or |Lc|) any brightness gives: at black or at full brightness.
        var bestRatio: Double
    }

    static func adjust(_ color: RGBA, against background: RGBA, ratio target: Double) -> Result<RGBA, Unreachable> {
        adjust(color, against: background, target: .ratio(target))
    }

    static func adjust(
        _ color: RGBA, against background: RGBA, target wanted: ContrastTarget
    ) -> Result<RGBA, Unreachable> {
        let background = ContrastTarget.Measure(wanted, against: background)
        let target = wanted.value
        if background.reaches(color) { return .success(color) }
        let hsv = color.hsv
        func ratio(_ brightness: Double) -> Double {
            background.measure(hsv.with(brightness: brightness).rgba)
        }
        let darkest = ratio(0), brightest = ratio(1)
        guard darkest >= target || brightest >= target else {
            return .failure(Unreachable(bestRatio: max(darkest, brightest)))
        }
        let darker = darkest >= target ? edge(passing: 0, failing: hsv.brightness, ratio, target) : nil
        let lighter = brightest >= target ? edge(passing: 1, failing: hsv.brightness, ratio, target) : nil
        let chosen: Double
        switch (darker, lighter) {
        case (let down?, let up?): chosen = hsv.brightness - down <= up - hsv.brightness ? down : up
        case (let down?, nil): chosen = down
        case (nil, let up?): chosen = up
        case (nil, nil): return .failure(Unreachable(bestRatio: max(darkest, brightest)))
        }
        return .success(
            passingAfterRounding(hsv, brightness: chosen, towards: chosen < hsv.brightness ? 0 : 1, background, target))
    }

    /// The passing brightness nearest `failing`, between a passing and a failing one.
    private static func edge(passing: Double, failing: Double, _ ratio: (Double) -> Double, _ target: Double) -> Double
    {
        var passing = passing, failing = failing
        for _ in 0..<64 where abs(passing - failing) > 1e-13 {
            let middle = (passing + failing) / 2
            if ratio(middle) >= target { passing = middle } else { failing = middle }
        }
        return passing
    }

    /// Rounding to 10 decimal places can undo the last step of the search: nudge further until the
    /// rounded color passes.
    private static func passingAfterRounding(
        _ hsv: HSV, brightness: Double, towards end: Double, _ background: ContrastTarget.Measure,
        _ target: Double
    ) -> RGBA {
        var brightness = brightness
        let step = end < brightness ? -1e-10 : 1e-10
        for _ in 0..<10_000 {
            let candidate = hsv.with(brightness: brightness).rgba
            if background.reaches(candidate) { return candidate }
            brightness = min(max(brightness + step, 0), 1)
        }
        return hsv.with(brightness: end).rgba
    }
}

extension HSV {
    func with(brightness: Double) -> HSV {
        HSV(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha, space: space)
    }
}
