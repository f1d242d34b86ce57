/// Runs a palette's `distinct:` checks: in every appearance a color has (high contrast falling back to
/// the plain one) and with each deficiency, every pair of a check's colors as that deficiency shows them
/// must be `minimum` apart in ΔE_OK. Each pair that is not is an error (or a warning, for
/// `level: warning`) at the check, naming the deficiency, the appearance and the two colors.
struct DistinctChecker {
    let colors: CheckedColors
    private(set) var diagnostics: [Diagnostic] = []

    init(colors: CheckedColors) {
        self.colors = colors
    }

    /// Each check's closest pair in every appearance and deficiency, in the order of the checks.
    mutating func run(_ checks: [DistinctCheck]) -> [DistinctResult] {
        checks.flatMap { check in run(check) }
    }

    private mutating func run(_ check: DistinctCheck) -> [DistinctResult] {
        var found: [(name: String, values: AppearanceValues)] = []
        for reference in check.colors {
            guard let values = colors.values(of: reference, &diagnostics) else { continue }
            found.append((reference.name, values))
        }
        guard found.count == check.colors.count else { return [] }
        var results: [DistinctResult] = []
        for appearance in Appearance.allCases {
            // A high-contrast appearance no color has shows the plain ones, already measured.
            if appearance.fallback != nil, found.allSatisfy({ $0.values[appearance] == nil }) { continue }
            let shown = found.compactMap { color in color.values.shown(appearance).map { (color.name, $0) } }
            guard shown.count == found.count else { continue }
            for deficiency in ColorVisionDeficiency.allCases {
                results.append(measure(check, shown, appearance, deficiency))
            }
        }
        return results
    }

    /// The closest pair, with an error or warning for each pair below the minimum.
    private mutating func measure(
        _ check: DistinctCheck, _ shown: [(name: String, color: RGBA)], _ appearance: Appearance,
        _ deficiency: ColorVisionDeficiency
    ) -> DistinctResult {
        var closest: (String, String, Double)?
        // Each color simulated once, not once for every pair it is in.
        let seen = shown.map { deficiency.seen($0.color) }
        for first in shown.indices {
            for second in shown.indices where second > first {
                let (a, b) = (shown[first], shown[second])
                let distance = seen[first].deltaEOK(seen[second])
                if closest.map({ distance < $0.2 }) ?? true { closest = (a.name, b.name, distance) }
                guard distance < check.minimum else { continue }
                let message =
                    "in \(appearance.rawValue), with \(deficiency.rawValue), '\(a.name)' (\(a.color.messageText)) and "
                    + "'\(b.name)' (\(b.color.messageText)) look \(ColorDistanceFormat.distance(distance, below: check.minimum)) "
                    + "apart in ΔE_OK (seen as \(deficiency.simulate(a.color).hex) and "
                    + "\(deficiency.simulate(b.color).hex)), below the minimum "
                    + "\(check.minimum.shortestDecimal)"
                diagnostics.append(Diagnostic(check.level == .warning ? .warning : .error, message, at: check.location))
            }
        }
        let pair = closest ?? (shown[0].name, shown[1].name, 0)
        return DistinctResult(
            colors: check.colors.map(\.name), appearance: appearance, deficiency: deficiency,
            closest: (pair.0, pair.1), distance: pair.2, minimum: check.minimum)
    }
}
