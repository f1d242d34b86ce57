/// Runs a palette's `contrast:` checks in every appearance, a missing high-contrast value falling back to
/// the plain one. A failure is an error (or a warning, for `level: warning`) at the check.
struct ContrastChecker {
    let colors: CheckedColors
    private(set) var diagnostics: [Diagnostic] = []

    init(colors: CheckedColors) {
        self.colors = colors
    }

    mutating func run(_ checks: [ContrastCheck]) -> [ContrastResult] {
        checks.flatMap { check in run(check) }
    }

    private mutating func run(_ check: ContrastCheck) -> [ContrastResult] {
        let foreground = colors.values(of: check.foreground, &diagnostics)
        let background = colors.values(of: check.background, &diagnostics)
        guard let foreground, let background else { return [] }
        return Appearance.allCases.compactMap { appearance -> ContrastResult? in
            // A high-contrast appearance neither color has shows the plain one, already measured.
            if appearance.fallback != nil, foreground[appearance] == nil, background[appearance] == nil { return nil }
            guard let front = foreground.shown(appearance), let back = background.shown(appearance) else {
                return nil
            }
            let result = ContrastResult(
                foreground: check.foreground.name, background: check.background.name,
                appearance: appearance, ratio: Self.measure(check.method, front, back), minimum: check.minimum,
                method: check.method)
            if !result.passes {
                let message =
                    "in \(appearance.rawValue), '\(result.foreground)' (\(Self.seen(front, on: back))) on "
                    + "'\(result.background)' "
                    + "(\(back.messageText)) has \(Self.described(result)), below the minimum "
                    + "\(Self.minimum(result))"
                diagnostics.append(Diagnostic(check.level == .warning ? .warning : .error, message, at: check.location))
            } else if let note = Self.hexNote(result, front, back) {
                diagnostics.append(Diagnostic(.note, note, at: check.location))
            }
            return result
        }
    }

    /// A check the exact values pass but their 8-bit hex codes fail: what screens and accessibility tools
    /// measure, so it is worth a note.
    private static func hexNote(_ result: ContrastResult, _ front: RGBA, _ back: RGBA) -> String? {
        let frontHex = front.hexColor, backHex = back.hexColor
        let seen = ContrastResult(
            foreground: result.foreground, background: result.background, appearance: result.appearance,
            ratio: measure(result.method, frontHex, backHex), minimum: result.minimum, method: result.method)
        guard !seen.passes else { return nil }
        return
            "in \(result.appearance.rawValue), '\(result.foreground)' on '\(result.background)' passes at "
            + "\(result.measureText) "
            + "as written, but as 8-bit hex, \(frontHex.hex) on \(backHex.hex), it measures \(measured(seen)), below "
            + "the minimum "
            + "\(minimum(result)); screens and accessibility tools see the hex"
    }

    /// `#0000004A`, and for a translucent color what it shows over the background, which is what is
    /// measured: `#0000004A, composited over it: #B5B5B5`.
    private static func seen(_ front: RGBA, on back: RGBA) -> String {
        guard front.alpha < 1 else { return front.messageText }
        return
            "\(front.messageText), composited over it: \(WCAG.seen(front, on: back).messageText)"
    }

    /// The WCAG 2.x ratio, or APCA's signed Lc of text `front` on `back`.
    static func measure(_ method: ContrastCheck.Method, _ front: RGBA, _ back: RGBA) -> Double {
        switch method {
        case .wcag2: return WCAG.contrastRatio(front, back)
        case .apca: return APCA.lightnessContrast(text: front, background: back)
        }
    }

    /// `a contrast ratio of 3.2:1`, `an APCA contrast of Lc -45.3`.
    private static func described(_ result: ContrastResult) -> String {
        result.method == .apca
            ? "an APCA contrast of \(measured(result))" : "a contrast ratio of \(measured(result))"
    }

    /// `4.5:1`, or `Lc 60` (either polarity).
    private static func minimum(_ result: ContrastResult) -> String {
        result.method == .apca ? APCA.formatted(result.minimum) : ContrastFormat.ratio(result.minimum)
    }

    /// A failing measure never prints as the minimum itself: 4.499 shows as 4.499:1, not 4.5:1, and Lc
    /// 59.96 as Lc 59.96, not Lc 60.
    private static func measured(_ result: ContrastResult) -> String {
        if result.method == .apca {
            let shown = APCA.formatted(result.ratio)
            return abs((result.ratio * 10).rounded() / 10) < result.minimum
                ? shown : "Lc \((result.ratio * 100).rounded(.towardZero) / 100)"
        }
        let short = ContrastFormat.twoDecimals(result.ratio)
        return short < result.minimum
            ? ContrastFormat.ratio(result.ratio) : "\((result.ratio * 10_000).rounded(.down) / 10_000):1"
    }
}
