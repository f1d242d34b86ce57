/// `background:`, the anchor of `derive: tone`, and `role:` wherever it is written: tone's own keys.
extension ToneRule {
    static let background = RuleParameter(
        "background",
        meaning:
            "The anchor of \(PaletteKey.derive.written) \(RuleKind.tone.rawValue), as \"{name}\": the palette's page "
            + "background, a color whose light and dark are both written "
            + "as opaque values. tone then places each derived dark by the page mirror about it, and high contrast "
            + "away from it.",
        value: .colorReference)
    static let paletteRole = RuleParameter(
        "role",
        meaning: "The role of every color derived by tone that says none itself: " + ToneRole.choices
            + ". Without it, and with a "
            + "\(background.written), each color's role is inferred from its names; without a \(background.written) "
            + "only accent applies.",
        value: .choice(ToneRole.allCases.map(\.rawValue)))
    static let groupRole = RuleParameter(
        "role",
        meaning: "The role of the group's colors derived by tone (its groups' too, unless they set their own): "
            + ToneRole.choices + ".",
        value: .choice(ToneRole.allCases.map(\.rawValue)))

    static let paletteKeys = [background, paletteRole]
    static let groupKeys = [groupRole]

    /// A group's `role:`.
    static func readGroup<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader
    ) -> (any Sendable)? {
        written[groupRole].flatMap { reader.toneRole(of: $0) }
    }

    /// The palette's `role:` and anchor, and every role written (of a rule, a group or the palette) checked
    /// against the anchor: all but `accent` need one.
    static func readPalette<Reader: RuleValueReader>(
        _ written: WrittenRuleParameters, with reader: inout Reader
    ) -> (any Sendable)? {
        let role = written[paletteRole].flatMap { reader.toneRole(of: $0) }
        let anchorPair = written[background]
        let anchor = anchorPair.flatMap { self.anchor($0, with: &reader) }
        let roles = reader.remembered(for: kind).compactMap { note in (note.value as? ToneRole).map { ($0, note.mark) }
        }
        if anchorPair == nil {
            reportRolesWithoutAnchor(roles, with: &reader)
        } else {
            reportRolesThatChangeNothing(roles, with: &reader)
        }
        return anchor == nil && role == nil ? nil : ToneSettings(anchor: anchor, paletteRole: role)
    }

    static func pageBackground(in setting: any Sendable) -> PageBackground? {
        (setting as? ToneSettings)?.anchor.map { PageBackground(name: $0.name, light: $0.light, dark: $0.dark) }
    }

    /// A role other than `accent` with no `background:` in the palette: an error at each, since the role's
    /// curve places the dark against the anchor.
    private static func reportRolesWithoutAnchor<Reader: RuleValueReader>(
        _ roles: [(ToneRole, YAMLMark)], with reader: inout Reader
    ) {
        for (role, mark) in roles where !role.appliesWithoutAnchor {
            reader.error(
                "role '\(role.rawValue)' places the dark against the palette's background, and this palette has no "
                    + "\(background.quoted); add \(background.written) \"{page}\" at the top, naming the color "
                    + "of the page background (its light and dark both written), or leave the role out (only 'accent' "
                    + "applies without one)",
                at: mark, notes: [])
        }
    }

    /// A role that, with the anchor, changes no dark (`surface`: every dark is the page mirror): a warning at
    /// each, so a palette does not keep a line that does nothing.
    private static func reportRolesThatChangeNothing<Reader: RuleValueReader>(
        _ roles: [(ToneRole, YAMLMark)], with reader: inout Reader
    ) {
        let changing = ChoiceText.quotedList(
            ToneRole.allCases.filter(\.changesAnchoredDark).map(\.rawValue), joinedBy: "and")
        for (role, mark) in roles where !role.changesAnchoredDark {
            reader.warning(
                "role '\(role.rawValue)' changes nothing: with the palette's \(background.quoted), every dark "
                    + "\(RuleKind.tone.rawValue) derives is the page mirror, and only \(changing) change it; leave the "
                    + "role out",
                at: mark)
        }
    }

    /// The anchor `background: "{name}"` names: a color of this palette whose light and dark are both
    /// written as opaque values. Nil, reported at the key's value, when it is none.
    private static func anchor<Reader: RuleValueReader>(_ pair: YAMLPair, with reader: inout Reader) -> ToneAnchor? {
        let key = background.rawValue
        guard let reference = reader.referenceValue(of: pair),
            let spec = reader.writtenColor(
                reference, context: "'\(key)' names the page background color of this palette as \"{group.name}\"")
        else { return nil }
        let anchorName = reference.name.abbreviated
        if let whole = spec.wholeColor {
            reader.error(
                "the anchor '\(anchorName)' is a reference to the color '\(whole.name.abbreviated)'; "
                    + "write \(key): \"{\(whole.name.abbreviated)}\", or write the anchor's light and dark as values",
                at: pair.value.mark,
                notes: [Diagnostic.Note("'\(anchorName)' is here", at: reader.location(spec.mark))])
            return nil
        }
        var values: [RGBA] = []
        for appearance in [Appearance.light, .dark] {
            let written = spec.appearances[appearance]
            let problem: String
            switch written?.spec {
            case .value(let color)?:
                if color.alpha >= 1 {
                    values.append(color)
                    continue
                }
                problem =
                    "is translucent (alpha \(color.alpha.shortestDecimal)): a page background is opaque, and tone "
                    + "measures "
                    + "lightness against it; write an opaque \(appearance.rawValue) value"
            case .reference(let other)?:
                problem =
                    "is taken from '\(other.name.abbreviated)'; write the anchor's \(appearance.rawValue) as a value, "
                    + "such as \"#RRGGBB\""
            case .made(let made)?:
                problem =
                    "is made from '\(made.source.name.abbreviated)' (\(made.text.abbreviated)); write the anchor's "
                    + "\(appearance.rawValue) as a value, such as \"#RRGGBB\""
            case .rule(let rule, _)?:
                problem =
                    "is derived by '\(rule.kind.rawValue)'; an anchor is where derived darks are placed, so write its "
                    + "\(appearance.rawValue) as a value, such as \"#RRGGBB\""
            case nil:
                problem =
                    "is missing: the anchor's dark is where derived darks are placed, so write it, such as "
                    + "\(Appearance.dark.written) \"#121212\""
            }
            reader.error(
                "the anchor '\(anchorName)': its \(appearance.rawValue) \(problem)", at: pair.value.mark,
                notes: [Diagnostic.Note("'\(anchorName)' is here", at: reader.location(spec.mark(of: appearance)))]
            )
            return nil
        }
        return ToneAnchor(name: reference.name, light: values[0], dark: values[1])
    }
}

/// What tone keeps of a palette's own keys: its anchor and its `role:`.
struct ToneSettings: Sendable {
    /// `background:`, checked: written, opaque light and dark.
    var anchor: ToneAnchor?
    var paletteRole: ToneRole?
}
