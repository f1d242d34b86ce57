/// `background:`, the anchor of `derive: tone`, and `role:` wherever it is written.
extension PaletteBuilder {

    /// A role other than `accent` with no `background:` in the palette: an error at each, since the role's
    /// curve places the dark against the anchor.
    mutating func reportRolesWithoutAnchor() {
        for (role, mark) in writtenRoles where !role.appliesWithoutAnchor {
            diagnostics.error(
                "role '\(role.rawValue)' places the dark against the palette's background, and this palette has no "
                    + "\(PaletteKey.background.quoted); add \(PaletteKey.background.written) \"{page}\" at the top, naming the color "
                    + "of the page background (its light and dark both written), or leave the role out (only 'accent' applies without one)",
                at: mark)
        }
    }

    /// A role that, with the anchor, changes no dark (`surface`: every dark is the page mirror): a warning at
    /// each, so a palette does not keep a line that does nothing.
    mutating func reportRolesThatChangeNothing() {
        let changing = ChoiceText.quotedList(
            ToneRole.allCases.filter(\.changesAnchoredDark).map(\.rawValue), joinedBy: "and")
        for (role, mark) in writtenRoles where !role.changesAnchoredDark {
            diagnostics.warning(
                "role '\(role.rawValue)' changes nothing: with the palette's \(PaletteKey.background.quoted), every dark "
                    + "\(RuleKind.tone.rawValue) derives is the page mirror, and only \(changing) change it; leave the role out",
                at: mark)
        }
    }

    /// The anchor `background: "{name}"` names: a color of this palette whose light and dark are both
    /// written as opaque values. Nil, reported at the key's value, when it is none.
    mutating func toneAnchor(_ pair: YAMLPair) -> ToneAnchor? {
        let key = PaletteKey.background.rawValue
        guard let reference = diagnostics.referenceValue(of: pair) else { return nil }
        guard let index = names.firstIndex(of: reference.name) else {
            if !brokenColors.contains(reference.name) {
                diagnostics.list.append(
                    .error(
                        unknownColor.message(
                            for: reference.name, colors: names,
                            context: "'\(key)' names the page background color of this palette as \"{group.name}\""),
                        at: reference.location))
            }
            return nil
        }
        let spec = specs[index]
        let anchorName = reference.name.abbreviated
        if let whole = spec.wholeColor {
            diagnostics.error(
                "the anchor '\(anchorName)' is a reference to the color '\(whole.name.abbreviated)'; "
                    + "write \(key): \"{\(whole.name.abbreviated)}\", or write the anchor's light and dark as values",
                at: pair.value.mark,
                notes: [Diagnostic.Note("'\(anchorName)' is here", at: diagnostics.location(spec.mark))])
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
                    "is translucent (alpha \(color.alpha.shortestDecimal)): a page background is opaque, and tone measures "
                    + "lightness against it; write an opaque \(appearance.rawValue) value"
            case .reference(let other)?:
                problem =
                    "is taken from '\(other.name.abbreviated)'; write the anchor's \(appearance.rawValue) as a value, such as \"#RRGGBB\""
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
                    "is missing: the anchor's dark is where derived darks are placed, so write it, such as \(Appearance.dark.written) \"#121212\""
            }
            diagnostics.error(
                "the anchor '\(anchorName)': its \(appearance.rawValue) \(problem)", at: pair.value.mark,
                notes: [Diagnostic.Note("'\(anchorName)' is here", at: diagnostics.location(spec.mark(of: appearance)))]
            )
            return nil
        }
        return ToneAnchor(name: reference.name, light: values[0], dark: values[1])
    }
}
