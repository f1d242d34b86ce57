/// Puts the appearances' resolved tokens together into one `TokenImport`: groups and color tokens
/// in the order they first appear (light's file order first), each token's value per appearance, an
/// alias kept only when it leads to a token that is imported too (a token from a Tokens Studio
/// `source` set is not: the alias becomes the color it shows). A color token that cannot come in as
/// written, in any appearance, is skipped with its warning; an alias of it is an error.
struct TokenImportBuilder {
    let resolvers: [(Appearance, TokenAliasFollower)]
    let limits: PaletteLimits
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var skipped = TokenSkipCounts()
    /// Color tokens left out, by reason.
    private(set) var skips = ImportSkips()
    private var imported: Set<TokenPath> = []
    /// Every color token read to be imported, before any is skipped.
    private(set) var colorTokensRead = 0
    /// Why each skipped color token is: an alias of one is an error.
    private var skippedColors: [TokenPath: TokenProblem] = [:]

    init(resolvers: [(Appearance, TokenAliasFollower)], limits: PaletteLimits) {
        self.resolvers = resolvers
        self.limits = limits
    }

    mutating func build() -> TokenImportGroup {
        countTypes()
        colorTokensRead = imported.count
        skipUnreadable()
        let order = OrderedGroup(path: TokenPath([]))
        for (_, resolver) in resolvers { order.add(resolver.root, path: TokenPath([]), importing: imported) }
        var root = group(order)
        if imported.count > limits.colors {
            diagnostics.append(
                .error(
                    "the tokens hold \(imported.count) colors, over the \(limits.colors) palettec reads in one "
                        + "palette; "
                        + "import them in parts", at: root.location))
            root.members = []
        }
        return root
    }

    /// Which tokens are imported (a color in some appearance, not only for reference), and how many
    /// of the others there are, by the type they first have.
    private mutating func countTypes() {
        var firstType: [TokenPath: String] = [:]
        var order: [TokenPath] = []
        for (_, resolver) in resolvers {
            for entry in resolver.entries where !entry.leaf.referenceOnly {
                let type = resolver.type(of: entry.path)
                if type == DTCGFormat.colorType { imported.insert(entry.path) }
                if firstType[entry.path] == nil {
                    firstType[entry.path] = type ?? ""
                    order.append(entry.path)
                }
            }
        }
        for path in order where !imported.contains(path) {
            let type = firstType[path] ?? ""
            if type.isEmpty { skipped.untyped += 1 } else { skipped.byType[type, default: 0] += 1 }
        }
    }

    /// Leaves out, with a warning each, the color tokens that cannot come in as written in some
    /// appearance, and those with no light value where the tokens have a light appearance.
    private mutating func skipUnreadable() {
        let light = resolvers.first { $0.0 == .light }?.1
        for path in orderedImports() {
            var problem: TokenProblem?
            for (_, resolver) in resolvers
            where resolver.entry(path) != nil && resolver.type(of: path) == DTCGFormat.colorType {
                _ = resolver.resolution(of: path)
                if let found = resolver.skipped[path] {
                    problem = found
                    break
                }
            }
            if problem == nil, let light, light.entry(path) == nil, let first = firstEntry(path) {
                let others = resolvers.filter { $0.1.entry(path) != nil }.map(\.0.rawValue).joined(separator: ", ")
                problem = TokenProblem(
                    .noLight, path.name,
                    "it has no light value in these tokens, only \(others), and a palette's "
                        + "color starts from light; add a light value (or correct its name, if it is another token's)",
                    at: first.leaf.location)
            }
            guard let problem else { continue }
            skippedColors[path] = problem
            imported.remove(path)
            skips.add(problem.reason)
            diagnostics.append(problem.diagnostic)
        }
    }

    /// The imported tokens in the order they first appear.
    private func orderedImports() -> [TokenPath] {
        var seen: Set<TokenPath> = []
        return resolvers.flatMap { $0.1.entries.map(\.path) }.filter {
            imported.contains($0) && seen.insert($0).inserted
        }
    }

    private func firstEntry(_ path: TokenPath) -> TokenEntry? {
        resolvers.lazy.compactMap { $0.1.entry(path) }.first
    }

    // MARK: Output

    private mutating func group(_ ordered: OrderedGroup) -> TokenImportGroup {
        var metadata: TokenGroupNode?
        for (_, resolver) in resolvers {
            if let group = resolver.root.group(at: ordered.path) {
                metadata = group
                break
            }
        }
        var result = TokenImportGroup(
            path: ordered.path, description: metadata?.description, deprecated: metadata?.deprecated,
            extensions: metadata?.extensions.map(TokenExtensions.init),
            location: metadata?.location ?? .whole(""), members: [])
        for child in ordered.children {
            switch child {
            case .group(let childGroup):
                let built = group(childGroup)
                if !built.members.isEmpty { result.members.append(.group(built)) }
            case .token(let path):
                if let token = token(path) { result.members.append(.color(token)) }
            }
        }
        return result
    }

    private mutating func token(_ path: TokenPath) -> ImportedColorToken? {
        var token: ImportedColorToken?
        var missing: [Appearance] = []
        for (appearance, resolver) in resolvers {
            guard let entry = resolver.entry(path), resolver.type(of: path) == DTCGFormat.colorType else {
                if resolver.entry(path) == nil { missing.append(appearance) }
                continue
            }
            if token == nil {
                token = ImportedColorToken(
                    path: path, values: [:], description: entry.leaf.description, deprecated: entry.deprecated,
                    extensions: entry.leaf.extensions.map(TokenExtensions.init), location: entry.leaf.location)
            }
            guard let resolution = resolver.resolution(of: path) else { continue }
            let kind: TokenColorValue.Kind
            switch resolution {
            case .made(let base, let operation):
                guard let made = made(path, entry, base, operation, in: resolver) else { continue }
                kind = made
            case .color(let rgba, let space, let outcome, let clipped):
                kind = .color(rgba)
                noteConversion(
                    path, rgba, space, outcome, clipped: clipped,
                    at: entry.leaf.value?.location(in: entry.leaf.file) ?? entry.leaf.location)
            case .alias(let target):
                if imported.contains(target) {
                    kind = .alias(target)
                } else if let problem = skippedColors[target] {
                    diagnostics.append(
                        .error(
                            "\(path.reference) is an alias of \(target.reference), which palettec cannot import in "
                                + "every "
                                + "appearance; give \(target.reference) colors palettec reads, or give "
                                + "\(path.reference) its own",
                            at: entry.leaf.value?.location(in: entry.leaf.file) ?? entry.leaf.location,
                            notes: [.init(problem.diagnostic.message, at: problem.diagnostic.location)]))
                    continue
                } else if let shown = resolver.color(of: target) {
                    kind = .color(shown)
                } else {
                    continue
                }
            }
            token?.values[appearance] = TokenColorValue(kind: kind, location: entry.leaf.location)
        }
        guard let token, !token.values.isEmpty else { return nil }
        do {
            for appearance in missing where appearance == .light || appearance == .dark {
                let others = token.values.keys.sorted().map(\.rawValue).joined(separator: ", ")
                diagnostics.append(
                    .warning(
                        "\(path.reference) has no \(appearance.rawValue) value in these tokens, only \(others); "
                            + "add one for \(appearance.rawValue)", at: token.location
                    ).of(.missingAppearance))
            }
        }
        return token
    }

    /// A token with a Tokens Studio modifier in one appearance: a made color where a palette's says the
    /// same (its color an imported token, a mix's other color an imported token or a color, and a mix
    /// the same mixed CSS's way), else the color Tokens Studio computes, with a note saying why. Nil,
    /// with the error reported, when a color it reads cannot be imported or it has no color.
    private mutating func made(
        _ path: TokenPath, _ entry: TokenEntry, _ base: TokenColorOperand,
        _ operation: ColorOperation<TokenColorOperand>, in resolver: TokenAliasFollower
    ) -> TokenColorValue.Kind? {
        let place = entry.leaf.value?.location(in: entry.leaf.file) ?? entry.leaf.location
        for target in [base.token, operation.operand?.token].compactMap({ $0 }) {
            guard let problem = skippedColors[target] ?? resolver.skipped[target] else { continue }
            diagnostics.append(
                .error(
                    "\(path.reference) is made from \(target.reference) by its Tokens Studio modifier, and palettec "
                        + "cannot "
                        + "import \(target.reference); give \(target.reference) a color palettec reads, or give "
                        + "\(path.reference) its own", at: place,
                    notes: [.init(problem.diagnostic.message, at: problem.diagnostic.location)]))
            return nil
        }
        guard let shown = resolver.color(of: path) else { return nil }
        let modify = (try? TokensStudioModify.read(entry.leaf)?.get())
        let named = "\(path.reference)'s Tokens Studio modifier (\(modify?.written ?? operation.kind.rawValue))"
        let why: String
        switch base {
        case .color:
            why = "changes a color written out, where a palette's made color changes another color"
        case .token(let source) where !imported.contains(source):
            why = "changes \(source.reference), which is read for references only, not imported"
        case .token(let source):
            var other: TokenColorOperand?
            switch operation.operand {
            case .token(let target)? where !imported.contains(target):
                guard let color = resolver.color(of: target) else { return nil }
                other = .color(color)
            case let operand?:
                other = operand
            case nil:
                break
            }
            if case .mix(_, let amount, let space) = operation, let sourceColor = resolver.color(of: source),
                let otherColor = other.flatMap({ operand -> RGBA? in
                    switch operand {
                    case .token(let target): resolver.color(of: target)
                    case .color(let color): color
                    }
                }),
                !TokensStudioModify.paletteMixAgrees(sourceColor, otherColor, amount: amount, in: space)
            {
                why =
                    sourceColor.alpha != otherColor.alpha
                    ? "mixes colors of different alphas, which Tokens Studio (color.js) mixes apart from their colors "
                        + "and a palette's mix (CSS's color-mix()) premultiplied"
                    : "mixes colors Tokens Studio (color.js) mixes otherwise than a palette's mix (CSS's color-mix())"
                break
            }
            return .made(source: source, operation.mapOperand { _ in other ?? .color(shown) })
        }
        diagnostics.append(
            Diagnostic(
                .note, "\(named) \(why): the token holds the color Tokens Studio computes",
                at: modify?.location ?? place
            )
            .of(.modified))
        return .color(shown)
    }

    private mutating func noteConversion(
        _ path: TokenPath, _ color: RGBA, _ space: CSSColorSpace,
        _ outcome: CSSColorConversion.Outcome, clipped: Double, at location: SourceLocation
    ) {
        let written = "\(path.reference) is written in \(space.rawValue)"
        if clipped > Self.clippingNoticed, outcome != .kept {
            // Within half an 8-bit step of the space's edge: clipped into it, not silently.
            let into = outcome == .convertedToSRGB ? "sRGB" : "Display P3"
            diagnostics.append(
                .warning(
                    "\(written) and lies outside \(into) by \(Self.clipText(clipped)), under half an 8-bit step (as "
                        + "rounded "
                        + "components put a color on its edge); palettec clipped it into \(into), \(color.messageText)",
                    at: location
                ).of(.clipped))
            return
        }
        switch outcome {
        case .kept: return
        case .convertedToSRGB:
            diagnostics.append(
                .warning("\(written); palettec converted it to sRGB, \(color.messageText)", at: location).of(.converted)
            )
        case .convertedToDisplayP3:
            diagnostics.append(
                .warning(
                    "\(written) and lies outside sRGB; palettec converted it to Display P3, \(color.messageText)",
                    at: location
                ).of(.converted))
        case .mappedIntoDisplayP3:
            diagnostics.append(
                .warning(
                    "\(written) and lies outside Display P3 as well; palettec mapped it into Display P3 "
                        + "(CSS Color 4's gamut mapping, lightness and hue kept): \(color.messageText)", at: location
                ).of(.converted))
        }
    }
}

extension TokenImportBuilder {
    /// Less than this outside a space is the arithmetic's own error, not the color's: no warning.
    static let clippingNoticed = 1e-6

    /// `0.0017`: how far a component lay outside its space, in ten-thousandths (at most half an 8-bit step).
    static func clipText(_ amount: Double) -> String {
        let tenThousandths = Int((amount * 10_000).rounded())
        guard tenThousandths > 0 else { return "less than 0.0001" }
        let digits = String(tenThousandths)
        return "0." + String(repeating: "0", count: max(4 - digits.count, 0)) + digits
    }
}

/// Groups and imported tokens in the order they first appear across the appearances' structures.
private final class OrderedGroup {
    enum Child {
        case group(OrderedGroup)
        case token(TokenPath)
    }

    let path: TokenPath
    private(set) var children: [Child] = []
    private var groups: [String: OrderedGroup] = [:]
    private var tokens: Set<String> = []

    init(path: TokenPath) {
        self.path = path
    }

    func add(_ group: TokenGroupNode, path: TokenPath, importing imported: Set<TokenPath>) {
        for member in group.members {
            let memberPath = path.appending(member.name)
            switch member.node {
            case .group(let child):
                let ordered: OrderedGroup
                if let known = groups[member.name] {
                    ordered = known
                } else {
                    ordered = OrderedGroup(path: memberPath)
                    groups[member.name] = ordered
                    children.append(.group(ordered))
                }
                ordered.add(child, path: memberPath, importing: imported)
            case .token:
                if imported.contains(memberPath), tokens.insert(member.name).inserted {
                    children.append(.token(memberPath))
                }
            }
        }
    }
}
