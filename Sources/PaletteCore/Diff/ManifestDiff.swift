/// What changed between two manifests: colors added, removed and changed (per appearance, with ΔE_OK
/// and whether the new value was derived), and contrast checks whose ratio or verdict changed.
package struct ManifestDiff: Sendable {
    struct AppearanceChange: Sendable {
        /// The brand changed, as the new manifest names it; nil in a palette without brands.
        var brand: String? = nil
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
        /// A color added or removed, with each brand's values.
        case added(swiftName: String, [ManifestDocument.BrandValues])
        case removed(swiftName: String, [ManifestDocument.BrandValues])
        /// The appearances changed, brand after brand.
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

    struct DistinctChange: Sendable {
        var old: ManifestDocument.Distinct?
        var new: ManifestDocument.Distinct?
        var result: ManifestDocument.Distinct { (new ?? old)! }
    }

    /// A brand a palette gained or lost: said once, and none of its colors' or checks' changes listed.
    struct BrandChange: Sendable {
        var palette: String
        var brand: String
        var isAdded: Bool
    }

    var brands: [BrandChange]
    var colors: [ColorChange]
    var checks: [CheckChange]
    var distinct: [DistinctChange]

    package var isEmpty: Bool { brands.isEmpty && colors.isEmpty && checks.isEmpty && distinct.isEmpty }

    /// Brands added and removed, palette by palette; colors in the new manifest's order, then the removed
    /// ones in the old one's; checks likewise. A color or check is compared brand by brand (`BrandMatch`).
    package init(old: ManifestDocument, new: ManifestDocument) {
        let oldPalettes = Dictionary(old.palettes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var matches: [String: BrandMatch] = [:]
        brands = []
        for palette in new.palettes {
            guard let before = oldPalettes[palette.name] else { continue }
            let match = BrandMatch(old: before.brands, new: palette.brands)
            matches[palette.name] = match
            brands += match.added.map { BrandChange(palette: palette.name, brand: $0, isAdded: true) }
            brands += match.removed.map { BrandChange(palette: palette.name, brand: $0, isAdded: false) }
        }

        var oldByName: [String: (color: ManifestDocument.Color, defaultBrand: String?)] = [:]
        for palette in old.palettes {
            for color in palette.colors where oldByName[color.swiftName] == nil {
                oldByName[color.swiftName] = (color, palette.brands.first)
            }
        }
        var newNames: Set<String> = []
        var colors: [ColorChange] = []
        for palette in new.palettes {
            let match = matches[palette.name] ?? BrandMatch(old: palette.brands, new: palette.brands)
            for color in palette.colors {
                newNames.insert(color.swiftName)
                let brandValues = color.brandValues(defaultBrand: palette.brands.first)
                guard let before = oldByName[color.swiftName] else {
                    colors.append(.added(swiftName: color.swiftName, brandValues))
                    continue
                }
                let oldValues = before.color.brandValues(defaultBrand: before.defaultBrand)
                let changes = brandValues.flatMap { now in
                    Self.changes(
                        now, was: match.old(for: now.brand).flatMap { brand in oldValues.first { $0.brand == brand } })
                }
                if !changes.isEmpty { colors.append(.changed(swiftName: color.swiftName, changes)) }
            }
        }
        for palette in old.palettes {
            for color in palette.colors where !newNames.contains(color.swiftName) {
                colors.append(
                    .removed(swiftName: color.swiftName, color.brandValues(defaultBrand: palette.brands.first)))
            }
        }
        self.colors = colors

        // An old check is known by its brand as the new manifest names it; one of a brand added or
        // removed is left out, the brand said once.
        var oldByIdentity: [[String?]: ManifestDocument.Check] = [:]
        var oldChecks: [(identity: [String?], check: ManifestDocument.Check)] = []
        for palette in old.palettes {
            let match = matches[palette.name] ?? BrandMatch(old: palette.brands, new: palette.brands)
            for var check in palette.checks {
                guard let brand = match.new(for: check.brand) else { continue }
                check.brand = brand
                let identity = check.identity
                oldChecks.append((identity, check))
                if oldByIdentity[identity] == nil { oldByIdentity[identity] = check }
            }
        }
        var newIdentities: Set<[String?]> = []
        checks = []
        for palette in new.palettes {
            let match = matches[palette.name]
            for check in palette.checks {
                if let match, match.old(for: check.brand) == nil { continue }
                let identity = check.identity
                newIdentities.insert(identity)
                let before = oldByIdentity[identity]
                if before != check { checks.append(CheckChange(old: before, new: check)) }
            }
        }
        checks += oldChecks.filter { !newIdentities.contains($0.identity) }.map { CheckChange(old: $0.check, new: nil) }

        let oldDistinct = old.palettes.flatMap(\.distinct)
        let oldDistinctByIdentity = Dictionary(
            oldDistinct.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let newDistinct = new.palettes.flatMap(\.distinct)
        let newDistinctIdentities = Set(newDistinct.map(\.identity))
        distinct = newDistinct.compactMap { result in
            let before = oldDistinctByIdentity[result.identity]
            return before == result ? nil : DistinctChange(old: before, new: result)
        }
        distinct += oldDistinct.filter { !newDistinctIdentities.contains($0.identity) }.map {
            DistinctChange(old: $0, new: nil)
        }
    }

    /// One brand's appearances that differ from what they were; none for a brand with no counterpart.
    private static func changes(
        _ now: ManifestDocument.BrandValues, was: ManifestDocument.BrandValues?
    ) -> [AppearanceChange] {
        guard let was else { return [] }
        return Appearance.allCases.compactMap { appearance in
            let (old, new) = (was.values[appearance], now.values[appearance])
            return old == new ? nil : AppearanceChange(brand: now.brand, appearance: appearance, old: old, new: new)
        }
    }

    /// `1 brand added, 2 colors changed, 1 color added, 1 contrast check changed`, or
    /// `no color or contrast check changed`.
    var summary: String {
        let added = brands.filter(\.isAdded).count
        let brandParts = [(added, "added"), (brands.count - added, "removed")].compactMap { count, kind in
            count == 0 ? nil : "\(count) \(count == 1 ? "brand" : "brands") \(kind)"
        }
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
        let distinctPart =
            distinct.isEmpty
            ? [] : ["\(distinct.count) distinct \(distinct.count == 1 ? "result" : "results") changed"]
        let parts = brandParts + colorParts + checkPart + distinctPart
        return parts.isEmpty ? "no color or contrast check changed" : parts.joined(separator: ", ")
    }
}

/// The words both renderers use for one appearance's change.
enum DiffWords {
    static func hex(_ value: ManifestDocument.Value?) -> String {
        value.map { ReviewText.hex($0.color) } ?? "—"
    }

    /// `0.042`
    static func deltaE(_ value: Double) -> String { ColorDistanceFormat.threeDecimals(value) }

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

    /// `AppColors: status.success, status.warning, status.danger with deuteranopia, dark, minimum 0.1`,
    /// `closest status.success and status.danger 0.112 passes`; each name as `name` shows it.
    static func distinct(
        _ change: ManifestDiff.DistinctChange, name shown: (String) -> String
    ) -> (subject: String, old: String, new: String) {
        let result = change.result
        func state(_ result: ManifestDocument.Distinct?) -> String {
            guard let result else { return "—" }
            return "\(result.closest.map(shown).joined(separator: " and ")) \(deltaE(result.deltaE)) "
                + (result.passes ? "passes" : "FAILS")
        }
        return (
            "\(shown(result.palette)): \(result.colors.map(shown).joined(separator: ", ")) with "
                + "\(result.deficiency.rawValue), \(result.appearance.rawValue), minimum \(result.minimum.shortestDecimal)",
            state(change.old), state(change.new)
        )
    }

    /// `Brand: caption on background, light, minimum 4.5` (`Shop (globex): …` in a brand), `4.54:1 passes`,
    /// `4.21:1 FAILS`; each name as `name` shows it.
    static func check(
        _ change: ManifestDiff.CheckChange, name shown: (String) -> String
    ) -> (subject: String, old: String, new: String) {
        let check = change.check
        func state(_ check: ManifestDocument.Check?) -> String {
            guard let check else { return "—" }
            let measure = check.method == .apca ? APCA.formatted(check.ratio) : ContrastFormat.ratio(check.ratio)
            return "\(measure) \(check.passes ? "passes" : "FAILS")"
        }
        return (
            "\(shown(check.palette))\(check.brand.map { " (\(shown($0)))" } ?? ""): "
                + "\(shown(check.foreground)) on \(shown(check.background)), "
                + "\(check.appearance.rawValue), "
                + "minimum \(check.method == .apca ? APCA.formatted(check.minimum) : check.minimum.shortestDecimal)",
            state(change.old), state(change.new)
        )
    }
}
