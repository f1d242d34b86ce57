/// Why an import left a color out and went on: the token or entry could not come in as it is, and
/// nothing else depends on it. Each skip is a warning at its place naming it and why (an error with
/// `--strict`), grouped per file when printed, and counted by reason in the import's summary line.
enum ImportSkipReason: String, CaseIterable, Sendable, Comparable {
    /// A gradient, or an alias of one: no color at all.
    case gradient
    /// A color computed by a function palettec does not compute: `set_chroma(…)`.
    case function
    /// A value palettec cannot read as a color, or a Tokens Studio modifier it cannot read (an unknown
    /// type or space, an amount that is not a number from 0 to 1).
    case value
    /// An alias that names no token, a group, or a token that is no color.
    case alias
    /// A name the palette cannot hold: too long, or with characters a palette key or reference cannot take.
    case name
    /// A color defined only in an appearance other than light (a palette color needs a light value).
    case noLight
    /// A token whose JSON the format does not allow (a token holding a group).
    case structure

    /// A value the reader could not read: a gradient or a function when it says so.
    init(_ unreadable: UnreadableValue?) {
        switch unreadable {
        case .gradient?: self = .gradient
        case .function?: self = .function
        case nil: self = .value
        }
    }

    /// "3 functions": the count as the summary line says it.
    func counted(_ count: Int) -> String {
        let noun: (String, String)
        switch self {
        case .gradient: noun = ("gradient", "gradients")
        case .function: noun = ("function", "functions")
        case .value: noun = ("unreadable value", "unreadable values")
        case .alias: noun = ("broken alias", "broken aliases")
        case .name: noun = ("name", "names")
        case .noLight: noun = ("without light", "without light")
        case .structure: noun = ("malformed token", "malformed tokens")
        }
        return "\(count) \(count == 1 ? noun.0 : noun.1)"
    }

    /// "'a.b' is skipped: …": how a skip's warning names what was left out; with `--strict`, the error
    /// says it "cannot be imported".
    static func skipping(_ name: String, strict: Bool = false) -> String {
        "'\(CommentText.singleLine(name).abbreviated)' " + (strict ? strictPhrase : skippedPhrase) + ": "
    }

    static let skippedPhrase = "is skipped"
    static let strictPhrase = "cannot be imported"

    static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How many colors an import skipped, by reason.
package struct ImportSkips: Hashable, Sendable {
    private(set) var counts: [ImportSkipReason: Int] = [:]

    init() {}

    var total: Int { counts.values.reduce(0, +) }

    mutating func add(_ reason: ImportSkipReason, _ count: Int = 1) {
        guard count > 0 else { return }
        counts[reason, default: 0] += count
    }

    mutating func add(_ other: ImportSkips) {
        for (reason, count) in other.counts { add(reason, count) }
    }

    /// "12 skipped: 7 names, 5 unreadable values", nil for none.
    package var summary: String? {
        guard total > 0 else { return nil }
        let parts = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { $0.key.counted($0.value) }
        return "\(total) skipped: " + parts.joined(separator: ", ")
    }
}
