/// What anchored and role-taking `derive: tone` needs beyond the rule: the palette's anchor, its
/// `role:`, and each color's groups and key, to find a role written on a group, infer one from names, and
/// find the fill an onAccent color is drawn on.
struct ToneRoles {
    var anchor: ToneAnchor?
    /// `role:` of the palette.
    var paletteRole: ToneRole?
    /// Each color's group and key, in the order of `PaletteSpec.colors`.
    var places: [(group: GroupPlace, key: String)]
    /// With an anchor, for finding fills: the color whose key has these words (`on-primary` → `on primary`),
    /// in the palette and in each group; `ToneRoles.several` where more than one has.
    private var colorByWords: [String: Int] = [:]
    private var colorByGroupAndWords: [GroupWords: Int] = [:]
    /// The same for colors whose key says no text or icon, by their words without those and `color`
    /// (`color-brand` → `brand`): where `icon-color-on-brand` finds its fill.
    private var fillByWords: [String: Int] = [:]
    private var fillByGroupAndWords: [GroupWords: Int] = [:]

    /// Nil when the palette has no anchor and no role on a group or itself: `tone` is as it always was.
    init?(_ facts: RulePaletteFacts) {
        let settings = facts.setting as? ToneSettings
        guard settings != nil || facts.groupsHaveSettings else { return nil }
        anchor = settings?.anchor
        paletteRole = settings?.paletteRole
        let places = facts.places()
        self.places = places
        guard anchor != nil else { return }
        for (index, place) in places.enumerated() {
            let words = ToneRoleInference.words(of: place.key)
            Self.add(index, Self.joined(words), group: place.group, to: &colorByWords, &colorByGroupAndWords)
            if !words.contains(where: ToneRoleCalibration.fillTextWords.contains) {
                Self.add(index, Self.loose(words), group: place.group, to: &fillByWords, &fillByGroupAndWords)
            }
        }
    }

    private static func add(
        _ index: Int, _ words: String, group: GroupPlace, to byWords: inout [String: Int],
        _ byGroupAndWords: inout [GroupWords: Int]
    ) {
        byWords[words] = byWords[words] == nil ? index : several
        let inGroup = GroupWords(group: ObjectIdentifier(group), words: words)
        byGroupAndWords[inGroup] = byGroupAndWords[inGroup] == nil ? index : several
    }

    /// The role of a dark by `tone`: the color's own rule's `role:`, else its nearest group's, else the
    /// palette `derive:` rule's, else the palette's; with an anchor and none written, inferred from its
    /// names, or none when no rule reads them. `ownRule`: the rule was written on the color, not the
    /// palette's `derive:`.
    func role(of color: Int, ruleRole: ToneRole?, ownRule: Bool) -> ToneRoleChoice? {
        if let ruleRole, ownRule { return ToneRoleChoice(role: ruleRole, source: .rule) }
        let place = places[color]
        if let group = place.group.ruleSettings[.tone], let role = group.value as? ToneRole {
            return ToneRoleChoice(role: role, source: .group(group.group))
        }
        if let ruleRole { return ToneRoleChoice(role: ruleRole, source: .paletteRule) }
        if let paletteRole { return ToneRoleChoice(role: paletteRole, source: .palette) }
        guard anchor != nil else { return nil }
        return ToneRoleInference.infer(names: [place.key] + place.group.keyPath.reversed()).role
            .map { ToneRoleChoice(role: $0.role, source: .inferred($0)) }
    }

    /// The fill an onAccent color with no `on:` is drawn on, read from its key: `onPrimary` and `on-primary`
    /// are drawn on `primary`, `inverseOnSurface` on `inverseSurface`: the one color in its group whose key
    /// has the same words without `on`, else the one in the palette. Failing that, the same without the words
    /// that say text or icon, among colors whose key says neither: `icon-color-on-brand` is drawn on
    /// `color-brand`. Nil when there is none, or several.
    func fill(of color: Int) -> Int? {
        let words = ToneRoleInference.words(of: places[color].key)
        let fillWords = words.filter { $0 != Self.on }
        guard fillWords.count < words.count, !fillWords.isEmpty else { return nil }
        let group = ObjectIdentifier(places[color].group)
        func found(_ words: String, _ byWords: [String: Int], _ byGroupAndWords: [GroupWords: Int]) -> Int? {
            let found = byGroupAndWords[GroupWords(group: group, words: words)] ?? byWords[words]
            return found == Self.several ? nil : found
        }
        return found(Self.joined(fillWords), colorByWords, colorByGroupAndWords)
            ?? found(Self.loose(fillWords), fillByWords, fillByGroupAndWords)
    }

    /// Whether the words of the color's key say it is drawn on an inverse surface (`text-inverse`) rather
    /// than on a fill (`text-on-inverse`).
    func isOnInverse(_ color: Int) -> Bool {
        let words = ToneRoleInference.words(of: places[color].key)
        return !words.contains(Self.on) && words.contains(where: ToneRoleCalibration.fillInverseWords.contains)
    }

    /// The words without those that say text or icon and `color`, joined.
    private static func loose(_ words: [String]) -> String {
        joined(
            words.filter {
                !ToneRoleCalibration.fillTextWords.contains($0) && !ToneRoleCalibration.fillNeutralWords.contains($0)
            })
    }

    private static let on = "on", several = -1

    private struct GroupWords: Hashable {
        var group: ObjectIdentifier
        var words: String
    }

    private static func joined(_ words: [String]) -> String { words.joined(separator: " ") }
}
