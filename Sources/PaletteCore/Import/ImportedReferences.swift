/// An imported palette's references and made colors followed to the values they stand for, as the
/// palette compiler follows them: a reference reads its color's value in the same appearance, or the
/// plain one where that color has no high-contrast value; a made color (`"{label} at 29%"`) makes
/// each appearance from what its colors show there, and, written for light, also the appearances the
/// palette does not write (`ValueDerivation.writtenSpec`: the dark, and a high contrast where a color
/// it reads has one of its own). A reference to no color, a cycle, or a chain through more colors
/// than the compiler follows (`PaletteLimits.derivationChain`, counted as the compiler counts it) is a
/// problem at the source's own place, found before any YAML is written; the values then serve as the
/// proof's expectations.
///
/// Iterative, each appearance resolved once, with the work list as the stack: a chain of a thousand
/// aliases costs a thousand steps and no stack.
struct ImportedReferences {
    /// Each color's value in every appearance it has one of its own in, in `colors`' order: those it
    /// writes, and those its made light makes. None where a reference leads nowhere.
    private(set) var values: [[Appearance: RGBA]]
    private(set) var diagnostics: [Diagnostic] = []

    private enum State {
        case unvisited, onPath, absent
        /// The color, and how many colors it was read through, as the compiler counts them.
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
    private let chainLimit: Int
    private let sourceDescription: String
    private var states: [State]
    private var path: [Slot] = []
    private var reportedCycles: Set<[Int]> = []
    private var reportedUnknown = false
    private var reportedLongChain = false

    init(_ colors: [(keyPath: [String], color: ImportedColor)], chainLimit: Int, sourceDescription: String) {
        self.colors = colors
        self.chainLimit = chainLimit
        self.sourceDescription = sourceDescription
        written = colors.map(\.color.written)
        indices = Dictionary(
            colors.enumerated().map { ($0.element.keyPath, $0.offset) }, uniquingKeysWith: { first, _ in first })
        values = Array(repeating: [:], count: colors.count)
        states = Array(repeating: .unvisited, count: colors.count * Appearance.count)
        for index in colors.indices {
            for appearance in Appearance.allCases {
                let slot = Slot(color: index, appearance: appearance)
                guard spec(of: slot) != nil else { continue }
                resolve(slot)
                if case .resolved(let color, _) = states[slot.index] { values[index][appearance] = color }
            }
        }
    }

    /// What the color shows in `appearance`: its own value, or the plain one it falls back to.
    func shown(_ index: Int, _ appearance: Appearance) -> RGBA? {
        values[index][appearance] ?? appearance.fallback.flatMap { values[index][$0] }
    }

    // MARK: Following

    /// What the slot says: as written, or the made color its light is, for an appearance it does not
    /// write (`implicit`: a high contrast it makes only where a color it reads has one of its own).
    private func spec(of slot: Slot) -> (value: ImportedValue, implicit: Bool)? {
        if let own = written[slot.color][slot.appearance] { return (own, false) }
        guard let light = written[slot.color][.light], case .made = light,
            MadeLight.makes(slot.appearance, writes: { written[slot.color][$0] != nil })
        else { return nil }
        return (light, true)
    }

    /// Each slot computing `slot` may read: the colors it names, in its appearance and the plain one.
    private mutating func reads(of slot: Slot) -> [Slot] {
        guard let (value, _) = spec(of: slot) else { return [] }
        return value.keyPathsRead.flatMap { keyPath -> [Slot] in
            guard let target = known(keyPath, from: slot) else { return [] }
            return [slot.appearance, slot.appearance.fallback].compactMap { appearance in
                appearance.map { Slot(color: target, appearance: $0) }
            }
        }
    }

    /// Resolves `root` after everything it reads, depth first, as `ValueDerivation.resolve` does.
    private mutating func resolve(_ root: Slot) {
        var work: [(slot: Slot, reads: [Slot]?)] = [(root, nil)]
        while let (slot, slotReads) = work.popLast() {
            if let slotReads {
                let computed = compute(slot)
                path.removeLast()
                store(computed, for: slot, reads: slotReads)
                continue
            }
            switch states[slot.index] {
            case .resolved, .absent:
                continue
            case .onPath:
                reportCycle(Array(path[path.firstIndex(of: slot)!...]))
                continue
            case .unvisited:
                path.append(slot)
                states[slot.index] = .onPath
                let slotReads = reads(of: slot)
                work.append((slot, slotReads))
                for read in slotReads.reversed() {
                    switch states[read.index] {
                    case .unvisited, .onPath: work.append((read, nil))
                    case .resolved, .absent: break
                    }
                }
            }
        }
    }

    /// The slot's value once what it reads is resolved; nil for none (a slot still on the path, in a
    /// cycle, reads none).
    private mutating func compute(_ slot: Slot) -> RGBA? {
        guard let (value, implicit) = spec(of: slot) else { return nil }
        switch value {
        case .color(let color):
            return color
        case .reference(let keyPath):
            return indices[keyPath].flatMap { resolvedShown($0, slot.appearance) }
        case .made(let source, let operation):
            guard let sourceIndex = indices[source], let sourceColor = resolvedShown(sourceIndex, slot.appearance)
            else { return nil }
            var other: RGBA?
            var otherIndex: Int?
            switch operation.operand {
            case .reference(let keyPath)?:
                guard let index = indices[keyPath], let color = resolvedShown(index, slot.appearance) else {
                    return nil
                }
                (other, otherIndex) = (color, index)
            case .color(let color)?:
                other = color
            case nil:
                break
            }
            // A high contrast the color does not write is made only where a color it reads has its own.
            if implicit, slot.appearance.fallback != nil {
                let readsOwn = [sourceIndex, otherIndex].contains { index in
                    index.map { has(Slot(color: $0, appearance: slot.appearance)) } ?? false
                }
                guard readsOwn else { return nil }
            }
            return operation.apply(to: sourceColor, toward: other)
        }
    }

    /// As the compiler counts a chain: one for the color, one more for each other color read.
    private mutating func store(_ computed: RGBA?, for slot: Slot, reads: [Slot]) {
        var length = 1
        for read in reads {
            guard case .resolved(_, let readLength) = states[read.index] else { continue }
            length = max(length, readLength + (read.color == slot.color ? 0 : 1))
        }
        guard let computed, length <= chainLimit else {
            if computed != nil { reportLongChain(at: slot.color, length: length) }
            states[slot.index] = .absent
            return
        }
        states[slot.index] = .resolved(computed, length: length)
    }

    private func has(_ slot: Slot) -> Bool {
        if case .resolved = states[slot.index] { return true }
        return false
    }

    /// What a resolved color shows in `appearance`: its own value, or the plain one.
    private func resolvedShown(_ color: Int, _ appearance: Appearance) -> RGBA? {
        for candidate in [appearance, appearance.fallback] {
            guard let candidate else { continue }
            if case .resolved(let value, _) = states[Slot(color: color, appearance: candidate).index] { return value }
        }
        return nil
    }

    /// The color `keyPath` names; nil, reported once, when it names none.
    private mutating func known(_ keyPath: [String], from slot: Slot) -> Int? {
        if let index = indices[keyPath] { return index }
        if !reportedUnknown {
            reportedUnknown = true
            diagnostics.append(
                .error(
                    "\(Self.quoted(colors[slot.color].keyPath)) refers to \(Self.quoted(keyPath)), "
                        + "which is no color of \(sourceDescription); name one of its colors",
                    at: colors[slot.color].color.place))
        }
        return nil
    }

    // MARK: Problems

    private mutating func reportLongChain(at color: Int, length: Int) {
        guard !reportedLongChain else { return }
        reportedLongChain = true
        let how = isMade(color) ? "is made" : "is an alias"
        diagnostics.append(
            .error(
                "\(Self.quoted(colors[color].keyPath)) \(how) through a chain of \(length) colors, more than the "
                    + "\(chainLimit) palettec follows; give one of the colors along the way its value instead of an "
                    + "alias",
                at: colors[color].color.place))
    }

    private func isMade(_ color: Int) -> Bool {
        written[color].values.contains { if case .made = $0 { return true } else { return false } }
    }

    /// One error for each set of colors in a cycle, at the first of them in the source, naming them in
    /// the order they read one another (the first ten, in a long one).
    private mutating func reportCycle(_ cycle: [Slot]) {
        let members = Array(Set(cycle.map(\.color))).sorted()
        guard reportedCycles.insert(members).inserted, let first = members.first,
            let start = cycle.firstIndex(where: { $0.color == first })
        else { return }
        var order: [Int] = []
        for slot in cycle[start...] + cycle[..<start] where order.last != slot.color { order.append(slot.color) }
        if order.count > 1, order.last == first { order.removeLast() }
        let names =
            order.count <= 10
            ? (order + [first]).map { Self.quoted(colors[$0].keyPath) }.joined(separator: " → ")
            : order.prefix(10).map { Self.quoted(colors[$0].keyPath) }.joined(separator: " → ")
                + " → … (\(order.count) colors in all)"
        let made = members.contains(where: isMade)
        diagnostics.append(
            .error(
                "these colors are \(made ? "made from or aliases of" : "aliases of") one another in a cycle, so none "
                    + "of "
                    + "them has a color: \(names); give one of them its value instead of "
                    + "\(made ? "a reference" : "an alias")",
                at: colors[first].color.place,
                notes: members.dropFirst().prefix(10).map {
                    Diagnostic.Note(
                        made && isMade($0) ? "a made color in the cycle" : "an alias in the cycle",
                        at: colors[$0].color.place)
                }))
    }

    static func quoted(_ keyPath: [String]) -> String {
        "'\(CommentText.singleLine(keyPath.joined(separator: ".")).abbreviated)'"
    }
}
