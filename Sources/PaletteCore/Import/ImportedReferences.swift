/// An imported palette's references followed to the values they stand for, as the palette compiler
/// follows them: a reference reads its color's value in the same appearance, or the plain one where
/// that color has no high-contrast value. A reference to no color, a cycle, or a chain through more
/// colors than the compiler follows (`PaletteLimits.derivationChain`) is a problem at the source's
/// own place, found before any YAML is written; the values then serve as the proof's expectations.
///
/// Iterative, each appearance resolved once: a chain of a thousand aliases costs a thousand steps
/// and no stack.
struct ImportedReferences {
    /// Each color's value in every appearance it writes, in `colors`' order; nil where it has none
    /// (a reference that leads nowhere).
    private(set) var values: [[Appearance: RGBA]]
    private(set) var diagnostics: [Diagnostic] = []

    private enum State {
        case unvisited, onPath, failed
        /// The color, and how many colors it was read through, its own included.
        case resolved(RGBA, length: Int)
    }

    private struct Slot: Hashable {
        var color: Int
        var appearance: Appearance

        /// Its place in `states`.
        var index: Int { color &* Appearance.count &+ appearance.index }
    }

    private let colors: [(keyPath: [String], color: ImportedColor)]
    private let written: [[Appearance: ImportedValue]]
    private let indices: [[String]: Int]
    private var states: [State]
    private var reportedCycles: Set<[Int]> = []

    init(_ colors: [(keyPath: [String], color: ImportedColor)], chainLimit: Int, sourceDescription: String) {
        self.colors = colors
        written = colors.map(\.color.written)
        indices = Dictionary(
            colors.enumerated().map { ($0.element.keyPath, $0.offset) }, uniquingKeysWith: { first, _ in first })
        values = Array(repeating: [:], count: colors.count)
        states = Array(repeating: .unvisited, count: colors.count * Appearance.count)
        var reportedUnknown = false
        var reportedLongChain = false
        for index in colors.indices {
            for appearance in Appearance.allCases where written[index][appearance] != nil {
                let slot = Slot(color: index, appearance: appearance)
                resolve(slot, sourceDescription: sourceDescription, reportedUnknown: &reportedUnknown)
                guard case .resolved(let color, let length) = states[slot.index] else { continue }
                values[index][appearance] = color
                if length > chainLimit, !reportedLongChain {
                    reportedLongChain = true
                    diagnostics.append(
                        .error(
                            "\(Self.quoted(colors[index].keyPath)) is an alias through a chain of \(length) colors, more than the "
                                + "\(chainLimit) palettec follows; give one of the colors along the way its value instead of an alias",
                            at: colors[index].color.place))
                }
            }
        }
    }

    /// What the color shows in `appearance`: its own value, or the plain one it falls back to.
    func shown(_ index: Int, _ appearance: Appearance) -> RGBA? {
        values[index][appearance] ?? appearance.fallback.flatMap { values[index][$0] }
    }

    private mutating func resolve(_ start: Slot, sourceDescription: String, reportedUnknown: inout Bool) {
        var path: [Slot] = []
        var slot = start
        var ending: State
        while true {
            switch states[slot.index] {
            case .resolved, .failed:
                ending = states[slot.index]
            case .onPath:
                reportCycle(Array(path[path.firstIndex(of: slot)!...]))
                ending = .failed
            case .unvisited:
                states[slot.index] = .onPath
                path.append(slot)
                switch written[slot.color][slot.appearance] {
                case .color(let color)?:
                    ending = .resolved(color, length: 0)
                case .reference(let keyPath)?:
                    guard let target = indices[keyPath] else {
                        if !reportedUnknown {
                            reportedUnknown = true
                            diagnostics.append(
                                .error(
                                    "\(Self.quoted(colors[slot.color].keyPath)) refers to \(Self.quoted(keyPath)), "
                                        + "which is no color of \(sourceDescription); name one of its colors",
                                    at: colors[slot.color].color.place))
                        }
                        ending = .failed
                        break
                    }
                    let appearance =
                        written[target][slot.appearance] != nil
                        ? slot.appearance : slot.appearance.fallback ?? slot.appearance
                    slot = Slot(color: target, appearance: appearance)
                    continue
                case nil:
                    ending = .failed
                }
            }
            break
        }
        // Each color along the path reads the one after it: one more color in its chain.
        for (step, visited) in path.reversed().enumerated() {
            switch ending {
            case .resolved(let color, let length): states[visited.index] = .resolved(color, length: length + step + 1)
            default: states[visited.index] = .failed
            }
        }
    }

    /// One error for each set of colors in a cycle, at the first of them in the source, naming them in
    /// the order they read one another (the first ten, in a long one).
    private mutating func reportCycle(_ cycle: [Slot]) {
        let members = Array(Set(cycle.map(\.color))).sorted()
        guard reportedCycles.insert(members).inserted, let first = members.first,
            let start = cycle.firstIndex(where: { $0.color == first })
        else { return }
        let order = (cycle[start...] + cycle[..<start]).map(\.color)
        let names =
            order.count <= 10
            ? (order + [first]).map { Self.quoted(colors[$0].keyPath) }.joined(separator: " → ")
            : order.prefix(10).map { Self.quoted(colors[$0].keyPath) }.joined(separator: " → ")
                + " → … (\(order.count) colors in all)"
        diagnostics.append(
            .error(
                "these colors are aliases of one another in a cycle, so none of them has a color: \(names); "
                    + "give one of them its value instead of an alias",
                at: colors[first].color.place,
                notes: members.dropFirst().prefix(10).map {
                    Diagnostic.Note("an alias in the cycle", at: colors[$0].color.place)
                }))
    }

    static func quoted(_ keyPath: [String]) -> String {
        "'\(CommentText.singleLine(keyPath.joined(separator: ".")).abbreviated)'"
    }
}
