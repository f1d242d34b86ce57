/// A color's resolved appearances, read like a dictionary: its four slots in the one table that holds
/// every value of the palette. The resolver fills that table, and each color reads its slots in place,
/// instead of holding a dictionary of its own (at 100,000 colors, 200,000 allocations and 27 MB at the
/// peak; `Benchmarks/run.sh`).
package struct AppearanceValues: Sendable {
    private var table: AppearanceValueTable
    private var first: Int

    /// The slots of the color at `color` in a table of `Appearance.count` slots per color.
    init(_ table: AppearanceValueTable, color: Int) {
        self.table = table
        self.first = color * Appearance.count
    }

    package subscript(_ appearance: Appearance) -> AppearanceValue? {
        get { table.values[first + appearance.index] }
        set {
            // Another color may read the same table: a change takes a table of its own.
            var own = Appearance.allCases.map { self[$0] }
            own[appearance.index] = newValue
            table = AppearanceValueTable(own)
            first = 0
        }
    }
}

extension AppearanceValues: Equatable {
    package static func == (left: AppearanceValues, right: AppearanceValues) -> Bool {
        Appearance.allCases.allSatisfy { left[$0] == right[$0] }
    }
}

extension AppearanceValues: ExpressibleByDictionaryLiteral {
    /// No values yet: every color the builder makes, until resolved, shares this one table.
    package static let none = AppearanceValues(AppearanceValueTable(Array(repeating: nil, count: Appearance.count)), color: 0)

    package init(dictionaryLiteral elements: (Appearance, AppearanceValue)...) {
        guard !elements.isEmpty else {
            self = .none
            return
        }
        var own = [AppearanceValue?](repeating: nil, count: Appearance.count)
        for (appearance, value) in elements { own[appearance.index] = value }
        self.init(AppearanceValueTable(own), color: 0)
    }
}

/// Every appearance of every color of one palette, `Appearance.count` slots per color in
/// `PaletteSpec.colors` order; nil where an appearance is absent or failed.
final class AppearanceValueTable: Sendable {
    let values: [AppearanceValue?]

    init(_ values: [AppearanceValue?]) {
        self.values = values
    }
}
