/// One compiled palette file: validated, with every appearance resolved and rounded.
public struct Palette: Sendable {
    /// The Swift type name (`Brand`).
    public var name: String
    var description: String?
    /// The source path as shown in output: relative, the same on every machine.
    var source: String
    /// Where the name comes from: the `palette:` value, or the top of the file when it is the file name.
    var nameLocation: SourceLocation
    public var root: ColorGroup
    /// Every `contrast:` check, measured in each appearance.
    var contrast: [ContrastResult]
    /// Every `distinct:` check's closest pair, in each appearance and with each color-vision deficiency.
    var distinct: [DistinctResult] = []
    /// `namespace:`: whether the palette's asset-catalog folder prefixes its colors' names (`Brand/…`).
    var providesNamespace: Bool
    /// `access:`; nil when the palette leaves it to the command or the target.
    var accessLevel: AccessLevel?
    /// The Swift file it compiles to, named after the palette file (`PaletteFileNames.swiftFile`).
    var swiftFile: String
    /// What rules read of their own keys at the palette's top (`Rule.readPalette`).
    var ruleSettings = RuleSettings()
    /// `brands:`, the default first: nil for a palette without brands. Each color holds the others'
    /// values (`ColorEntry.brandAppearances`).
    var brands: BrandList?
    /// Each other brand's `contrast:` checks, in the order of `brands.others`.
    var brandContrast: [[ContrastResult]] = []

    init(
        name: String, description: String?, source: String, nameLocation: SourceLocation, root: ColorGroup,
        contrast: [ContrastResult] = [], providesNamespace: Bool = true, accessLevel: AccessLevel? = nil,
        swiftFile: String? = nil
    ) {
        self.name = name
        self.accessLevel = accessLevel
        self.swiftFile = swiftFile ?? PaletteFileNames.swiftFile(forPalette: source) ?? name + ".swift"
        self.providesNamespace = providesNamespace
        self.nameLocation = nameLocation
        self.contrast = contrast
        self.description = description
        self.source = source
        self.root = root
    }

    /// Every color, depth first, in source order.
    var allColors: [ColorEntry] { root.allColors }

    /// The page its colors sit on, when a rule's setting names one (`Rule.pageBackground`).
    var pageBackground: PageBackground? { RuleRegistry.pageBackground(in: ruleSettings) }
}

/// A palette's top level, or a group of colors written as a mapping with no appearance key.
public struct ColorGroup: Sendable {
    enum Member: Sendable {
        case color(ColorEntry)
        case group(ColorGroup)
    }

    /// The Swift type name of the group's enum (`Text`).
    public var typeName: String
    var description: String?
    var members: [Member]
    /// The group's key as written, and where; nil for a palette's top level.
    var key: String?
    var keyLocation: SourceLocation?
    /// `namespace:`: whether the group's asset-catalog folder prefixes its colors' names (`text/…`).
    var providesNamespace: Bool
    /// What rules read of their own keys in its explicit form (`Rule.readGroup`), for its colors and the
    /// groups in it that set none.
    var ruleSettings = RuleSettings()
    /// `token:`: the design-token group's name it was imported from, where that makes no usable key.
    var tokenName: String?

    init(
        typeName: String, description: String?, members: [Member], key: String? = nil,
        keyLocation: SourceLocation? = nil, providesNamespace: Bool = true, tokenName: String? = nil
    ) {
        self.tokenName = tokenName
        self.typeName = typeName
        self.description = description
        self.members = members
        self.key = key
        self.keyLocation = keyLocation
        self.providesNamespace = providesNamespace
    }

    /// Sets its colors' appearances, depth first, from `values[next...]`. Each member is moved out of
    /// its slot while it is filled, so a group held only here is filled in place, without copies.
    mutating func fillAppearances(_ values: [AppearanceValues], next: inout Int) {
        for index in members.indices {
            let member = members[index]
            members[index] = Self.emptySlot
            switch consume member {
            case .color(var color):
                color.appearances = values[next]
                next += 1
                members[index] = .color(color)
            case .group(var nested):
                nested.fillAppearances(values, next: &next)
                members[index] = .group(nested)
            }
        }
    }

    /// Sets its colors' values in the other brands, depth first: `values[brand][color]`.
    mutating func fillBrandAppearances(_ values: [[AppearanceValues]], next: inout Int) {
        for index in members.indices {
            switch members[index] {
            case .color(var color):
                color.brandAppearances = values.map { $0[next] }
                next += 1
                members[index] = .color(color)
            case .group(var nested):
                members[index] = Self.emptySlot
                nested.fillBrandAppearances(values, next: &next)
                members[index] = .group(nested)
            }
        }
    }

    static let emptySlot = Member.group(ColorGroup(typeName: "", description: nil, members: []))

    var allColors: [ColorEntry] {
        var colors: [ColorEntry] = []
        forEachColor { colors.append($0) }
        return colors
    }

    /// Each color, depth first, without collecting them (a palette's may run to 100,000).
    func forEachColor(_ body: (ColorEntry) -> Void) {
        for member in members {
            switch member {
            case .color(let color): body(color)
            case .group(let group): group.forEachColor(body)
            }
        }
    }

    /// The first color, depth first, without collecting the rest.
    var firstColor: ColorEntry? {
        for member in members {
            switch member {
            case .color(let color): return color
            case .group(let group): if let color = group.firstColor { return color }
            }
        }
        return nil
    }

    package var colorCount: Int {
        members.reduce(0) { count, member in
            switch member {
            case .color: count + 1
            case .group(let group): count + group.colorCount
            }
        }
    }
}

struct ColorEntry: Sendable {
    /// The color's own key, as written (`primary`).
    var key: String
    /// The Swift member name (`primary`, or `` `default` ``).
    var memberName: String
    /// Where its group sits, shared with the group's other colors.
    var group: GroupPlace
    var location: SourceLocation
    var description: String?
    var appearances: AppearanceValues
    /// `deprecated:`, when the color is.
    var deprecation: ColorDeprecation?
    /// `extensions:`, kept for the design tokens written from it.
    var extensions: ColorExtensions?
    /// `token:`: the design token's name it was imported from, where that makes no usable key.
    var tokenName: String?
    /// Its values in the palette's other brands, in the order of `Palette.brands.others`.
    var brandAppearances: [AppearanceValues] = []

    init(
        key: String, memberName: String, group: GroupPlace, location: SourceLocation,
        description: String?, appearances: AppearanceValues,
        deprecation: ColorDeprecation? = nil, extensions: ColorExtensions? = nil, tokenName: String? = nil
    ) {
        self.tokenName = tokenName
        self.key = key
        self.memberName = memberName
        self.group = group
        self.location = location
        self.description = description
        self.appearances = appearances
        self.deprecation = deprecation
        self.extensions = extensions
    }

    /// The keys leading to the color, as written (`["text", "primary"]`).
    var keyPath: [String] { group.keyPath + [key] }

    /// `text.primary`
    var name: String { group.colorName(key) }

    /// The full Swift path (`Brand.Text.primary`).
    var swiftPath: String { group.swiftPath + "." + memberName }

    /// The name an asset catalog looks the color up by (`Brand/text/primary`): the keys as written,
    /// behind each enclosing folder that provides a namespace.
    var assetName: String { group.colorAssetName(key) }

    /// Light and dark always; high contrast only where written or derived.
    var presentAppearances: [Appearance] {
        Appearance.allCases.filter { appearances[$0] != nil }
    }

    /// Each present appearance in order, with its value and its place among them, without collecting
    /// them (the renderers' per-color loop).
    func forEachAppearance(_ body: (_ index: Int, Appearance, AppearanceValue) -> Void) {
        var index = 0
        for appearance in Appearance.allCases {
            guard let value = appearances[appearance] else { continue }
            body(index, appearance, value)
            index += 1
        }
    }
}

/// One appearance of a color: its value and, when palettec computed it, how.
struct AppearanceValue: Hashable, Sendable {
    var color: RGBA
    /// Held in a box: 8 bytes instead of 40 in every value, most of which were written, not derived.
    private var derivationBox: DerivationBox?

    var derivation: Derivation? {
        get { derivationBox?.derivation }
        set { derivationBox = newValue.map(DerivationBox.init) }
    }

    init(_ color: RGBA, derivation: Derivation? = nil) {
        self.color = color
        self.derivationBox = derivation.map(DerivationBox.init)
    }

    static func == (left: AppearanceValue, right: AppearanceValue) -> Bool {
        left.color == right.color && left.derivation == right.derivation
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(derivation)
    }
}

private final class DerivationBox: Sendable {
    let derivation: Derivation

    init(_ derivation: Derivation) {
        self.derivation = derivation
    }
}
