/// The build stage: one file's source tree → its `PaletteSpec`, collecting every problem rather than
/// stopping at the first. Colors with errors are left out of the spec (and listed as broken).
struct PaletteBuilder {
    static let topLevelKeys = PaletteKey.allCases.map(\.rawValue)

    /// The key whose mapping holds the colors, the one a reader streams (`ColorsBuild`).
    static let colorsKey = PaletteKey.colors.rawValue

    let source: PaletteSource
    /// The palette file's path as diagnostics name it.
    let path: String
    let sourceLines: SourceLines
    let limits: PaletteLimits
    var diagnostics: [Diagnostic] = []
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

    init(source: PaletteSource, limits: PaletteLimits = .standard) {
        self.source = source
        self.path = source.path
        self.sourceLines = SourceLines(source.bytes)
        self.limits = limits
    }

    /// The spec, unless the file has no colors to build one from; the diagnostics either way.
    /// The tree is taken out of the document and read once, each top-level group freed as soon as it
    /// is built. `colors`: the palette's colors, when they were built while the file was read.
    static func build(_ source: PaletteSource, from document: consuming YAMLDocument, colors: ColorsBuild.Built? = nil,
                      limits: PaletteLimits = .standard) -> Staged<PaletteSpec> {
        let root = document.root.take()
        let readerFoundProblems = !document.diagnostics.isEmpty
        var builder = colors?.builder ?? PaletteBuilder(source: source, limits: limits)
        let spec = builder.build(root: root, readerFoundProblems: readerFoundProblems, builtColors: colors)
        return Staged(value: spec, diagnostics: builder.diagnostics)
    }

    mutating func build(root: consuming YAMLNode?, readerFoundProblems: Bool, builtColors: ColorsBuild.Built? = nil) -> PaletteSpec? {
        guard var root = root.take(), !(root.scalar?.isNull ?? false) else {
            if !readerFoundProblems {
                error("the palette is empty; add a \(PaletteKey.colors.quoted) mapping of names to colors", at: YAMLMark(line: 1, column: 1))
            }
            return nil
        }
        guard var pairs = root.takeMapping() else {
            error("a palette file is a mapping with \(PaletteKey.colors.quoted); found \(root.kindDescription)", at: root.mark)
            return nil
        }

        var name: String?
        var nameMark = YAMLMark(line: 1, column: 1)
        var description: String?
        var colors: YAMLPair?
        var missingDark = MissingDark.implicitInvert
        var checks: [ContrastCheck] = []
        var providesNamespace = true
        var accessLevel: AccessLevel?
        var anchorPair: YAMLPair?
        var paletteRole: ToneRole?
        for pair in pairs {
            switch PaletteKey(rawValue: pair.key) {
            case .palette:
                name = text(of: pair, expecting: "the palette's Swift name, such as 'Brand'")
                nameMark = pair.value.mark
            case .description:
                description = text(of: pair, expecting: "a sentence for the doc comment")
            case .access:
                accessLevel = self.accessLevel(of: pair)
            case .namespace:
                providesNamespace = flag(of: pair, meaning: Self.namespaceMeaning) ?? true
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
                error(Suggestion.unknownKey(pair.key, in: Self.topLevelKeys, context:
                    "a palette has \(ChoiceText.quotedList(Self.topLevelKeys, joinedBy: "and"))"), at: pair.keyMark)
            }
        }

        pairs = []  // `colors` now holds the only reference to its mapping
        let typeName = paletteTypeName(written: name, at: nameMark)
        // A file name with nothing to make a type name from has nothing to make a file name from either.
        let swiftFile = typeName == nil && name == nil ? nil : self.swiftFile()
        guard var colors = colors.take() else {
            error("the palette has no \(PaletteKey.colors.quoted) mapping; add one with a color per key", at: YAMLMark(line: 1, column: 1))
            return nil
        }
        let rootType = typeName ?? "Palette"
        let place = GroupPlace.palette(typeName: rootType, providesNamespace: providesNamespace)
        let group: ColorGroup
        if var built = builtColors {
            if (built.typeName, built.providesNamespace) != (rootType, providesNamespace) {
                built.group.move(to: place, typeName: rootType)
            }
            group = built.group
        } else {
            guard var colorPairs = colors.value.takeMapping() else {
                error("\(PaletteKey.colors.quotedName) must be a mapping of names to colors; found \(colors.value.kindDescription)", at: colors.value.mark)
                return nil
            }
            group = buildGroup(&colorPairs, freeingEachPair: true, name: nil, typeName: rootType, place: place, header: GroupHeader())
        }

        let anchor = anchorPair.flatMap { toneAnchor($0) }
        if anchorPair == nil { reportRolesWithoutAnchor() }
        return PaletteSpec(
            typeName: typeName, swiftFile: swiftFile, description: description, source: source.displayPath, path: path,
            nameLocation: location(nameMark), providesNamespace: providesNamespace, accessLevel: accessLevel,
            root: group, colors: specs, colorNames: names, brokenColors: brokenColors, missingDark: missingDark,
            unknownColor: unknownColor, checks: checks, anchor: anchor, paletteRole: paletteRole)
    }

    private mutating func paletteTypeName(written: String?, at mark: YAMLMark) -> String? {
        let key = written ?? source.baseName
        let origin = written == nil ? "the file name '\(key.abbreviated)'" : "the palette name '\(key.abbreviated)'"
        guard let typeName = SwiftIdentifier.type(key) else {
            let fix = written == nil ? "rename the palette file" : "set \(PaletteKey.palette.quoted("Name"))"
            error("\(origin) has no letters or digits to make a Swift type name from; \(fix)", at: mark)
            return nil
        }
        let shorten = written == nil ? "rename the palette file, or set 'palette:' to a shorter name" : "set 'palette:' to a shorter name"
        guard !isTooLong(typeName, madeFrom: origin, fix: shorten, at: mark) else { return nil }
        if let reason = ReservedNames.reasonForPalette(typeName) {
            error("\(origin) makes the Swift type '\(typeName)', which is reserved: \(reason.explanation); "
                + "set \(PaletteKey.palette.quoted) to another name, such as '\(typeName)Palette'", at: mark)
            return nil
        }
        return typeName
    }

    /// The text of a scalar value, or an error saying what was expected.
    mutating func text(of pair: YAMLPair, expecting what: String) -> String? {
        guard let scalar = pair.value.scalar, !scalar.isNull else {
            error("'\(pair.key)' needs \(what); found \(pair.value.kindDescription)", at: pair.value.mark)
            return nil
        }
        return scalar.text
    }

    /// `true` or `false`, or an error saying what the key means.
    mutating func flag(of pair: YAMLPair, meaning: String) -> Bool? {
        switch pair.value.scalar.flatMap({ $0.isNull ? nil : $0.text }) {
        case "true": return true
        case "false": return false
        default:
            error("'\(pair.key)' needs \(meaning); found \(ChoiceText.found(pair.value))", at: pair.value.mark)
            return nil
        }
    }

    mutating func error(_ message: String, at mark: YAMLMark, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: location(mark), notes: notes))
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(path: path, line: mark.line, column: mark.column)
    }
}
