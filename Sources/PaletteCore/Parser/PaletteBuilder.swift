/// The build stage: one file's source tree → its `PaletteSpec`, collecting every problem rather than
/// stopping at the first. Colors with errors are left out of the spec (and listed as broken).
struct PaletteBuilder {
    static let topLevelKeys = PaletteKey.allCases.map(\.rawValue)

    let source: PaletteSource
    let limits: PaletteLimits
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
                readHeader(pair, into: &header)
            case .description:
                description = text(of: pair, expecting: "a sentence for the doc comment")
            case .access:
                accessLevel = self.accessLevel(of: pair)
            case .colors:
                colors = pair
            case .derive:
                missingDark = self.missingDark(pair)
            case .contrast:
                checks = contrastChecks(pair)
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
        let (typeName, rootType, place) = topLevel(header)
        // A file name with nothing to make a type name from has nothing to make a file name from either.
        let swiftFile = typeName == nil && header.name == nil ? nil : self.swiftFile()
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

    /// Reads `palette:` or `namespace:`, the keys that place the palette's top level.
    mutating func readHeader(_ pair: YAMLPair, into header: inout PaletteHeader) {
        switch PaletteKey(rawValue: pair.key) {
        case .palette:
            header.name = text(of: pair, expecting: "the palette's Swift name, such as 'Brand'")
            header.nameMark = pair.value.mark
        case .namespace:
            header.providesNamespace = flag(of: pair, meaning: Self.namespaceMeaning) ?? true
        default:
            break
        }
    }

    /// Where these top-level pairs put the top level, reporting nothing: the build reports the header
    /// once, from the whole file's pairs.
    mutating func quietPlace(of pairs: [YAMLPair]) -> GroupPlace {
        let reported = diagnostics.list.count
        defer { diagnostics.list.removeSubrange(reported...) }
        var header = PaletteHeader()
        for pair in pairs { readHeader(pair, into: &header) }
        return topLevel(header).place
    }

    /// The palette's Swift type (nil, with an error, when it cannot have the one its name makes), the
    /// type of its top level (`Palette` then) and that top level's place.
    mutating func topLevel(_ header: PaletteHeader) -> (typeName: String?, rootType: String, place: GroupPlace) {
        let typeName = paletteTypeName(written: header.name, at: header.nameMark)
        let rootType = typeName ?? "Palette"
        return (typeName, rootType, .palette(typeName: rootType, providesNamespace: header.providesNamespace))
    }

    private mutating func paletteTypeName(written: String?, at mark: YAMLMark) -> String? {
        let key = written ?? source.baseName
        let origin = written == nil ? "the file name '\(key.abbreviated)'" : "the palette name '\(key.abbreviated)'"
        guard let typeName = SwiftIdentifier.type(key) else {
            let fix = written == nil ? "rename the palette file" : "set \(PaletteKey.palette.quoted("Name"))"
            diagnostics.error("\(origin) has no letters or digits to make a Swift type name from; \(fix)", at: mark)
            return nil
        }
        let shorter = "set \(PaletteKey.palette.quoted) to a shorter name"
        let shorten = written == nil ? "rename the palette file, or \(shorter)" : shorter
        guard !isTooLong(typeName, madeFrom: origin, fix: shorten, at: mark) else { return nil }
        if let reason = ReservedNames.reasonForPalette(typeName) {
            let instead = ReservedNames.suggestion(for: typeName).map { ", such as '\($0)'" } ?? ""
            diagnostics.error(
                "\(origin) makes the Swift type '\(typeName)', which is reserved: \(reason.explanation); "
                    + "set \(PaletteKey.palette.quoted) to another name\(instead)", at: mark)
            return nil
        }
        return typeName
    }

    /// `true` or `false`, or an error saying what the key means.
    mutating func flag(of pair: YAMLPair, meaning: String) -> Bool? {
        switch pair.value.scalar.flatMap({ $0.isNull ? nil : $0.text }) {
        case "true": return true
        case "false": return false
        default:
            diagnostics.error(
                "'\(pair.key)' needs \(meaning); found \(ChoiceText.found(pair.value))", at: pair.value.mark)
            return nil
        }
    }
}

/// What `palette:` and `namespace:` say: the palette's name as written, and whether its folder
/// prefixes its colors' asset names.
struct PaletteHeader {
    var name: String?
    var nameMark = YAMLMark(line: 1, column: 1)
    var providesNamespace = true
}
