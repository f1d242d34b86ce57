/// Computes every appearance of every color from what was written: values as they are, references
/// followed, rules applied in dependency order. A cycle is reported once, with each place in it.
struct DerivationResolver {
    private struct Key: Hashable {
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

    private let specs: [String: ColorSpec]
    private let order: [String]
    private let brokenColors: Set<String>
    private let missingDark: MissingDark
    private let chainLimit: Int
    private var resolved: [Key: AppearanceValue] = [:]
    private var absentOrFailed: Set<Key> = []
    private var inProgress: [Key] = []
    private var inProgressKeys: Set<Key> = []
    private var reportedLongChain = false
    private(set) var diagnostics: [Diagnostic] = []

    init(specs: [ColorSpec], brokenColors: Set<String> = [], missingDark: MissingDark, chainLimit: Int = PaletteLimits.standard.derivationChain) {
        self.chainLimit = chainLimit
        self.specs = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.order = specs.map(\.name)
        self.brokenColors = brokenColors
        self.missingDark = missingDark
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

    /// The value of a present appearance; nil when it is absent (high contrast not written) or failed.
    private mutating func value(_ key: Key) -> AppearanceValue? {
        if let done = resolved[key] { return done }
        if absentOrFailed.contains(key) { return nil }
        if inProgressKeys.contains(key), let start = inProgress.firstIndex(of: key) {
            reportCycle(Array(inProgress[start...]) + [key])
            return nil
        }
        guard inProgress.count < chainLimit else {
            reportLongChain(at: key)
            absentOrFailed.insert(key)
            return nil
        }
        inProgress.append(key)
        inProgressKeys.insert(key)
        let computed = compute(key)
        inProgressKeys.remove(inProgress.removeLast())
        if let computed { resolved[key] = computed } else { absentOrFailed.insert(key) }
        return computed
    }

    /// What a rule or reference reads: a missing high-contrast appearance falls back to the plain one,
    /// as it does at run time.
    private mutating func shown(_ color: String, _ appearance: Appearance) -> AppearanceValue? {
        if let present = value(Key(color: color, appearance: appearance)) { return present }
        return appearance.fallback.flatMap { value(Key(color: color, appearance: $0)) }
    }

    private mutating func compute(_ key: Key) -> AppearanceValue? {
        guard let spec = specs[key.color] else { return nil }
        if let whole = spec.wholeColor {
            guard known(whole), let target = value(Key(color: whole.name, appearance: key.appearance)) else { return nil }
            return AppearanceValue(target.color, derivation: Derivation(rule: "reference", from: whole.name, fromAppearance: key.appearance))
        }
        guard let written = spec.appearances[key.appearance]?.spec ?? missing(key, in: spec) else { return nil }
        switch written {
        case .value(let color):
            return AppearanceValue(color)
        case .reference(let reference):
            guard known(reference), let target = shown(reference.name, key.appearance) else { return nil }
            return AppearanceValue(target.color, derivation: Derivation(rule: "reference", from: reference.name, fromAppearance: key.appearance))
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
        let sourceColor = from?.name ?? key.color
        let sourceAppearance = from != nil ? key.appearance : (key.appearance == .highContrastDark ? .dark : .light)
        if let from, !known(from) { return nil }
        guard let source = shown(sourceColor, sourceAppearance) else { return nil }
        var against: RGBA?
        if case .contrast(let reference, _) = rule {
            guard known(reference), let background = shown(reference.name, key.appearance) else { return nil }
            against = background.color
        }
        switch RuleEvaluation.apply(rule, to: source.color, against: against) {
        case .success(let color):
            return AppearanceValue(color, derivation: Derivation(
                rule: rule.name, from: sourceColor, fromAppearance: sourceAppearance, parameters: rule.parameters))
        case .failure(let failure):
            diagnostics.append(.error("\(key.appearance.rawValue) of '\(key.color)': \(failure.message)", at: location))
            return nil
        }
    }

    /// Whether a reference names a color of this palette; reports it (once per place) when not.
    private mutating func known(_ reference: ColorReference) -> Bool {
        if specs[reference.name] != nil { return true }
        if brokenColors.contains(reference.name) { return false }
        let diagnostic = Diagnostic.error(
            Suggestion.unknownKey(reference.name, kind: "color", in: order, context: "name a color of this palette as \"{group.name}\""),
            at: reference.location)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        return false
    }

    /// Once per palette: resolving is depth first, so the chain's start is the first color reported.
    private mutating func reportLongChain(at key: Key) {
        guard !reportedLongChain, let first = inProgress.first, let spec = specs[first.color] else { return }
        reportedLongChain = true
        diagnostics.append(.error(
            "\(first.description) is derived through more than \(chainLimit) colors in a chain "
                + "(it reaches \(key.description)), the most palettec follows; write one of the colors along the way as a value",
            at: spec.location(of: first.appearance)))
    }

    private mutating func reportCycle(_ cycle: [Key]) {
        let places = cycle.dropLast().compactMap { key in
            specs[key.color].map { Diagnostic.Note("\(key.description) is derived here", at: $0.location(of: key.appearance)) }
        }
        guard let first = places.first else { return }
        diagnostics.append(.error(
            "these colors derive from each other in a cycle: \(cycle.map(\.description).joined(separator: " → ")); "
                + "write one of them as a value", at: first.location, notes: Array(places.dropFirst())))
    }
}
