/// The color tokens of one merged token structure (one appearance), read: each one's type (its own,
/// its groups', or the type of the token it refers to), and its color, written out or an alias of
/// another color token. References are followed through any number of steps; one that leads to no
/// token, to a token of another type, or round to itself is an error at the place it is written, and
/// the tokens it leaves without a value are left out.
final class TokenResolver {
    enum Resolution: Equatable {
        /// A color written in this token.
        case color(RGBA, writtenSpace: TokenColorSpace, outcome: TokenColorConversion.Outcome)
        /// The value of another color token, which stays a reference.
        case alias(TokenPath)
    }

    let root: TokenGroupNode
    let entries: [TokenEntry]
    private let entryByPath: [TokenPath: Int]
    let limits: PaletteLimits
    private(set) var diagnostics: [Diagnostic] = []
    private var resolutions: [TokenPath: Resolution?] = [:]
    private var types: [TokenPath: String?] = [:]
    private var resolving: [TokenPath] = []
    private var reportedCycles: Set<Set<TokenPath>> = []

    init(root: TokenGroupNode, limits: PaletteLimits) {
        self.root = root
        self.entries = TokenEntry.all(in: root)
        self.entryByPath = Dictionary(entries.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.limits = limits
    }

    func entry(_ path: TokenPath) -> TokenEntry? {
        entryByPath[path].map { entries[$0] }
    }

    // MARK: Types

    /// The token's type, or nil when none can be determined (the format then calls the token invalid).
    func type(of path: TokenPath) -> String? {
        if let known = types[path] { return known }
        guard let entry = entry(path) else { return nil }
        var type = entry.declaredType?.value
        if type == nil, case .success(let reference)? = TokenReference.of(entry.leaf, in: root) {
            let target: TokenPath
            switch reference {
            case .token(let path, _): target = path
            case .valuePart: target = path  // a part of a value has no type of its own
            }
            if target != path, !enter(path, then: target) {
                type = self.type(of: target)
                resolving.removeLast()
            }
        }
        types[path] = type
        return type
    }

    // MARK: Colors

    /// The color token's color or alias, nil when it has none (its error reported).
    func resolution(of path: TokenPath) -> Resolution? {
        if let known = resolutions[path] { return known }
        guard let entry = entry(path) else { return nil }
        if let modifier = TokensStudioModifier.description(of: entry.leaf) {
            diagnostics.append(TokensStudioModifier.warning(modifier, for: path, at: entry.leaf.location))
            resolutions[path] = .some(nil)
            return nil
        }
        let resolved: Resolution?
        switch TokenReference.of(entry.leaf, in: root) {
        case .failure(let error)?:
            diagnostics.append(error.diagnostic)
            resolved = nil
        case .success(.token(let target, let written))?:
            resolved = alias(path, to: target, written: written)
        case .success(.valuePart(_, _, let written))?:
            diagnostics.append(.error("a color token's $ref points at a whole color (\"#/group/token/$value\"), not at a part of one; "
                                      + "write the part in the color's own components", at: written.location))
            resolved = nil
        case nil:
            resolved = literal(entry)
        }
        resolutions[path] = resolved
        return resolved
    }

    /// The color the token shows, through any aliases.
    func color(of path: TokenPath) -> RGBA? {
        var current = path
        for _ in 0...limits.derivationChain {
            switch resolution(of: current) {
            case .color(let rgba, _, _)?: return rgba
            case .alias(let target)?: current = target
            case nil: return nil
            }
        }
        return nil
    }

    private func alias(_ path: TokenPath, to target: TokenPath, written: Located<String>) -> Resolution? {
        guard let targetEntry = entry(target) else {
            let prefix = (1..<max(target.segments.count, 1)).reversed().map { TokenPath(Array(target.segments.prefix($0))) }
                .first { root.group(at: $0) != nil }
            let siblings = prefix.flatMap { root.group(at: $0) }?.members.map { $0.name } ?? root.members.map(\.name)
            let hint = Suggestion.closest(to: target.name, in: siblings)
                .map { "; did you mean \((prefix ?? TokenPath([])).appending($0).reference)?" } ?? ""
            let message: String
            if let group = root.group(at: target) {
                let own = group["$root"] != nil ? " (its own token is \(target.appending("$root").reference))" : ""
                message = "\(written.value.abbreviated) is a group, not a token\(own)"
            } else {
                message = "\(written.value.abbreviated) names no token\(hint)"
            }
            diagnostics.append(.error(message, at: written.location))
            return nil
        }
        if enter(path, then: target) { return nil }
        defer { resolving.removeLast() }
        guard let targetType = type(of: target) else {
            diagnostics.append(.error("\(written.value.abbreviated) refers to a token with no $type; give \(target.reference) "
                                      + "\"$type\": \"color\" or put it in a group that has one",
                                      at: written.location, notes: [.init("\(target.reference) is here", at: targetEntry.leaf.location)]))
            return nil
        }
        guard targetType == "color" else {
            diagnostics.append(.error("\(written.value.abbreviated) refers to a \(targetType.abbreviated) token, and this is a color token",
                                      at: written.location, notes: [.init("\(target.reference) is here", at: targetEntry.leaf.location)]))
            return nil
        }
        return resolution(of: target) == nil ? nil : .alias(target)
    }

    /// Marks `path` as being resolved and says whether going on to `target` closes a cycle (then
    /// reported once for all its tokens, at the first of them in the file).
    private func enter(_ path: TokenPath, then target: TokenPath) -> Bool {
        resolving.append(path)
        guard let start = resolving.firstIndex(of: target) else { return false }
        let cycle = Array(resolving[start...])
        resolving.removeLast()
        let members = Set(cycle)
        guard reportedCycles.insert(members).inserted else { return true }
        let located = cycle.compactMap { path in entry(path).map { (path, $0.leaf.location) } }.sorted { $0.1 < $1.1 }
        guard let first = located.first else { return true }
        let rotated = cycle.drop { $0 != first.0 } + cycle.prefix { $0 != first.0 }
        let chain = (rotated + [first.0]).map(\.reference).joined(separator: " → ")
        diagnostics.append(.error(
            "references go round in a cycle (\(chain)), so none of these tokens has a value; give one of them a color",
            at: first.1, notes: located.dropFirst().map { .init("\($0.0.reference) is in the cycle", at: $0.1) }))
        return true
    }

    // MARK: Literal colors

    private func literal(_ entry: TokenEntry) -> Resolution? {
        guard let value = entry.leaf.value else { return nil }
        var reader = TokenColorValueReader(file: entry.leaf.file) { [unowned self] written in self.pointee(written) }
        let read = reader.read(value)
        diagnostics.append(contentsOf: reader.warnings)
        switch read {
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            return nil
        case .success(let color):
            if let target = FigmaAliasData.target(of: entry.leaf), target != entry.path, entry.path != target,
               type(of: target) == "color", !resolving.contains(target) {
                resolving.append(entry.path)
                let shown = self.color(of: target)
                resolving.removeLast()
                if let shown, FigmaAliasData.sameColor(shown, color.rgba) { return .alias(target) }
            }
            return .color(color.rgba, writtenSpace: color.writtenSpace, outcome: color.outcome)
        }
    }

    /// The JSON a property-level `$ref` points at: inside another token's value, followed through
    /// that token's own references to the value written out.
    private func pointee(_ written: Located<String>) -> Result<JSONNode, ImportError> {
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
                        return .failure(.error("\(written.value.abbreviated) points at nothing: \(path.reference)'s value has no "
                                               + "'\(segment.abbreviated)'", at: written.location))
                    }
                }
                return .success(node)
            }
            return .failure(.error("\(written.value.abbreviated) leads to no value", at: written.location))
        }
    }
}
