/// The palette's own keys beside `colors:`: where its top level goes (`palette:`, `namespace:`), its
/// Swift type and file, who sees it (`access:`), and its `contrast:` checks.
struct PaletteHeaderParser {
    static let contrastCheckKeys = ContrastCheck.Key.allCases.map(\.rawValue)

    let source: PaletteSource
    let limits: PaletteLimits

    /// Reads `palette:` or `namespace:`, the keys that place the palette's top level.
    func readHeader(_ pair: YAMLPair, into header: inout PaletteHeader, _ diagnostics: inout ParseDiagnostics) {
        switch PaletteKey(rawValue: pair.key) {
        case .palette:
            header.name = diagnostics.text(of: pair, expecting: "the palette's Swift name, such as 'Brand'")
            header.nameMark = pair.value.mark
        case .namespace:
            header.providesNamespace = diagnostics.flag(of: pair, meaning: PaletteBuilder.namespaceMeaning) ?? true
        default:
            break
        }
    }

    /// Where these top-level pairs put the top level, reporting nothing: the build reports the header
    /// once, from the whole file's pairs.
    func quietPlace(of pairs: [YAMLPair], _ diagnostics: inout ParseDiagnostics) -> GroupPlace {
        let reported = diagnostics.list.count
        defer { diagnostics.list.removeSubrange(reported...) }
        var header = PaletteHeader()
        for pair in pairs { readHeader(pair, into: &header, &diagnostics) }
        return topLevel(header, &diagnostics).place
    }

    /// The palette's Swift type (nil, with an error, when it cannot have the one its name makes), the
    /// type of its top level (`Palette` then) and that top level's place.
    func topLevel(
        _ header: PaletteHeader, _ diagnostics: inout ParseDiagnostics
    ) -> (typeName: String?, rootType: String, place: GroupPlace) {
        let typeName = paletteTypeName(written: header.name, at: header.nameMark, &diagnostics)
        let rootType = typeName ?? "Palette"
        return (typeName, rootType, .palette(typeName: rootType, providesNamespace: header.providesNamespace))
    }

    private func paletteTypeName(written: String?, at mark: YAMLMark, _ diagnostics: inout ParseDiagnostics) -> String?
    {
        let key = written ?? source.baseName
        let origin = written == nil ? "the file name '\(key.abbreviated)'" : "the palette name '\(key.abbreviated)'"
        guard let typeName = SwiftIdentifier.type(key) else {
            let fix = written == nil ? "rename the palette file" : "set \(PaletteKey.palette.quoted("Name"))"
            diagnostics.error("\(origin) has no letters or digits to make a Swift type name from; \(fix)", at: mark)
            return nil
        }
        let shorter = "set \(PaletteKey.palette.quoted) to a shorter name"
        let shorten = written == nil ? "rename the palette file, or \(shorter)" : shorter
        guard !SwiftNamer(limits: limits).isTooLong(typeName, madeFrom: origin, fix: shorten, at: mark, &diagnostics)
        else { return nil }
        if let reason = ReservedNames.reasonForPalette(typeName) {
            let instead = ReservedNames.suggestion(for: typeName).map { ", such as '\($0)'" } ?? ""
            diagnostics.error(
                "\(origin) makes the Swift type '\(typeName)', which is reserved: \(reason.explanation); "
                    + "set \(PaletteKey.palette.quoted) to another name\(instead)", at: mark)
            return nil
        }
        return typeName
    }

    func accessLevel(of pair: YAMLPair, _ diagnostics: inout ParseDiagnostics) -> AccessLevel? {
        diagnostics.choice(of: pair, among: AccessLevel.self, meaning: "who sees the palette's declarations")
    }

    /// `brand.yml` → `Brand.swift`, from the file's name alone (the build plugin declares it before the
    /// palette is read). Nil, with an error, when the name makes no usable file.
    func swiftFile(_ diagnostics: inout ParseDiagnostics) -> String? {
        let top = YAMLMark(line: 1, column: 1)
        let fileName = source.baseName.abbreviated
        guard let swiftFile = PaletteFileNames.swiftFile(forPalette: source.displayPath) else {
            diagnostics.error(
                "the file name '\(fileName)' has no letters or digits to name its Swift file; rename the palette file",
                at: top)
            return nil
        }
        guard swiftFile.utf8.count <= limits.fileNameBytes else {
            diagnostics.error(
                "the file name '\(fileName)' makes the Swift file '\(swiftFile.abbreviated)', \(swiftFile.utf8.count) "
                    + "bytes long; "
                    + "file names are at most \(limits.fileNameBytes) bytes, so rename the palette file", at: top)
            return nil
        }
        guard !PaletteFileNames.sameFile(swiftFile, PaletteFileNames.supportFile) else {
            diagnostics.error(
                "the file name '\(fileName)' makes the Swift file \(swiftFile), the name of palettec's support file; "
                    + "rename the palette file", at: top)
            return nil
        }
        return swiftFile
    }

    /// `contrast:`, a list of `{foreground, background, minimum, level}`.
    func contrastChecks(_ pair: YAMLPair, _ diagnostics: inout ParseDiagnostics) -> [ContrastCheck] {
        guard case .sequence(let items) = pair.value.content else {
            diagnostics.error(
                "\(PaletteKey.contrast.quotedName) needs a list of \(ContrastCheck.Key.requiredForm) checks; found "
                    + "\(pair.value.kindDescription)",
                at: pair.value.mark)
            return []
        }
        return items.compactMap { item in
            guard let fields = item.mapping else {
                diagnostics.error(
                    "a contrast check is a mapping \(ContrastCheck.Key.requiredForm); found \(item.kindDescription)",
                    at: item.mark)
                return nil
            }
            return contrastCheck(fields, at: item.mark, &diagnostics)
        }
    }

    private func contrastCheck(
        _ fields: [YAMLPair], at mark: YAMLMark, _ diagnostics: inout ParseDiagnostics
    ) -> ContrastCheck? {
        var foreground: ColorReference?
        var background: ColorReference?
        var minimumField: YAMLPair?
        var method: ContrastCheck.Method? = .wcag2
        var level = ContrastCheck.Level.error
        var isValid = true
        for field in fields {
            switch ContrastCheck.Key(rawValue: field.key) {
            case .foreground: foreground = diagnostics.referenceValue(of: field, allowsPlainName: true)
            case .background: background = diagnostics.referenceValue(of: field, allowsPlainName: true)
            case .minimum: minimumField = field
            case .method:
                method = choice(of: field, &diagnostics)
                if method == nil { isValid = false }
            case .level: isValid = read(level: field, into: &level, &diagnostics) && isValid
            case nil:
                isValid = false
                unknownKey(field, owner: "contrast check", keys: Self.contrastCheckKeys, &diagnostics)
            }
        }
        // The minimum is read once the method is known: a ratio, or an Lc; with no method to read it by, not at all.
        let minimum = minimumField.flatMap { field in
            method.flatMap { $0 == .apca ? diagnostics.lightnessContrast(of: field) : diagnostics.ratio(of: field) }
        }
        let written = Set(fields.map(\.key))
        let missing = ContrastCheck.Key.required.map(\.rawValue).filter { !written.contains($0) }.sorted()
        if !missing.isEmpty {
            diagnostics.error(
                "the contrast check has no \(missing.map { "'\($0)'" }.joined(separator: " or ")); "
                    + "write {\(ContrastCheck.Key.foreground.written) text, \(ContrastCheck.Key.background.written) "
                    + "surface, "
                    + "\(ContrastCheck.Key.minimum.written) 4.5}", at: mark)
            return nil
        }
        guard isValid, let foreground, let background, let minimum, let method else { return nil }
        return ContrastCheck(
            foreground: foreground, background: background, minimum: minimum, method: method, level: level,
            location: diagnostics.location(mark))
    }

    /// `distinct:`, a list of `{colors, minimum, level}`.
    func distinctChecks(_ pair: YAMLPair, _ diagnostics: inout ParseDiagnostics) -> [DistinctCheck] {
        let form = "{" + DistinctCheck.Key.required.map(\.rawValue).joined(separator: ", ") + "}"
        guard case .sequence(let items) = pair.value.content else {
            diagnostics.error(
                "\(PaletteKey.distinct.quotedName) needs a list of \(form) checks; found \(pair.value.kindDescription)",
                at: pair.value.mark)
            return []
        }
        return items.compactMap { item in
            guard let fields = item.mapping else {
                diagnostics.error(
                    "a distinct check is a mapping \(form); found \(item.kindDescription)", at: item.mark)
                return nil
            }
            return distinctCheck(fields, at: item.mark, &diagnostics)
        }
    }

    private func distinctCheck(
        _ fields: [YAMLPair], at mark: YAMLMark, _ diagnostics: inout ParseDiagnostics
    ) -> DistinctCheck? {
        var colors: [ColorReference]?
        var minimum: Double?
        var level = ContrastCheck.Level.error
        var isValid = true
        for field in fields {
            switch DistinctCheck.Key(rawValue: field.key) {
            case .colors:
                colors = distinctColors(field, &diagnostics)
                if colors == nil { isValid = false }
            case .minimum:
                minimum = diagnostics.colorDistance(of: field)
                if minimum == nil { isValid = false }
            case .level: isValid = read(level: field, into: &level, &diagnostics) && isValid
            case nil:
                isValid = false
                unknownKey(
                    field, owner: "distinct check", keys: DistinctCheck.Key.allCases.map(\.rawValue), &diagnostics)
            }
        }
        let written = Set(fields.map(\.key))
        let missing = DistinctCheck.Key.required.map(\.rawValue).filter { !written.contains($0) }
        if !missing.isEmpty {
            diagnostics.error(
                "the distinct check has no \(missing.map { "'\($0)'" }.joined(separator: " or ")); write "
                    + "{\(DistinctCheck.Key.colors.written) [status.success, status.danger], "
                    + "\(DistinctCheck.Key.minimum.written) \(DistinctCheck.suggestedMinimum.shortestDecimal)}",
                at: mark)
            return nil
        }
        guard isValid, let colors, let minimum else { return nil }
        return DistinctCheck(colors: colors, minimum: minimum, level: level, location: diagnostics.location(mark))
    }

    /// A check's `level:` into `level`; false after an error.
    private func read(
        level field: YAMLPair, into level: inout ContrastCheck.Level, _ diagnostics: inout ParseDiagnostics
    ) -> Bool {
        guard let parsed: ContrastCheck.Level = choice(of: field, &diagnostics) else { return false }
        level = parsed
        return true
    }

    /// The error for a key a check does not have, naming those it does.
    private func unknownKey(
        _ field: YAMLPair, owner: String, keys: [String], _ diagnostics: inout ParseDiagnostics
    ) {
        diagnostics.error(
            Suggestion.unknownKey(
                field.key, owner: owner, in: keys,
                context: "a check has \(ChoiceText.quotedList(keys, joinedBy: "and"))"),
            at: field.keyMark)
    }

    /// `colors: [status.success, status.danger]`: two or more colors of the palette, each once.
    private func distinctColors(_ field: YAMLPair, _ diagnostics: inout ParseDiagnostics) -> [ColorReference]? {
        guard case .sequence(let items) = field.value.content, items.count >= 2 else {
            diagnostics.error(
                "'\(field.key)' needs a list of two or more colors of this palette, such as "
                    + "[status.success, status.danger]; found \(field.value.kindDescription)",
                at: field.value.mark)
            return nil
        }
        var references: [ColorReference] = []
        var isValid = true
        for item in items {
            let pair = YAMLPair(key: field.key, keyMark: field.keyMark, value: item)
            guard let reference = diagnostics.referenceValue(of: pair, allowsPlainName: true) else {
                isValid = false
                continue
            }
            if references.contains(where: { $0.name == reference.name }) {
                diagnostics.error("'\(reference.name.abbreviated)' is listed twice in this check", at: item.mark)
                isValid = false
                continue
            }
            references.append(reference)
        }
        return isValid ? references : nil
    }

    /// One of `Choice`'s raw values, or nil with an error that lists them (none for a null, already reported).
    private func choice<Choice: RawRepresentable & CaseIterable>(
        of field: YAMLPair, _ diagnostics: inout ParseDiagnostics
    ) -> Choice? where Choice.RawValue == String {
        let choices = ChoiceText.quotedList(Choice.allCases.map(\.rawValue), joinedBy: "or")
        if let text = diagnostics.text(of: field, expecting: choices), let parsed = Choice(rawValue: text) {
            return parsed
        }
        if field.value.scalar.map({ !$0.isNull }) ?? false {
            diagnostics.error("'\(field.key)' is \(choices)", at: field.value.mark)
        }
        return nil
    }
}
