/// The resolve stage: computes every appearance of every color from what was written: values as they
/// are, references followed, rules applied in dependency order. A cycle is reported once, with each
/// place in it.
///
/// Resolving walks an explicit work list, not the call stack: what a value reads is resolved before
/// it, however long the chain, so no palette can exhaust the stack. Values are kept in flat arrays
/// indexed by color and appearance; a name is looked up once per reference.
struct ValueDerivation {
    /// One appearance of one color, by the color's place in `PaletteSpec.colors`.
    struct Key: Hashable {
        var color: Int
        var appearance: Appearance

        var slot: Int { color &* Appearance.count &+ appearance.index }
    }

    /// What each color wrote: a chunk is freed once every color in it is resolved, since nothing reads
    /// a resolved color's spec again.
    var specs: ChunkedArray<ColorSpec>
    /// Each color's name, kept whole: references and messages name colors whose specs are gone.
    let names: [String]
    /// The palette file, whose places the specs mark.
    let file: String
    /// Each color name → its index in `specs` (the first, should a name repeat).
    let indices: ColorNameIndex
    let brokenColors: Set<String>
    let missingDark: MissingDark
    let chainLimit: Int
    let unknownColor: UnknownColor
    /// Each rule's work across the palette beyond `apply` (`Rule.paletteStep`), where it has any.
    let ruleSteps: [RuleKind: any RulePaletteStep]
    var state: [SlotState]
    var resolved: AppearanceSlots
    /// Colors each resolved value is derived through, its own included: 1 for a written value, or one
    /// derived from another appearance of the same color. 32 bits: a chain is at most as long as the
    /// palette has colors.
    var chainLengths: [UInt32]
    /// The values being resolved, each reading the next: a value met again on it closes a cycle.
    var path: [Key] = []
    /// Each cycle once, by its colors, however many appearances run through it.
    var reportedCycles: Set<[String]> = []
    var reportedUnknownColors: Set<SourceLocation> = []
    var reportedLongChain = false
    private(set) var diagnostics: [Diagnostic] = []
    /// Colors each rule's palette step sets aside for its one warning about the palette.
    var paletteWarningItems: [PaletteWarningItem] = []

    enum SlotState: UInt8 {
        case unvisited, onPath, resolved, absentOrFailed
    }

    /// Every present appearance of every color of `spec`, in the order of `spec.colors`, which it takes
    /// over and frees as it goes: `spec.colors` is left empty.
    static func resolve(
        _ spec: inout PaletteSpec, chainLimit: Int = PaletteLimits.standard.derivationChain
    ) -> Staged<[AppearanceValues]> {
        let specs = spec.colors
        spec.colors = ChunkedArray()
        var resolver = ValueDerivation(
            specs: specs, names: spec.colorNames, file: spec.path, brokenColors: spec.brokenColors,
            missingDark: spec.missingDark, chainLimit: chainLimit, unknownColor: spec.unknownColor,
            ruleSteps: ruleSteps(of: spec))
        let values = resolver.resolveAll()
        resolver.reportPaletteWarnings()
        return Staged(value: values, diagnostics: resolver.diagnostics)
    }

    init(
        specs: ChunkedArray<ColorSpec>, names: [String], file: String, brokenColors: Set<String> = [],
        missingDark: MissingDark,
        chainLimit: Int = PaletteLimits.standard.derivationChain, unknownColor: UnknownColor = UnknownColor(),
        ruleSteps: [RuleKind: any RulePaletteStep] = [:]
    ) {
        self.ruleSteps = ruleSteps
        self.specs = specs
        self.names = names
        self.file = file
        self.indices = ColorNameIndex(names)
        self.brokenColors = brokenColors
        self.missingDark = missingDark
        self.chainLimit = chainLimit
        self.unknownColor = unknownColor
        let slots = specs.count * Appearance.count
        state = Array(repeating: .unvisited, count: slots)
        resolved = AppearanceSlots(colors: specs.count)
        chainLengths = Array(repeating: 0, count: slots)
    }

    /// Each color's present appearances: light and dark always, high contrast where written. They are
    /// resolved in order, so diagnostics come in source order; the table of values is handed over
    /// whole, not copied.
    mutating func resolveAll() -> [AppearanceValues] {
        for color in specs.indices {
            for appearance in Appearance.allCases { _ = value(Key(color: color, appearance: appearance)) }
            specs.releaseChunks(before: color + 1)
        }
        let table = AppearanceValueTable(resolved)
        resolved = AppearanceSlots(colors: 0)
        return specs.indices.map { AppearanceValues(table, color: $0) }
    }

    /// The value of a present appearance; nil when it is absent (high contrast not written), failed, or
    /// still being resolved (a cycle, already reported).
    mutating func value(_ key: Key) -> AppearanceValue? {
        if state[key.slot] == .unvisited { resolve(key) }
        return resolved[key.color, key.appearance]
    }

    /// Resolves `root` after everything it reads, depth first, with the work list as the stack.
    private mutating func resolve(_ root: Key) {
        // Most values need no work list: a written value is itself, and a high-contrast appearance not
        // written is absent (only a missing dark is derived).
        if specs[root.color].wholeColor == nil {
            switch specs[root.color].appearances[root.appearance]?.spec {
            case .value(let color)?:
                store(AppearanceValue(color), for: root, reads: ReadKeys())
                return
            case nil where root.appearance.fallback != nil && writtenSpec(root) == nil:
                state[root.slot] = .absentOrFailed
                return
            default:
                break
            }
        }
        let rootReads = reads(of: root)
        if rootReads.isEmpty {
            // Nor does one that reads no other value (a name that is no color's, reported when computed).
            path.append(root)
            state[root.slot] = .onPath
            let computed = compute(root)
            path.removeLast()
            store(computed, for: root, reads: rootReads)
            return
        }
        // A key is pushed without its reads, and again with them once they are pushed above it.
        var work: [(key: Key, reads: ReadKeys?)] = [(root, nil)]
        while let (key, keyReads) = work.popLast() {
            if let keyReads {
                // Still on the path while computed: a value that reads itself (a cycle) reads nil.
                let computed = compute(key)
                path.removeLast()
                store(computed, for: key, reads: keyReads)
                continue
            }
            switch state[key.slot] {
            case .resolved, .absentOrFailed:
                continue
            case .onPath:
                reportCycle(Array(path[path.firstIndex(of: key)!...]) + [key])
                continue
            case .unvisited:
                path.append(key)
                state[key.slot] = .onPath
                let keyReads = reads(of: key)
                work.append((key, keyReads))
                for read in keyReads.reversed() where state[read.slot] == .unvisited || state[read.slot] == .onPath {
                    work.append((read, nil))
                }
            }
        }
    }

    /// `reads`: `reads(of: key)`, already listed.
    private mutating func store(_ computed: AppearanceValue?, for key: Key, reads: ReadKeys) {
        var length = 1
        for read in reads where state[read.slot] == .resolved {
            length = max(length, Int(chainLengths[read.slot]) + (read.color == key.color ? 0 : 1))
        }
        guard let computed, length <= chainLimit else {
            if computed != nil { reportLongChain(from: key) }
            state[key.slot] = .absentOrFailed
            return
        }
        state[key.slot] = .resolved
        resolved[key.color, key.appearance] = computed
        chainLengths[key.slot] = UInt32(clamping: length)
    }

    /// What a rule or reference reads: a missing high-contrast appearance falls back to the plain one,
    /// as it does at run time.
    mutating func shown(_ color: Int, _ appearance: Appearance) -> AppearanceValue? {
        if let present = value(Key(color: color, appearance: appearance)) { return present }
        return appearance.fallback.flatMap { value(Key(color: color, appearance: $0)) }
    }

    /// Reads the spec's fields where it needs them: a copy of the whole `ColorSpec` per value retains
    /// a dozen references.
    private mutating func compute(_ key: Key) -> AppearanceValue? {
        if let whole = specs[key.color].wholeColor {
            guard let target = known(whole), let value = value(Key(color: target, appearance: key.appearance)) else {
                return nil
            }
            return AppearanceValue(
                value.color, derivation: Derivation(rule: .reference, from: whole.name, fromAppearance: key.appearance))
        }
        let isImplicit =
            specs[key.color].appearances[key.appearance] == nil && key.appearance == .dark
            && missingDark == .implicitInvert
        guard let written = writtenSpec(key) ?? missing(key) else { return nil }
        switch written {
        case .value(let color):
            return AppearanceValue(color)
        case .reference(let reference):
            guard let target = known(reference), let value = shown(target, key.appearance) else { return nil }
            return AppearanceValue(
                value.color,
                derivation: Derivation(rule: .reference, from: reference.name, fromAppearance: key.appearance))
        case .made(let made):
            return make(made, for: key)
        case .rule(let rule, let from):
            let derived = apply(rule, from: from, for: key, at: location(of: key))
            if isImplicit, let derived, let light = value(Key(color: key.color, appearance: .light)) {
                warnIfHueTurns(from: light.color, to: derived.color, key: key)
            }
            return derived
        }
    }

    /// A dark entry that was not written is derived by the palette's rule; high contrast stays absent.
    private mutating func missing(_ key: Key) -> AppearanceSpec? {
        guard key.appearance == .dark else { return nil }
        switch missingDark {
        case .derive, .implicitInvert:
            return missingDark.rule
        case .isAnError:
            diagnostics.append(
                .error(
                    "color '\(names[key.color])' has no dark entry, and "
                        + "\(PaletteKey.derive.quoted(PaletteKey.noDerivedDark)) asks for every dark entry to be "
                        + "written; add \(Appearance.dark.quoted) or set \(PaletteKey.derive.quoted) to a rule such as "
                        + "invert",
                    at: location(specs[key.color].mark)))
            return nil
        case .unknown:
            return nil
        }
    }

    private mutating func apply(
        _ rule: DerivationRule, from: ColorReference?, for key: Key, at location: SourceLocation
    ) -> AppearanceValue? {
        guard let source = source(of: key, from: from), let sourceValue = shown(source.color, source.appearance) else {
            return nil
        }
        var against: RGBA?
        if let reference = rule.rule.counterpart {
            guard let background = known(reference), let value = shown(background, key.appearance) else { return nil }
            against = value.color
        }
        let outcome: RuleOutcome
        if let step = ruleSteps[rule.kind] {
            let target = RuleTarget(
                color: key.color, appearance: key.appearance,
                isWrittenOnColor: specs[key.color].appearances[key.appearance] != nil, location: location)
            guard
                let stepped = step.derive(
                    rule.rule, from: sourceValue.color, counterpart: against, for: target, in: &self)
            else { return nil }
            outcome = stepped
        } else {
            let value = RuleEvaluation.apply(rule, to: sourceValue.color, against: against, for: key.appearance)
            outcome = RuleOutcome(rule: rule, value: value, note: nil)
        }
        let rule = outcome.rule
        switch outcome.value {
        case .success(let color):
            return AppearanceValue(
                color,
                derivation: Derivation(
                    rule: rule.kind, from: names[source.color], fromAppearance: source.appearance,
                    parameters: outcome.note.map { rule.parameters.merging($0.parameters) { $1 } } ?? rule.parameters,
                    note: outcome.note))
        case .failure(let failure):
            diagnostics.append(
                .error("\(key.appearance.rawValue) of '\(names[key.color])': \(failure.message)", at: location))
            return nil
        }
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func reportForPalette(_ item: PaletteWarningItem) {
        paletteWarningItems.append(item)
    }

    /// Each rule's one warning about the palette, the rules in the order they first set a color aside.
    mutating func reportPaletteWarnings() {
        var kinds: [RuleKind] = []
        for item in paletteWarningItems where !kinds.contains(item.rule) { kinds.append(item.rule) }
        for kind in kinds {
            let items = paletteWarningItems.filter { $0.rule == kind }
            if let warning = ruleSteps[kind]?.paletteWarning(about: items, names: names) { diagnostics.append(warning) }
        }
        paletteWarningItems = []
    }
}
