/// What a palette file says about one appearance, before anything is computed.
enum AppearanceSpec: Hashable, Sendable {
    /// A color written as a value.
    case value(RGBA)
    /// `"{name}"`: the same appearance of another color.
    indirect case reference(ColorReference)
    /// `{derive: rule, from: "{name}", ...}`; without `from`, the rule reads this color's own light
    /// value (its dark value for highContrastDark).
    indirect case rule(DerivationRule, from: ColorReference?)
    /// `"{label} at 29%"`: made from another color's same appearance. Written for light, it makes every
    /// appearance the color does not write (`ColorSpec.madeLight`).
    indirect case made(MadeColor)
}

/// What a palette file says about one color: each written appearance with its place, or a reference
/// to a whole other color.
///
/// Places are marks in the palette's file (`PaletteSpec.path`), not `SourceLocation`s: one per color and
/// appearance, each would hold the path again (384 bytes a color instead of 264).
///
/// Its name is kept beside it (`PaletteSpec.colorNames`), and a whole-color reference, which few colors
/// have, in a box, so a spec stays small (docs/performance.md).
struct ColorSpec {
    /// Where the color's key is.
    var mark: YAMLMark
    var appearances = AppearanceTable<(spec: AppearanceSpec, mark: YAMLMark)>()
    private var wholeColorBox: WholeColor?
    private var brandEntriesBox: BrandEntries?

    init(mark: YAMLMark) {
        self.mark = mark
    }

    /// `tint: "{accent}"`: every appearance of another color.
    var wholeColor: ColorReference? {
        get { wholeColorBox?.reference }
        set { wholeColorBox = newValue.map(WholeColor.init) }
    }

    /// `brands:`: what it writes for the palette's other brands, in the order written.
    var brandEntries: [BrandEntry] {
        get { brandEntriesBox?.entries ?? [] }
        set { brandEntriesBox = newValue.isEmpty ? nil : BrandEntries(newValue) }
    }

    private final class BrandEntries {
        let entries: [BrandEntry]

        init(_ entries: [BrandEntry]) {
            self.entries = entries
        }
    }

    private final class WholeColor {
        let reference: ColorReference

        init(_ reference: ColorReference) {
            self.reference = reference
        }
    }

    /// The made color its light is, which every appearance it does not write is made by too: the dark
    /// (never derived by the palette's rule), and high contrast where its plain one is not written.
    var madeLight: MadeColor? {
        guard case .made(let made)? = appearances[.light]?.spec else { return nil }
        return made
    }

    /// Where an appearance was written, or the color's own key when it was not.
    func mark(of appearance: Appearance) -> YAMLMark {
        appearances[appearance]?.mark ?? mark
    }
}

/// One brand's entry in a color's `brands:`: its key, and the appearances it writes.
struct BrandEntry {
    var brand: String
    var mark: YAMLMark
    var appearances = AppearanceTable<(spec: AppearanceSpec, mark: YAMLMark)>()
}
