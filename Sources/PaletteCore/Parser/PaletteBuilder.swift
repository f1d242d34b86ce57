/// The build stage: one file's source tree → its `PaletteSpec`, collecting every problem rather than
/// stopping at the first. Colors with errors are left out of the spec (and listed as broken).
struct PaletteBuilder {
    static let topLevelKeys = PaletteKey.allCases.map(\.rawValue)

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
    /// Every `role:` read (of a rule, a group or the palette) and where: all but `accent` need an anchor.
    var writtenRoles: [(role: ToneRole, mark: YAMLMark)] = []
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

        var header = PaletteHeader()
        var description: String?
        var colors: YAMLPair?
        var missingDark = MissingDark.implicitInvert
        var checks: [ContrastCheck] = []
        var accessLevel: AccessLevel?
        var anchorPair: YAMLPair?
        var paletteRole: ToneRole?
        for pair in pairs {
            switch PaletteKey(rawValue: pair.key) {
            case .palette, .namespace:
                headerParser.readHeader(pair, into: &header, &diagnostics)
            case .description:
                description = diagnostics.text(of: pair, expecting: "a sentence for the doc comment")
            case .access:
                accessLevel = headerParser.accessLevel(of: pair, &diagnostics)
            case .colors:
                colors = pair
            case .derive:
                missingDark = self.missingDark(pair)
            case .contrast:
                checks = headerParser.contrastChecks(pair, &diagnostics)
            case .background:
                anchorPair = pair
            case .role:
                paletteRole = toneRole(of: pair)
            case nil:
                diagnostics.error(
                    Suggestion.unknownKey(
                        pair.key, in: Self.topLevelKeys,
                        context:
                            "a palette has \(ChoiceText.quotedList(Self.topLevelKeys, joinedBy: "and"))"),
                    at: pair.keyMark)
            }
        }

        pairs = []  // `colors` now holds the only reference to its mapping
        let (typeName, rootType, place) = headerParser.topLevel(header, &diagnostics)
        // A file name with nothing to make a type name from has nothing to make a file name from either.
        let swiftFile = typeName == nil && header.name == nil ? nil : headerParser.swiftFile(&diagnostics)
        guard var colors = colors.take() else {
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
                    "\(PaletteKey.colors.quotedName) must be a mapping of names to colors; found \(colors.value.kindDescription)",
                    at: colors.value.mark)
                return nil
            }
            group = buildGroup(
                &colorPairs, freeingEachPair: true, name: nil, typeName: rootType, place: place,
                header: GroupHeader())
        }

        let anchor = anchorPair.flatMap { toneAnchor($0) }
        if anchorPair == nil { reportRolesWithoutAnchor() } else { reportRolesThatChangeNothing() }
        return PaletteSpec(
            typeName: typeName, swiftFile: swiftFile, description: description, source: source.displayPath,
            path: diagnostics.path,
            nameLocation: diagnostics.location(header.nameMark), providesNamespace: header.providesNamespace,
            accessLevel: accessLevel,
            root: group, colors: specs, colorNames: names, brokenColors: brokenColors, missingDark: missingDark,
            unknownColor: unknownColor, checks: checks, anchor: anchor, paletteRole: paletteRole)
    }
}
