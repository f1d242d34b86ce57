/// Computes every appearance of every color from what was written: values as they are, references
/// followed, rules applied in dependency order. A cycle is reported once, with each place in it.
///
/// Resolving walks an explicit work list, not the call stack: what a value reads is resolved before
/// it, however long the chain, so no palette can exhaust the stack.
struct DerivationResolver {
    struct Key: Hashable {
        var color: String
        var appearance: Appearance

        var description: String { "\(color).\(appearance.rawValue)" }
    }

    /// What a color with no dark entry gets.
    enum MissingDark {
        /// The palette's `derive:` rule (invert unless it says otherwise).
        case derive(AppearanceSpec)
        /// `derive: none`.
        case isAnError
        /// `derive:` was written wrong and has been reported: nothing more to say.
        case unknown
    }

    let specs: [String: ColorSpec]
    let order: [String]
    let brokenColors: Set<String>
    let missingDark: MissingDark
    let chainLimit: Int
    let unknownColor: UnknownColor
    var resolved: [Key: AppearanceValue] = [:]
    var absentOrFailed: Set<Key> = []
    /// The values being resolved, each reading the next: a value met again on it closes a cycle.
    var path: [Key] = []
    var onPath: Set<Key> = []
    /// Colors each resolved value is derived through, its own included: 1 for a written value, or one
    /// derived from another appearance of the same color.
    var chainLengths: [Key: Int] = [:]
    /// Each cycle once, by its colors, however many appearances run through it.
    var reportedCycles: Set<[String]> = []
    var reportedUnknownColors: Set<SourceLocation> = []
    var reportedLongChain = false
    private(set) var diagnostics: [Diagnostic] = []

    init(
        specs: [ColorSpec], brokenColors: Set<String> = [], missingDark: MissingDark,
        chainLimit: Int = PaletteLimits.standard.derivationChain, unknownColor: UnknownColor = UnknownColor()
    ) {
        self.specs = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.order = specs.map(\.name)
        self.brokenColors = brokenColors
        self.missingDark = missingDark
        self.chainLimit = chainLimit
        self.unknownColor = unknownColor
    }

    /// Each color's present appearances: light and dark always, high contrast where written.
    mutating func resolveAll() -> [String: [Appearance: AppearanceValue]] {
        var result: [String: [Appearance: AppearanceValue]] = [:]
        for name in order {
            var appearances: [Appearance: AppearanceValue] = [:]
            for appearance in Appearance.allCases {
                appearances[appearance] = value(Key(color: name, appearance: appearance))
            }
            result[name] = appearances
        }
        return result
    }

    /// The value of a present appearance; nil when it is absent (high contrast not written), failed, or
    /// still being resolved (a cycle, already reported).
    mutating func value(_ key: Key) -> AppearanceValue? {
        if let done = resolved[key] { return done }
        if absentOrFailed.contains(key) || onPath.contains(key) { return nil }
        resolve(key)
        return resolved[key]
    }

    /// Resolves `root` after everything it reads, depth first, with the work list as the stack.
    private mutating func resolve(_ root: Key) {
        var work: [(key: Key, readsAreDone: Bool)] = [(root, false)]
        while let (key, readsAreDone) = work.popLast() {
            if readsAreDone {
                // Still on the path while computed: a value that reads itself (a cycle) reads nil.
                let computed = compute(key)
                path.removeLast()
                onPath.remove(key)
                store(computed, for: key)
                continue
            }
            if resolved[key] != nil || absentOrFailed.contains(key) { continue }
            if onPath.contains(key) {
                reportCycle(Array(path[path.firstIndex(of: key)!...]) + [key])
                continue
            }
            path.append(key)
            onPath.insert(key)
            work.append((key, true))
            for read in reads(of: key).reversed() where resolved[read] == nil && !absentOrFailed.contains(read) {
                work.append((read, false))
            }
        }
    }

    private mutating func store(_ computed: AppearanceValue?, for key: Key) {
        let length = reads(of: key).compactMap { read in
            chainLengths[read].map { $0 + (read.color == key.color ? 0 : 1) }
        }.max() ?? 1
        guard let computed, length <= chainLimit else {
            if computed != nil { reportLongChain(from: key) }
            absentOrFailed.insert(key)
            return
        }
        resolved[key] = computed
        chainLengths[key] = length
    }

    /// What a rule or reference reads: a missing high-contrast appearance falls back to the plain one,
    /// as it does at run time.
    mutating func shown(_ color: String, _ appearance: Appearance) -> AppearanceValue? {
        if let present = value(Key(color: color, appearance: appearance)) { return present }
        return appearance.fallback.flatMap { value(Key(color: color, appearance: $0)) }
    }

    private mutating func compute(_ key: Key) -> AppearanceValue? {
        guard let spec = specs[key.color] else { return nil }
        if let whole = spec.wholeColor {
            guard known(whole), let target = value(Key(color: whole.name, appearance: key.appearance)) else { return nil }
            return AppearanceValue(target.color, derivation: Derivation(rule: .reference, from: whole.name, fromAppearance: key.appearance))
        }
        guard let written = spec.appearances[key.appearance]?.spec ?? missing(key, in: spec) else { return nil }
        switch written {
        case .value(let color):
            return AppearanceValue(color)
        case .reference(let reference):
            guard known(reference), let target = shown(reference.name, key.appearance) else { return nil }
            return AppearanceValue(target.color, derivation: Derivation(rule: .reference, from: reference.name, fromAppearance: key.appearance))
        case .rule(let rule, let from):
            return apply(rule, from: from, for: key, at: spec.location(of: key.appearance))
        }
    }

    /// A dark entry that was not written is derived by the palette's rule; high contrast stays absent.
    private mutating func missing(_ key: Key, in spec: ColorSpec) -> AppearanceSpec? {
        guard key.appearance == .dark else { return nil }
        switch missingDark {
        case .derive(let rule):
            return rule
        case .isAnError:
            diagnostics.append(.error(
                "color '\(key.color)' has no dark entry, and 'derive: none' asks for every dark entry to be written; "
                    + "add 'dark:' or set 'derive:' to a rule such as invert", at: spec.location))
            return nil
        case .unknown:
            return nil
        }
    }

    private mutating func apply(_ rule: DerivationRule, from: ColorReference?, for key: Key, at location: SourceLocation) -> AppearanceValue? {
        let source = Self.source(of: key, from: from)
        if let from, !known(from) { return nil }
        guard let sourceValue = shown(source.color, source.appearance) else { return nil }
        var against: RGBA?
        if case .contrast(let reference, _) = rule {
            guard known(reference), let background = shown(reference.name, key.appearance) else { return nil }
            against = background.color
        }
        switch RuleEvaluation.apply(rule, to: sourceValue.color, against: against) {
        case .success(let color):
            return AppearanceValue(color, derivation: Derivation(
                rule: rule.kind, from: source.color, fromAppearance: source.appearance, parameters: rule.parameters))
        case .failure(let failure):
            diagnostics.append(.error("\(key.appearance.rawValue) of '\(key.color)': \(failure.message)", at: location))
            return nil
        }
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
