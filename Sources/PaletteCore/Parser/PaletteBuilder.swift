/// The build stage: one file's source tree → its `PaletteSpec`, collecting every problem rather than
/// stopping at the first. Colors with errors are left out of the spec (and listed as broken).
struct PaletteBuilder {
    /// The palette's own keys, the rules' own keys (`Rule.paletteKeys`) after `derive:`.
    static let topLevelKeys = PaletteKey.allCases.flatMap { key in
        [key.rawValue] + (key == .derive ? RuleRegistry.paletteKeys.map(\.key.rawValue) : [])
    }

    let source: PaletteSource
    let limits: PaletteLimits
    let headerParser: PaletteHeaderParser
    let namer: SwiftNamer
    let colorParser = ColorParser()
    let groupParser = GroupParser()
    var diagnostics: ParseDiagnostics
    /// Every color as written, in source order, filled in while the groups are built.
    var specs = ChunkedArray<ColorSpec>()
    /// Each spec's name, in the same order.
    var names: [String] = []
    /// Colors that had errors: references to them fail quietly instead of as unknown names.
    var brokenColors: Set<String> = []
    /// Set once the palette has more colors than `limits.colors`, which is reported once.
    var isOverColorLimit = false
    /// Each group and one of its colors, for a reference that names a group.
    var unknownColor = UnknownColor()
    /// What each rule remembered reading (`RuleValueReader.remember`), for it to read back with the
    /// palette's keys.
    var remembered: [RuleKind: [(value: any Sendable, mark: YAMLMark)]] = [:]
    /// While `colors:` is built as the file is read: each nested group built, for `moveTopLevel`.
    var streamedGroups: [StreamedGroup]?

    init(source: PaletteSource, limits: PaletteLimits = .standard) {
        self.source = source
        self.diagnostics = ParseDiagnostics(source)
        self.limits = limits
        self.headerParser = PaletteHeaderParser(source: source, limits: limits)
        self.namer = SwiftNamer(limits: limits)
    }

    /// The spec, unless the file has no colors to build one from; the diagnostics either way.
    /// The tree is taken out of the document and read once, each top-level group freed as soon as it
    /// is built. `builtColors`: the palette's top level, when its members were built as the file was
    /// read, and the place they were built at: moved to the place the whole file gives (`StreamedBuild`).
    mutating func build(
        _ document: consuming YAMLDocument,
        builtColors: (group: ColorGroup, place: GroupPlace)? = nil
    ) -> Staged<PaletteSpec> {
        let root = document.root.take()
        let spec = build(root: root, readerFoundProblems: !document.diagnostics.isEmpty, builtColors: builtColors)
        return Staged(value: spec, diagnostics: diagnostics.list)
    }

    private mutating func build(
        root: consuming YAMLNode?, readerFoundProblems: Bool,
        builtColors: (group: ColorGroup, place: GroupPlace)?
    ) -> PaletteSpec? {
        guard var root = root.take(), !(root.scalar?.isNull ?? false) else {
            if !readerFoundProblems {
                diagnostics.error(
                    "the palette is empty; add a \(PaletteKey.colors.quoted) mapping of names to colors",
                    at: YAMLMark(line: 1, column: 1))
            }
            return nil
        }
        guard var pairs = root.takeMapping() else {
            diagnostics.error(
                "a palette file is a mapping with \(PaletteKey.colors.quoted); found \(root.kindDescription)",
                at: root.mark)
            return nil
        }

        var keys = readTopLevel(pairs)
        pairs = []  // `keys.colors` now holds the only reference to its mapping
        let (typeName, rootType, place) = headerParser.topLevel(keys.header, &diagnostics)
        // A file name with nothing to make a type name from has nothing to make a file name from either.
        let swiftFile = typeName == nil && keys.header.name == nil ? nil : headerParser.swiftFile(&diagnostics)
        guard var colors = keys.colors.take() else {
            diagnostics.error(
                "the palette has no \(PaletteKey.colors.quoted) mapping; add one with a color per key",
                at: YAMLMark(line: 1, column: 1))
            return nil
        }
        var group: ColorGroup
        if let builtColors {
            group = builtColors.group
            if builtColors.place.swiftPath != place.swiftPath || builtColors.place.assetFolder != place.assetFolder {
                moveTopLevel(&group, to: place)
            }
        } else {
            guard var colorPairs = colors.value.takeMapping() else {
                diagnostics.error(
                    "\(PaletteKey.colors.quotedName) must be a mapping of names to colors; found "
                        + "\(colors.value.kindDescription)",
                    at: colors.value.mark)
                return nil
            }
            group = buildGroup(
                &colorPairs, freeingEachPair: true, name: nil, typeName: rootType, place: place,
                header: GroupHeader())
        }

        checkBrandEntries(keys.brands)
        checkBrandEnumName(in: group, keys.brands)
        var ruleSettings = RuleSettings()
        for rule in RuleRegistry.rules {
            ruleSettings[rule.kind] = rule.readPalette(keys.ruleKeys[rule.kind] ?? [:], with: &self)
        }
        return PaletteSpec(
            typeName: typeName, swiftFile: swiftFile, description: keys.description, source: source.displayPath,
            path: diagnostics.path,
            nameLocation: diagnostics.location(keys.header.nameMark),
            providesNamespace: keys.header.providesNamespace,
            accessLevel: keys.accessLevel,
            root: group, colors: specs, colorNames: names, brokenColors: brokenColors, missingDark: keys.missingDark,
            unknownColor: unknownColor, checks: keys.checks, distinctChecks: keys.distinctChecks,
            ruleSettings: ruleSettings,
            brands: keys.brands)
    }

    /// Each top-level key read in the order written; `colors:` kept to be built once the header is known.
    private mutating func readTopLevel(_ pairs: [YAMLPair]) -> TopLevelKeys {
        var keys = TopLevelKeys()
        for pair in pairs {
            switch PaletteKey(rawValue: pair.key) {
            case .palette, .namespace:
                headerParser.readHeader(pair, into: &keys.header, &diagnostics)
            case .description:
                keys.description = diagnostics.text(of: pair, expecting: "a sentence for the doc comment")
            case .access:
                keys.accessLevel = headerParser.accessLevel(of: pair, &diagnostics)
            case .colors:
                keys.colors = pair
            case .derive:
                keys.missingDark = missingDark(pair)
            case .contrast:
                keys.checks = headerParser.contrastChecks(pair, &diagnostics)
            case .distinct:
                keys.distinctChecks = headerParser.distinctChecks(pair, &diagnostics)
            case .brands:
                keys.brands = brandList(pair)
            case nil:
                if let owned = RuleRegistry.paletteKeys.first(where: { $0.key.rawValue == pair.key }) {
                    keys.ruleKeys[owned.rule.kind, default: [:]][owned.key] = pair
                    continue
                }
                diagnostics.error(
                    Suggestion.unknownKey(
                        pair.key, in: Self.topLevelKeys,
                        context:
                            "a palette has \(ChoiceText.quotedList(Self.topLevelKeys, joinedBy: "and"))"),
                    at: pair.keyMark)
            }
        }
        return keys
    }

    /// `derive: invert` (the default), another rule name or `{derive: ...}` mapping, or `none`, which
    /// makes a missing dark entry an error.
    private mutating func missingDark(_ pair: YAMLPair) -> MissingDark {
        if let name = pair.value.scalar?.text, !(pair.value.scalar?.isNull ?? true) {
            if name == PaletteKey.noDerivedDark { return .isAnError }
            let written = YAMLPair(key: RuleKey.derive.rawValue, keyMark: pair.value.mark, value: pair.value)
            return ruleSpec([written], at: pair.value.mark, appearance: .dark).map { .derive($0) } ?? .unknown
        }
        if let fields = pair.value.mapping, fields.contains(where: { $0.key == RuleKey.derive.rawValue }) {
            return ruleSpec(fields, at: pair.value.mark, appearance: .dark).map { .derive($0) } ?? .unknown
        }
        diagnostics.error(
            "\(PaletteKey.derive.quotedName) needs a rule name such as 'invert' or 'oklch', a "
                + "{\(RuleKey.derive.written) ...} mapping, "
                + "or '\(PaletteKey.noDerivedDark)'", at: pair.value.mark)
        return .unknown
    }
}
