/// `palettec lint`'s warning, without any check written, about status colors that look alike to someone
/// with a color-vision deficiency: colors named as one status (error, success, warning…) next to one
/// named as another, the rest of their names the same (`status.success` and `status.danger`,
/// `successSubtle` and `dangerSubtle`), which are apart with typical vision but come within
/// `collapsed` ΔE_OK as a deficiency shows them, in some appearance. A pair a `distinct:` check already
/// holds is left to the check.
package enum StatusColorLint {
    /// The statuses, each with the words that name it.
    enum Status: CaseIterable {
        case danger, success, warning

        var words: Set<String> {
            switch self {
            case .danger: return ["error", "danger", "destructive", "critical", "negative", "failure"]
            case .success: return ["success", "positive", "valid", "ok"]
            case .warning: return ["warning", "caution", "attention"]
            }
        }
    }

    /// Closer than this as a deficiency shows them, two statuses look alike: 2.5 times the smallest
    /// difference seen (0.02).
    static let collapsed = 0.05

    package static func warnings(for palettes: [Palette]) -> [Diagnostic] {
        palettes.flatMap(warnings)
    }

    private static func warnings(for palette: Palette) -> [Diagnostic] {
        // Colors by the rest of their name, each with its status.
        var groups: [String: [(status: Status, color: ColorEntry)]] = [:]
        var order: [String] = []
        palette.root.forEachColor { color in
            let words = color.keyPath.flatMap(NameWords.lowercased)
            let statuses = Status.allCases.filter { !$0.words.isDisjoint(with: words) }
            guard statuses.count == 1, let status = statuses.first else { return }
            // The name without its status word, digits kept: `dangerShade10` is not `successShade20`'s rival.
            var rest = color.name.lowercased()
            for word in status.words { rest = rest.replacing(word, with: "") }
            if groups[rest] == nil { order.append(rest) }
            groups[rest, default: []].append((status, color))
        }
        let checked = palette.distinct.map { Set($0.colors) }
        var diagnostics: [Diagnostic] = []
        for rest in order {
            let members = groups[rest] ?? []
            for first in members.indices {
                for second in members.indices where second > first && members[first].status != members[second].status {
                    let (a, b) = (members[first].color, members[second].color)
                    guard !checked.contains(where: { $0.isSuperset(of: [a.name, b.name]) }),
                        let warning = warning(a, b)
                    else { continue }
                    diagnostics.append(warning)
                }
            }
        }
        return diagnostics
    }

    /// The warning for the pair's closest look, if it collapses in some appearance and deficiency while
    /// apart with typical vision.
    private static func warning(_ a: ColorEntry, _ b: ColorEntry) -> Diagnostic? {
        var worst:
            (
                appearance: Appearance, deficiency: ColorVisionDeficiency, colors: (RGBA, RGBA), distance: Double,
                typical: Double
            )?
        for appearance in Appearance.allCases {
            guard let first = a.appearances.shown(appearance), let second = b.appearances.shown(appearance) else {
                continue
            }
            let typical = first.oklab.deltaEOK(second.oklab)
            guard typical >= collapsed else { continue }
            for deficiency in ColorVisionDeficiency.allCases {
                let distance = deficiency.distance(first, second)
                if distance < collapsed, worst.map({ distance < $0.distance }) ?? true {
                    worst = (appearance, deficiency, (first, second), distance, typical)
                }
            }
        }
        guard let worst else { return nil }
        let (first, second) = worst.colors
        let message =
            "'\(a.name)' and '\(b.name)' look alike in \(worst.appearance.rawValue) with \(worst.deficiency.rawValue): "
            + "\(ColorDistanceFormat.threeDecimals(worst.distance)) apart in ΔE_OK (seen as "
            + "\(worst.deficiency.simulate(first).hex) and \(worst.deficiency.simulate(second).hex)), though "
            + "\(ColorDistanceFormat.threeDecimals(worst.typical)) apart with typical vision; give them lightnesses "
            + "further apart, and keep them so with a check: \(PaletteKey.distinct.written) "
            + "[{\(DistinctCheck.Key.colors.written) [\(a.name), \(b.name)], "
            + "\(DistinctCheck.Key.minimum.written) \(DistinctCheck.suggestedMinimum.shortestDecimal)}]"
        return Diagnostic(
            .warning, message, at: a.location, notes: [Diagnostic.Note("'\(b.name)' is here", at: b.location)])
    }
}
