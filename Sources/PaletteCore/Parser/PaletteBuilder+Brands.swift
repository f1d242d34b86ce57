/// Brands: `brands: [acme, globex]` at the top, the first the default, and a color's `brands:`, each of
/// the others' values (a value for light, or a mapping of appearances). What a brand leaves out is the
/// default brand's, and its missing appearances are derived from its own values (`BrandVariants`).
extension PaletteBuilder {
    /// Names every generated `Brand` enum has already, which no brand's case may take.
    static let brandEnumMembers: Set = ["defaultBrand", "allCases", "rawValue", "hashValue", "init"]

    /// The palette's `brands:` list, or nil after reporting why it is not one.
    mutating func brandList(_ pair: YAMLPair) -> BrandList? {
        let example = "\(PaletteKey.brands.written) [acme, globex], the first the default"
        guard case .sequence(let items) = pair.value.content, !items.isEmpty else {
            diagnostics.error(
                "\(PaletteKey.brands.quotedName) needs a list of brand names; found \(pair.value.kindDescription); "
                    + "write \(example)", at: pair.value.mark)
            return nil
        }
        var list = BrandList(names: [], caseNames: [])
        var isValid = true
        for item in items {
            guard let text = item.scalar?.text, !(item.scalar?.isNull ?? true), !text.isEmpty else {
                diagnostics.error(
                    "a brand is a name; found \(item.kindDescription); write \(example)", at: item.mark)
                isValid = false
                continue
            }
            guard let caseName = brandCaseName(text, at: item.mark) else {
                isValid = false
                continue
            }
            if let earlier = list.caseNames.firstIndex(of: caseName) {
                let same = list.names[earlier] == text
                diagnostics.error(
                    same
                        ? "the brand '\(text.abbreviated)' is listed twice"
                        : "the brands '\(list.names[earlier].abbreviated)' and '\(text.abbreviated)' both make the "
                            + "Swift case '\(caseName)'; rename one", at: item.mark)
                isValid = false
                continue
            }
            list.names.append(text)
            list.caseNames.append(caseName)
        }
        return isValid ? list : nil
    }

    /// The Swift case a brand's name makes, or nil after reporting why it makes none.
    private mutating func brandCaseName(_ name: String, at mark: YAMLMark) -> String? {
        guard let caseName = SwiftIdentifier.member(name) else {
            diagnostics.error(
                "the brand '\(name.abbreviated)' has no letters or digits to make a Swift case from; rename it",
                at: mark)
            return nil
        }
        guard !Self.brandEnumMembers.contains(caseName) else {
            diagnostics.error(
                "the brand '\(name.abbreviated)' makes the Swift case '\(caseName)', which is reserved: a member every "
                    + "palette's Brand enum has; rename it", at: mark)
            return nil
        }
        guard
            !namer.isTooLong(
                caseName, madeFrom: "the brand '\(name.abbreviated)'", fix: "rename it", at: mark,
                &diagnostics)
        else { return nil }
        return caseName
    }

    /// A color's `brands:`: a brand's name to its values. Which brands the palette has is checked once the
    /// whole file is read (`checkBrandEntries`), as `brands:` may come after `colors:`.
    mutating func brandEntries(of pair: YAMLPair) -> [BrandEntry] {
        guard let fields = pair.value.mapping else {
            diagnostics.error(
                "a color's \(ColorEntryKey.brands.quotedName) maps each of the palette's other brands to its "
                    + "values; found \(pair.value.kindDescription); write \(ColorEntryKey.brands.rawValue): "
                    + "{ globex: \"#RRGGBB\" }", at: pair.value.mark)
            return []
        }
        return fields.compactMap { field in
            var entry = BrandEntry(brand: field.key, mark: field.keyMark)
            let appearanceFields = field.value.mapping?.filter { Appearance(rawValue: $0.key) != nil } ?? []
            guard let written = field.value.mapping, !appearanceFields.isEmpty else {
                guard let light = appearanceSpec(of: field, appearance: .light) else { return nil }
                entry.appearances[.light] = (light, field.value.mark)
                return entry
            }
            for appearanceField in written {
                guard let appearance = Appearance(rawValue: appearanceField.key) else {
                    diagnostics.error(
                        Suggestion.unknownKey(
                            appearanceField.key, owner: "brand '\(field.key.abbreviated)'",
                            in: Self.appearanceKeys,
                            context: "a brand's entry writes appearances, each left out is the default brand's"),
                        at: appearanceField.keyMark)
                    continue
                }
                if let spec = appearanceSpec(of: appearanceField, appearance: appearance) {
                    entry.appearances[appearance] = (spec, appearanceField.value.mark)
                }
            }
            return entry
        }
    }

    /// In a palette with brands, no group's type is its `Brand` enum's name, which the colors name.
    mutating func checkBrandEnumName(in group: ColorGroup, _ brands: BrandList?) {
        guard brands != nil else { return }
        for case .group(let nested) in group.members {
            if nested.typeName == BrandList.enumName, let mark = nested.keyLocation {
                diagnostics.list.append(
                    .error(
                        "the group '\(nested.key?.abbreviated ?? nested.typeName)' makes the Swift type "
                            + "'\(nested.typeName)', which a palette with brands names its brands by; rename the group",
                        at: mark))
            }
            checkBrandEnumName(in: nested, brands)
        }
    }

    /// Each color's `brands:` names the palette's brands, other than its default.
    mutating func checkBrandEntries(_ brands: BrandList?) {
        for index in 0..<specs.count {
            for entry in specs[index].brandEntries {
                guard let brands else {
                    diagnostics.error(
                        "the palette has no \(PaletteKey.brands.quotedName) list for '\(entry.brand.abbreviated)' to "
                            + "be one of; add \(PaletteKey.brands.written) [default, \(entry.brand.abbreviated)] at "
                            + "its top", at: entry.mark)
                    return
                }
                if entry.brand == brands.defaultBrand {
                    diagnostics.error(
                        "'\(entry.brand.abbreviated)' is the default brand (the first of \(PaletteKey.brands.quotedName)"
                            + "): its values are the color's own entries", at: entry.mark)
                } else if brands.index(of: entry.brand) == nil {
                    diagnostics.error(
                        Suggestion.unknownKey(
                            entry.brand, kind: "brand", in: Array(brands.others),
                            context: "the palette's brands are \(ChoiceText.quotedList(brands.names, joinedBy: "and"))"),
                        at: entry.mark)
                }
            }
        }
    }
}
