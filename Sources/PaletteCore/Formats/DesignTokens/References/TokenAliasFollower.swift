/// The color tokens of one merged token structure (one appearance), read: each one's type (its own,
/// its groups', or the type of the token it refers to), and its color, written out or an alias of
/// another color token. References are followed through any number of steps; one that leads to no
/// token, to a token of another type, or round to itself is an error at the place it is written, and
/// the tokens it leaves without a value are left out.
final class TokenAliasFollower {
    enum Resolution: Equatable {
        /// A color written in this token.
        /// `clipped`: how far outside the space it was converted to it lay (`WrittenColor.clipped`).
        case color(RGBA, writtenSpace: CSSColorSpace, outcome: CSSColorConversion.Outcome, clipped: Double = 0)
        /// The value of another color token, which stays a reference.
        case alias(TokenPath)
        /// A Tokens Studio modifier (`TokensStudioModify`): `base`, a color token or a color written
        /// out or computed, changed by `operation`, in this appearance.
        case made(base: TokenColorOperand, operation: ColorOperation<TokenColorOperand>)
    }

    let root: TokenGroupNode
    let entries: [TokenEntry]
    private let entryByPath: [TokenPath: Int]
    let limits: PaletteLimits
    /// Each reference followed is spent from it; once it runs out, tokens not yet resolved have no value.
    let budget: ImportBudget
    private(set) var diagnostics: [Diagnostic] = []
    /// Tokens that cannot come in as written, each with why: a color among them is skipped, and an
    /// alias of one is an error (it would change what comes in).
    private(set) var skipped: [TokenPath: TokenProblem] = [:]
    private var resolutions: [TokenPath: Resolution?] = [:]
    private var types: [TokenPath: String?] = [:]
    /// Figma alias data checked inside one another (each compares a color through its target).
    private var figmaDepth = 0
    private var reportedCycles: Set<Set<TokenPath>> = []
    private var reportedDepth = false
    /// Tokens whose Figma alias data names a variable that is no token read: each is the color it shows.
    private(set) var aliasesOutside: [TokenPath: (collection: String?, location: SourceLocation)] = [:]
    /// How many aliases lead from each resolved token to the token that has its color.
    private var distances: [TokenPath: Int] = [:]
    /// The tokens whose `rgba({…}, …)` is being computed, innermost last (one that comes round to
    /// itself is a cycle).
    private var computing: [TokenPath] = []
    /// The color each token shows, once `color(of:)` has computed it (nil: it has none).
    private var shownColors: [TokenPath: RGBA?] = [:]

    init(root: TokenGroupNode, limits: PaletteLimits, budget: ImportBudget) {
        self.root = root
        self.entries = TokenEntry.all(in: root)
        self.entryByPath = Dictionary(
            entries.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.limits = limits
        self.budget = budget
    }

    func entry(_ path: TokenPath) -> TokenEntry? {
        entryByPath[path].map { entries[$0] }
    }

    // MARK: Types

    /// The token's type, or nil when none can be determined (the format then calls the token invalid).
    /// An untyped alias takes its target's type, through any number of untyped aliases.
    func type(of path: TokenPath) -> String? {
        let walk = follow(from: path, known: { types[$0] }) { _, entry in
            if let declared = entry.declaredType?.value { return .end(declared) }
            guard case .success(.token(let target, _))? = TokenReference.of(entry.leaf, in: root) else {
                return .end(nil)
            }
            return .next(target)
        }
        for member in walk.chain + [walk.end] { types[member] = walk.value }
        return walk.value
    }

    // MARK: Colors

    /// The color token's color or alias, nil when it has none (its error reported): through a chain
    /// of aliases to the token that has a color, every token on it an alias of the next.
    func resolution(of path: TokenPath) -> Resolution? {
        let walk = follow(from: path, known: { resolutions[$0] }) { current, entry in
            if let problem = entry.leaf.problem {
                skipped[current] = problem
                return .end(nil)
            }
            switch TokensStudioModify.read(entry.leaf) {
            case .failure(let error)?:
                skipped[current] = TokenProblem(.value, current.name, error: error.diagnostic)
                return .end(nil)
            case .success(let modify)?:
                return .end(modified(entry, by: modify, at: current))
            case nil:
                break
            }
            switch TokenReference.of(entry.leaf, in: root) {
            case .failure(let error)?:
                skipped[current] = TokenProblem(.alias, current.name, error: error.diagnostic)
            case .success(.valuePart(_, _, let written))?:
                diagnostics.append(
                    .error(
                        "a color token's $ref points at a whole color (\"#/group/token/$value\"), not at a part of "
                            + "one; "
                            + "write the part in the color's own components", at: written.location))
            case nil:
                return .end(literal(entry, at: current))
            case .success(.token(let target, let written))?:
                noteLegacyReferences(in: written)
                if aliasTargetIsColor(target, written: written, from: current) { return .next(target) }
            }
            return .end(nil)
        }
        let current = walk.end
        if let referrer = walk.chain.last, let problem = skipped[current] {
            if problem.reason == .gradient {
                // An alias of a gradient is a gradient too: no color to import, nothing changed by leaving it out.
                for member in walk.chain where skipped[member] == nil {
                    skipped[member] = TokenProblem(
                        .gradient, member.name,
                        "it is an alias of \(current.reference), a gradient, which a "
                            + "palette's color cannot be", at: entry(member)?.leaf.location ?? root.location)
                }
            } else {
                reportAliasOfSkipped(referrer, current, problem)
            }
        }
        var end = walk.value
        // The end keeps what it resolved to; each token on the way is an alias of the next, as long as
        // it is within `derivationChain` references of a color (none has a value when the end has
        // none, or when the chain went round in a cycle).
        if resolutions[current] == nil { resolutions[current] = .some(end) }
        var next = current
        var distance = end == nil ? 0 : distances[current, default: 0]
        for member in walk.chain.reversed() {
            distance += 1
            if end != nil, distance > limits.derivationChain {
                reportDepth(at: member)
                end = nil
            }
            resolutions[member] = .some(end == nil ? nil : .alias(next))
            distances[member] = distance
            next = member
        }
        return resolutions[path] ?? nil
    }

    /// Whether the aliases from `path` pass through `other` (an alias of `other` there would close a cycle).
    private func aliases(_ path: TokenPath, leadTo other: TokenPath) -> Bool {
        var current = path
        for _ in 0...limits.derivationChain {
            guard current != other else { return true }
            guard case .alias(let next)?? = resolutions[current], spend(at: current) else { return false }
            current = next
        }
        return false
    }

    /// The color the token shows, through any aliases, a Tokens Studio modifier computed as Tokens
    /// Studio computes it from what its colors show; nil when it has none. Each token's color is
    /// computed once, with the work list as the stack (never by recursion: no chain of aliases and
    /// modifiers can exhaust it), each step spent from the budget; tokens that come round to
    /// themselves (a mix toward a color made from it) are a cycle, reported.
    func color(of path: TokenPath) -> RGBA? {
        if let known = shownColors[path] { return known }
        var stack = [path]
        var onStack: Set<TokenPath> = [path]
        while let top = stack.last {
            var reads: [TokenPath] = []
            let resolution = shownColors[top] == nil ? self.resolution(of: top) : nil
            switch resolution {
            case .alias(let target)?: reads = [target]
            case .made(let base, let operation)?:
                reads = [base.token, operation.operand?.token].compactMap { $0 }
            case .color?, nil: break
            }
            let unknown = reads.filter { shownColors[$0] == nil }
            if shownColors[top] == nil, !unknown.isEmpty {
                if let cycle = unknown.first(where: onStack.contains) {
                    reportCycle(Array(stack.drop { $0 != cycle }))
                    shownColors[top] = .some(nil)
                } else if spend(at: top) {
                    for read in Set(unknown).sorted() {
                        stack.append(read)
                        onStack.insert(read)
                    }
                    continue
                } else {
                    shownColors[top] = .some(nil)
                }
            }
            if shownColors[top] == nil { shownColors[top] = .some(shown(resolution)) }
            stack.removeLast()
            onStack.remove(top)
        }
        return shownColors[path] ?? nil
    }

    /// What a resolution shows once the colors it reads are known.
    private func shown(_ resolution: Resolution?) -> RGBA? {
        func color(_ operand: TokenColorOperand) -> RGBA? {
            switch operand {
            case .token(let path): return shownColors[path] ?? nil
            case .color(let color): return color
            }
        }
        switch resolution {
        case .color(let rgba, _, _, _)?: return rgba
        case .alias(let target)?: return shownColors[target] ?? nil
        case .made(let base, let operation)?:
            guard let baseColor = color(base) else { return nil }
            var other: RGBA?
            if let operand = operation.operand {
                guard let color = color(operand) else { return nil }
                other = color
            }
            return TokensStudioModify.computed(operation, from: baseColor, toward: other)
        case nil: return nil
        }
    }

    enum Step<Value> {
        case end(Value?)
        case next(TokenPath)
    }

    /// Follows references from `path` one step at a time (never by recursion, so no chain can exhaust
    /// the stack) until a token `known` has a value for, or one `step` ends at. Returns the tokens
    /// passed, each referring to the next, the last one, and its value (nil after a cycle, which is
    /// reported).
    private func follow<Value>(
        from path: TokenPath, known: (TokenPath) -> Value??,
        step: (TokenPath, TokenEntry) -> Step<Value>
    ) -> (chain: [TokenPath], end: TokenPath, value: Value?) {
        var chain: [TokenPath] = []
        var inChain: Set<TokenPath> = []
        var current = path
        while true {
            if let value = known(current) { return (chain, current, value) }
            guard let entry = entry(current) else { return (chain, current, nil) }
            switch step(current, entry) {
            case .end(let value):
                return (chain, current, value)
            case .next(let target):
                guard spend(at: current) else { return (chain, current, nil) }
                chain.append(current)
                inChain.insert(current)
                if inChain.contains(target) {
                    reportCycle(Array(chain.drop { $0 != target }))
                    return (chain, current, nil)
                }
                current = target
            }
        }
    }

    /// Spends a reference followed from the token; false once the import's budget has run out.
    private func spend(at path: TokenPath) -> Bool {
        budget.charge(1, at: entry(path)?.leaf.location ?? root.location, .reference)
    }

    /// An alias of a token palettec skips: an error, since the alias would change what comes in.
    private func reportAliasOfSkipped(_ referrer: TokenPath, _ target: TokenPath, _ problem: TokenProblem) {
        guard let entry = entry(referrer) else { return }
        let place = entry.leaf.value?.location(in: entry.leaf.file) ?? entry.leaf.ref?.location ?? entry.leaf.location
        diagnostics.append(
            .error(
                "\(referrer.reference) is an alias of \(target.reference), which palettec cannot import; give "
                    + "\(target.reference) a color palettec reads, or give \(referrer.reference) its own",
                at: place, notes: [.init(problem.diagnostic.message, at: problem.diagnostic.location)]))
    }

    /// Whether an alias leads to a color token; when not, the token is skipped, and says why.
    private func aliasTargetIsColor(_ target: TokenPath, written: Located<String>, from current: TokenPath) -> Bool {
        let skip = { (error: Diagnostic) in self.skipped[current] = TokenProblem(.alias, current.name, error: error) }
        guard let targetEntry = entry(target) else {
            let prefix = (1..<max(target.segments.count, 1)).reversed().map {
                TokenPath(Array(target.segments.prefix($0)))
            }
            .first { root.group(at: $0) != nil }
            let siblings = prefix.flatMap { root.group(at: $0) }?.members.map { $0.name } ?? root.members.map(\.name)
            let hint =
                Suggestion.closest(to: target.name, in: siblings)
                .map { "; did you mean \((prefix ?? TokenPath([])).appending($0).reference)?" } ?? ""
            let message: String
            if let group = root.group(at: target) {
                let own =
                    group[DTCGFormat.Key.root] != nil
                    ? " (its own token is \(target.appending(DTCGFormat.Key.root).reference))" : ""
                message = "\(written.value.abbreviated) is a group, not a token\(own)"
            } else {
                message = "\(written.value.abbreviated) names no token\(hint)"
            }
            skip(.error(message, at: written.location))
            return false
        }
        guard let targetType = type(of: target) else {
            // An untyped token in a cycle has no type; the cycle is the error.
            if types[target] == nil, reportedCycles.contains(where: { $0.contains(target) }) { return false }
            skip(
                .error(
                    "\(written.value.abbreviated) refers to a token with no $type; give \(target.reference) "
                        + "\"$type\": \"color\" or put it in a group that has one",
                    at: written.location, notes: [.init("\(target.reference) is here", at: targetEntry.leaf.location)]))
            return false
        }
        guard targetType == DTCGFormat.colorType else {
            skip(
                .error(
                    "\(written.value.abbreviated) refers to a \(targetType.abbreviated) token, and this is a color "
                        + "token",
                    at: written.location, notes: [.init("\(target.reference) is here", at: targetEntry.leaf.location)]))
            return false
        }
        return true
    }

    /// A cycle of references, reported once for all its tokens, at the first of them in the file.
    private func reportCycle(_ cycle: [TokenPath], holding value: String = "a color") {
        guard !cycle.isEmpty, reportedCycles.insert(Set(cycle)).inserted else { return }
        let located = cycle.compactMap { path in entry(path).map { (path, $0.leaf.location) } }.sorted { $0.1 < $1.1 }
        guard let first = located.first else { return }
        let rotated = cycle.drop { $0 != first.0 } + cycle.prefix { $0 != first.0 }
        let chain = (rotated + [first.0]).map(\.reference).joined(separator: " → ")
        diagnostics.append(
            .error(
                "references go round in a cycle (\(chain)), so none of these tokens has a value; give one of them "
                    + "\(value)",
                at: first.1, notes: located.dropFirst().map { .init("\($0.0.reference) is in the cycle", at: $0.1) }))
    }

    private func reportDepth(at path: TokenPath) {
        guard !reportedDepth, let entry = entry(path) else { return }
        reportedDepth = true
        diagnostics.append(
            .error(
                "references here are chained more than \(limits.derivationChain) deep; refer to the color "
                    + "nearer its source", at: entry.leaf.location))
    }

    // MARK: Literal colors

    private func literal(_ entry: TokenEntry, at path: TokenPath) -> Resolution? {
        guard let value = entry.leaf.value else { return nil }
        if let text = value.string, case .success(.rgba(let color, let alpha))? = TokensStudioColorText.form(of: text),
            color.reference != nil || alpha.reference != nil
        {
            noteLegacyReferences(in: Located(value: text, location: value.location(in: entry.leaf.file)))
            return computed(
                entry, color: color, alpha: alpha,
                written: Located(value: text, location: value.location(in: entry.leaf.file)))
        }
        var reader = TokenColorValueReader(file: entry.leaf.file) { [unowned self] written in self.pointee(written) }
        let read = reader.read(value)
        diagnostics.append(contentsOf: reader.warnings)
        switch read {
        case .failure(let error):
            skipped[path] = TokenProblem(ImportSkipReason(error.unreadable), path.name, error: error.diagnostic)
            return nil
        case .success(let color):
            if let target = FigmaAliasData.target(of: entry.leaf), target != entry.path, self.entry(target) == nil {
                aliasesOutside[entry.path] = (FigmaAliasData.collection(of: entry.leaf), entry.leaf.location)
            }
            if let target = FigmaAliasData.target(of: entry.leaf), target != entry.path,
                figmaDepth < FigmaAliasData.depthLimit,
                resolutions[entry.path] == nil, type(of: target) == DTCGFormat.colorType
            {
                // Marked as a color meanwhile, so alias data that leads back here ends there.
                resolutions[entry.path] = .some(
                    .color(color.rgba, writtenSpace: color.writtenSpace, outcome: color.outcome, clipped: color.clipped)
                )
                figmaDepth += 1
                let shown = self.color(of: target)
                figmaDepth -= 1
                resolutions[entry.path] = nil
                if let shown, FigmaAliasData.sameColor(shown, color.rgba), !aliases(target, leadTo: entry.path) {
                    return .alias(target)
                }
            }
            return .color(color.rgba, writtenSpace: color.writtenSpace, outcome: color.outcome, clipped: color.clipped)
        }
    }

    // MARK: Computed colors

    /// Tokens Studio's `rgba(<color>, <alpha>)` with a reference in it, computed in this appearance's
    /// tokens. A palette's reference takes a color whole, alpha too: the token stays an alias of its
    /// color when the alpha is the one that color has, and is otherwise the color computed, with a note.
    private func computed(
        _ entry: TokenEntry, color: TokensStudioColorText.Operand<WrittenColor>,
        alpha: TokensStudioColorText.Operand<Double>,
        written: Located<String>
    ) -> Resolution? {
        if computing.contains(entry.path) {
            diagnostics.append(
                .error(
                    "'\(written.value.abbreviated)' comes round to \(entry.path.reference) itself, so it has no value; "
                        + "give one of the tokens it names a color", at: written.location))
            return nil
        }
        guard computing.count < Self.computedDepthLimit else {
            diagnostics.append(
                .error(
                    "'\(written.value.abbreviated)' computes from colors computed more than \(Self.computedDepthLimit) "
                        + "deep; refer to a color nearer its source", at: written.location))
            return nil
        }
        computing.append(entry.path)
        defer { computing.removeLast() }
        let base: RGBA
        var literal: WrittenColor?
        switch color {
        case .literal(let color):
            base = color.rgba
            literal = color
        case .reference(let target):
            let reference = Located(value: target.reference, location: written.location)
            guard spend(at: entry.path), aliasTargetIsColor(target, written: reference, from: entry.path) else {
                return nil
            }
            guard let shown = self.color(of: target) else {
                if let problem = skipped[target] { reportAliasOfSkipped(entry.path, target, problem) }
                return nil
            }
            base = shown
        }
        let opacity: Double
        switch alpha {
        case .literal(let value): opacity = value
        case .reference(let target):
            guard spend(at: entry.path),
                let value = numberToken(
                    target, written: Located(value: target.reference, location: written.location), as: .alpha)
            else {
                return nil
            }
            opacity = value
        }
        let result = base.with(alpha: opacity)
        if let target = color.reference, result == base { return .alias(target) }
        diagnostics.append(
            Diagnostic(
                .note,
                "'\(written.value.abbreviated)' is computed into a color: a palette's reference takes "
                    + "its color whole, alpha too, so this token holds the color, not the reference",
                at: written.location
            )
            .of(.computed))
        let space = literal?.writtenSpace ?? WrittenColor(kept: result).writtenSpace
        return .color(result, writtenSpace: space, outcome: literal?.outcome ?? .kept)
    }

    /// `rgba()` computed inside `rgba()` at most: Tokens Studio's chains are a step or two.
    static let computedDepthLimit = 16

    // MARK: Tokens Studio modifiers

    /// A token with a Tokens Studio modifier: its `$value` (a reference to a color token, or a color
    /// written out or computed) changed by the modifier, its `value` and a mix's `color` resolved in
    /// this appearance's tokens. Nil, with the token skipped or the error reported, when one of them
    /// cannot be read.
    private func modified(_ entry: TokenEntry, by modify: TokensStudioModify, at path: TokenPath) -> Resolution? {
        let base: TokenColorOperand
        switch TokenReference.of(entry.leaf, in: root) {
        case .success(.token(let target, let written))?:
            noteLegacyReferences(in: written)
            guard aliasTargetIsColor(target, written: written, from: path) else { return nil }
            base = .token(target)
        case .success(.valuePart(_, _, let written))?:
            diagnostics.append(
                .error(
                    "a color token's $ref points at a whole color (\"#/group/token/$value\"), not at a part of one; "
                        + "write the part in the color's own components", at: written.location))
            return nil
        case .failure(let error)?:
            skipped[path] = TokenProblem(.alias, path.name, error: error.diagnostic)
            return nil
        case nil:
            switch literal(entry, at: path) {
            case .color(let color, _, _, _)?: base = .color(color)
            case .alias(let target)?: base = .token(target)
            case .made?, nil: return nil
            }
        }

        let amount: Double
        switch modify.amount {
        case .literal(let number):
            amount = number
        case .reference(let target, let written):
            noteLegacyReferences(in: written)
            guard spend(at: path), let number = numberToken(target, written: written, as: .modifierValue) else {
                return nil
            }
            amount = number
        }

        var other: TokenColorOperand?
        switch modify.color {
        case .reference(let target, let written)?:
            noteLegacyReferences(in: written)
            guard aliasTargetIsColor(target, written: written, from: path) else { return nil }
            other = .token(target)
        case .literal(let node)?:
            var reader = TokenColorValueReader(file: entry.leaf.file) { [unowned self] written in self.pointee(written)
            }
            let read = reader.read(node)
            diagnostics.append(contentsOf: reader.warnings)
            switch read {
            case .success(let color):
                other = .color(color.rgba)
            case .failure(let error):
                var problem = error.diagnostic
                problem.message = "the color its Tokens Studio modifier mixes toward: " + problem.message
                skipped[path] = TokenProblem(ImportSkipReason(error.unreadable), path.name, error: problem)
                return nil
            }
        case nil:
            break
        }
        guard let operation = modify.operation(amount: amount, toward: other) else { return nil }
        return .made(base: base, operation: operation)
    }

    /// One note for each legacy reference (`$a.b`) the text holds, which palettec reads as `{a.b}`.
    private func noteLegacyReferences(in written: Located<String>) {
        for legacy in TokensStudioColorText.legacyReferences(in: written.value) {
            let path = TokenPath.legacyReference(legacy).map(\.reference) ?? legacy
            diagnostics.append(
                Diagnostic(
                    .note,
                    "'\(legacy.abbreviated)' is Tokens Studio's legacy form of a reference, read as "
                        + "\(path.abbreviated) "
                        + "(the form Tokens Studio and the format write now)", at: written.location
                )
                .of(.legacyReference))
        }
    }

    /// What a number token is read for.
    struct NumberUse: Sendable {
        /// "a color's alpha", as messages say it.
        var meaning: String
        /// "0.4, or \"40%\"": what such a token holds.
        var examples: String
        var parse: @Sendable (String) -> Result<Double, ColorValueError>

        static let alpha = NumberUse(
            meaning: "a color's alpha", examples: "0.4, or \"40%\"", parse: ColorValueParser.alpha(number:))
        /// A Tokens Studio modifier's `value`, which it reads with JavaScript's `Number(…)`.
        static let modifierValue = NumberUse(
            meaning: "a Tokens Studio modifier's value", examples: "0.4",
            parse: { ColorValueParser.unit($0.trimmingWhitespace(), named: "the value") })
    }

    /// The number a number or opacity token holds (`0.4`), through its aliases, as `use` reads it; nil
    /// with its error reported.
    private func numberToken(_ target: TokenPath, written: Located<String>, as use: NumberUse) -> Double? {
        let meaning = use.meaning
        var current = target
        var chain: [TokenPath] = []
        var inChain: Set<TokenPath> = []
        for _ in 0...limits.derivationChain {
            guard let entry = entry(current) else {
                diagnostics.append(.error("\(written.value.abbreviated) names no token", at: written.location))
                return nil
            }
            switch TokenReference.of(entry.leaf, in: root) {
            case .success(.token(let next, _))?:
                guard spend(at: current) else { return nil }
                chain.append(current)
                inChain.insert(current)
                if inChain.contains(next) {
                    reportCycle(Array(chain.drop { $0 != next }), holding: "a number")
                    return nil
                }
                current = next
                continue
            case .success(.valuePart)?, .failure?:
                break
            case nil:
                let text: String?
                switch entry.leaf.value?.value {
                case .number(let number)?: text = number
                case .string(let string)?: text = string
                default: text = nil
                }
                if let text {
                    switch use.parse(text) {
                    case .success(let number): return number
                    case .failure(let error):
                        let through = current == target ? "" : " through \(current.reference)"
                        diagnostics.append(
                            .error(
                                "\(written.value.abbreviated) is \(meaning), and holds "
                                    + "'\(text.abbreviated)'\(through): "
                                    + "\(error.message)", at: written.location,
                                notes: [.init("\(current.reference) is here", at: entry.leaf.location)]))
                        return nil
                    }
                }
            }
            diagnostics.append(
                .error(
                    "\(written.value.abbreviated) is \(meaning), and \(current.reference) holds no number; "
                        + "refer to a number or opacity token (\(use.examples))", at: written.location,
                    notes: [.init("\(current.reference) is here", at: entry.leaf.location)]))
            return nil
        }
        reportDepth(at: target)
        return nil
    }

    /// The JSON a property-level `$ref` points at: inside another token's value, followed through
    /// that token's own references to the value written out.
    private func pointee(_ written: Located<String>) -> Result<JSONNode, DiagnosticError> {
        switch TokenReference.pointer(written, in: root) {
        case .failure(let error): return .failure(error)
        case .success(let reference):
            var (path, rest): (TokenPath, [String])
            switch reference {
            case .token(let target, _): (path, rest) = (target, [])
            case .valuePart(let target, let part, _): (path, rest) = (target, part)
            }
            for _ in 0...limits.derivationChain {
                guard let entry = entry(path) else { break }
                if case .success(.token(let next, _))? = TokenReference.of(entry.leaf, in: root), next != path {
                    path = next
                    continue
                }
                guard var node = entry.leaf.value else { break }
                for segment in rest {
                    if let members = node.object, let member = members.first(where: { $0.key == segment }) {
                        node = member.value
                    } else if let items = node.array, let index = Int(segment), items.indices.contains(index) {
                        node = items[index]
                    } else {
                        return .failure(
                            .error(
                                "\(written.value.abbreviated) points at nothing: \(path.reference)'s value has no "
                                    + "'\(segment.abbreviated)'", at: written.location))
                    }
                }
                return .success(node)
            }
            return .failure(.error("\(written.value.abbreviated) leads to no value", at: written.location))
        }
    }
}
