/// What changed between two manifests: colors added, removed and changed (per appearance, with ΔE_OK
/// and whether the new value was derived), and contrast checks whose ratio or verdict changed.
package struct ManifestDiff: Sendable {
    struct AppearanceChange: Sendable {
        var appearance: Appearance
        var old: ManifestDocument.Value?
        var new: ManifestDocument.Value?

        /// The perceptual distance (Euclidean in OKLab); nil when one side is missing.
        var deltaE: Double? {
            guard let old, let new else { return nil }
            let (a, b) = (OKLab(old.color), OKLab(new.color))
            return ((a.L - b.L) * (a.L - b.L) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
        }
    }

    enum ColorChange: Sendable {
        case added(ManifestDocument.Color)
        case removed(ManifestDocument.Color)
        case changed(swiftName: String, [AppearanceChange])

        var isAdded: Bool {
            if case .added = self { return true }
            return false
        }
    }

    struct CheckChange: Sendable {
        var old: ManifestDocument.Check?
        var new: ManifestDocument.Check?
        var check: ManifestDocument.Check { (new ?? old)! }
    }

    var colors: [ColorChange]
    var checks: [CheckChange]

    package var isEmpty: Bool { colors.isEmpty && checks.isEmpty }

    /// Colors in the new manifest's order, then the removed ones in the old one's; checks likewise.
    package init(old: ManifestDocument, new: ManifestDocument) {
        let oldColors = old.palettes.flatMap(\.colors)
        let newColors = new.palettes.flatMap(\.colors)
        let oldByName = Dictionary(oldColors.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(newColors.map(\.swiftName))
        colors =
            newColors.compactMap { color in
                guard let before = oldByName[color.swiftName] else { return .added(color) }
                let changes = Appearance.allCases.compactMap { appearance -> AppearanceChange? in
                    let (was, now) = (before.values[appearance], color.values[appearance])
                    return was == now ? nil : AppearanceChange(appearance: appearance, old: was, new: now)
                }
                return changes.isEmpty ? nil : .changed(swiftName: color.swiftName, changes)
            } + oldColors.filter { !newNames.contains($0.swiftName) }.map { .removed($0) }

        let oldChecks = old.palettes.flatMap(\.checks)
        let newChecks = new.palettes.flatMap(\.checks)
        let oldByIdentity = Dictionary(oldChecks.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let newIdentities = Set(newChecks.map(\.identity))
        checks =
            newChecks.compactMap { check in
                let before = oldByIdentity[check.identity]
                return before == check ? nil : CheckChange(old: before, new: check)
            } + oldChecks.filter { !newIdentities.contains($0.identity) }.map { CheckChange(old: $0, new: nil) }
    }

    /// `2 colors changed, 1 added; 1 contrast check changed`, or `no color changed`.
    var summary: String {
        var counts: [String: Int] = [:]
        for change in colors {
            switch change {
            case .added: counts["added", default: 0] += 1
            case .removed: counts["removed", default: 0] += 1
            case .changed: counts["changed", default: 0] += 1
            }
        }
        let colorParts = ["changed", "added", "removed"].compactMap { kind in
            counts[kind].map { "\($0) \($0 == 1 ? "color" : "colors") \(kind)" }
        }
        let checkPart =
            checks.isEmpty ? [] : ["\(checks.count) contrast \(checks.count == 1 ? "check" : "checks") changed"]
        let parts = colorParts + checkPart
        return parts.isEmpty ? "no color or contrast check changed" : parts.joined(separator: ", ")
    }
}

/// The words both renderers use for one appearance's change.
enum DiffWords {
    static func hex(_ value: ManifestDocument.Value?) -> String {
        value.map { ReviewText.hex($0.color) } ?? "—"
    }

    /// `0.042`
    static func deltaE(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let digits = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// Why the value is what it is: `written`, `derived by invert(light), so it changed with its source`,
    /// `made by {label} at 29%, so it changed with its source`; each rule as `rule` shows it.
    static func why(_ change: ManifestDiff.AppearanceChange, rule shown: (String) -> String) -> String {
        func by(_ value: ManifestDocument.Value?) -> String {
            guard let value, let rule = value.rule else { return "" }
            return (value.isMade ? "made by " : "derived by ") + shown(rule)
        }
        switch (change.old, change.new) {
        case (nil, _?): return "appearance added" + (change.new?.rule == nil ? "" : ", " + by(change.new))
        case (_?, nil): return "appearance removed"
        default: break
        }
        let (oldRule, newRule) = (change.old?.rule, change.new?.rule)
        switch (oldRule, newRule) {
        case (let was?, let now?) where was == now: return "\(by(change.new)), so it changed with its source"
        case (_?, _?) where change.old?.isMade == true && change.new?.isMade == true:
            return "made by \(shown(oldRule!)) before, now by \(shown(newRule!))"
        case (let was?, let now?) where change.old?.isMade != true && change.new?.isMade != true:
            return "rule changed from \(shown(was)) to \(shown(now))"
        case (_?, _?): return "was \(by(change.old)), now \(by(change.new))"
        case (nil, _?): return "now \(by(change.new)) (was written)"
        case (_?, nil): return "now written (was \(by(change.old)))"
        case (nil, nil): return "edited"
        }
    }

    /// `Brand: caption on background, light, minimum 4.5`, `4.54:1 passes`, `4.21:1 FAILS`; each name as
    /// `name` shows it.
    static func check(
        _ change: ManifestDiff.CheckChange, name shown: (String) -> String
    ) -> (subject: String, old: String, new: String) {
        let check = change.check
        func state(_ check: ManifestDocument.Check?) -> String {
            guard let check else { return "—" }
            return "\(ContrastFormat.ratio(check.ratio)) \(check.passes ? "passes" : "FAILS")"
        }
        return (
            "\(shown(check.palette)): \(shown(check.foreground)) on \(shown(check.background)), "
                + "\(check.appearance.rawValue), "
                + "minimum \(check.minimum.shortestDecimal)",
            state(change.old), state(change.new)
        )
    }
}
