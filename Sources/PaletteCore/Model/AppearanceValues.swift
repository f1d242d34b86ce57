/// A color's resolved appearances, read like a dictionary: its four slots in the one table that holds
/// every value of the palette. The resolver fills that table, and each color reads its slots in place,
/// instead of holding a dictionary of its own (docs/performance.md).
struct AppearanceValues: Sendable {
    private var table: AppearanceValueTable
    private var color: Int

    /// The slots of the color at `color` (its place in `PaletteSpec.colors`) in `table`.
    init(_ table: AppearanceValueTable, color: Int) {
        self.table = table
        self.color = color
    }

    subscript(_ appearance: Appearance) -> AppearanceValue? {
        get { table.slots[color, appearance] }
        set {
            // Another color may read the same table: a change takes a table of its own.
            var own = Appearance.allCases.map { self[$0] }
            own[appearance.index] = newValue
            table = AppearanceValueTable(own)
            color = 0
        }
    }
}

extension AppearanceValues {
    /// What the color shows in `appearance`: its own value, or the plain one a missing high-contrast
    /// value falls back to at run time.
    func shown(_ appearance: Appearance) -> RGBA? {
        (self[appearance] ?? appearance.fallback.flatMap { self[$0] })?.color
    }
}

extension AppearanceValues: Equatable {
    static func == (left: AppearanceValues, right: AppearanceValues) -> Bool {
        Appearance.allCases.allSatisfy { left[$0] == right[$0] }
    }
}

extension AppearanceValues: ExpressibleByDictionaryLiteral {
    /// No values yet: every color the builder makes, until resolved, shares this one table.
    static let none = AppearanceValues(
        AppearanceValueTable(Array(repeating: nil, count: Appearance.count)), color: 0)

    init(dictionaryLiteral elements: (Appearance, AppearanceValue)...) {
        guard !elements.isEmpty else {
            self = .none
            return
        }
        var own = [AppearanceValue?](repeating: nil, count: Appearance.count)
        for (appearance, value) in elements { own[appearance.index] = value }
        self.init(AppearanceValueTable(own), color: 0)
    }
}

/// Every appearance of every color of one palette, as the resolver left them, shared by every color's
/// `AppearanceValues`.
final class AppearanceValueTable: Sendable {
    let slots: AppearanceSlots

    init(_ slots: AppearanceSlots) {
        self.slots = slots
    }

    /// From `Appearance.count` values per color, in `Appearance.index` order.
    convenience init(_ values: [AppearanceValue?]) {
        var slots = AppearanceSlots(colors: values.count / Appearance.count)
        for (index, value) in values.enumerated() where value != nil {
            slots[index / Appearance.count, Appearance.allCases[index % Appearance.count]] = value
        }
        self.init(slots)
    }
}

/// A value for each appearance of each color, by the color's place in `PaletteSpec.colors`; nil where
/// an appearance is absent or failed. Light and dark have two slots per color; the high-contrast
/// slots are made only when a color has one (most palettes have none, and their slots would be all
/// nils). Slots come in chunks of 4,096 colors, each made at its first value, so the
/// table grows as the resolver goes while the specs it frees shrink (`ValueDerivation`).
struct AppearanceSlots: Sendable {
    private static let chunkShift = 12
    private static let chunkColors = 1 << chunkShift

    private let colors: Int
    private var plain: [[AppearanceValue?]]
    private var highContrast: [[AppearanceValue?]]

    init(colors: Int) {
        self.colors = colors
        let chunks = (colors + Self.chunkColors - 1) >> Self.chunkShift
        plain = Array(repeating: [], count: chunks)
        highContrast = Array(repeating: [], count: chunks)
    }

    /// Whether any high-contrast slots have been made.
    var holdsHighContrast: Bool { highContrast.contains { !$0.isEmpty } }

    subscript(color: Int, appearance: Appearance) -> AppearanceValue? {
        get {
            let chunk = color >> Self.chunkShift, slot = Self.slot(color, appearance)
            switch appearance {
            case .light, .dark: return plain[chunk].isEmpty ? nil : plain[chunk][slot]
            case .highContrastLight, .highContrastDark:
                return highContrast[chunk].isEmpty ? nil : highContrast[chunk][slot]
            }
        }
        set {
            let chunk = color >> Self.chunkShift, slot = Self.slot(color, appearance)
            switch appearance {
            case .light, .dark: Self.store(newValue, in: &plain[chunk], at: slot, chunkColors: chunkColors(chunk))
            case .highContrastLight, .highContrastDark:
                Self.store(newValue, in: &highContrast[chunk], at: slot, chunkColors: chunkColors(chunk))
            }
        }
    }

    /// Two slots per color in its chunk: light then dark, or high-contrast light then dark.
    private static func slot(_ color: Int, _ appearance: Appearance) -> Int {
        (color & (chunkColors - 1)) &* 2 &+ (appearance.index & 1)
    }

    private func chunkColors(_ chunk: Int) -> Int {
        Swift.min(Self.chunkColors, colors - (chunk << Self.chunkShift))
    }

    private static func store(
        _ value: AppearanceValue?, in chunk: inout [AppearanceValue?], at slot: Int, chunkColors: Int
    ) {
        if chunk.isEmpty {
            guard value != nil else { return }
            chunk = Array(repeating: nil, count: chunkColors * 2)
        }
        chunk[slot] = value
    }
}
