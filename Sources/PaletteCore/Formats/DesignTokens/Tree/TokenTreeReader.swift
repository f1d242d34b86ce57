/// Reads a token file's JSON into groups and tokens (`TokenGroupNode`), reporting what the format
/// module forbids at its place: a name that begins with `$` or holds `{`, `}` or `.`, an object that
/// is a token and a group at once, a property of the wrong kind. What it cannot read is left out
/// with its diagnostic; the rest is read.
struct TokenTreeReader {
    let file: String
    let syntax: TokenSyntax
    let limits: PaletteLimits
    private(set) var diagnostics: [Diagnostic] = []

    /// The group properties the format defines, beside `$root`, a token.
    static let groupProperties: Set<String> = [
        DTCGFormat.Key.type, DTCGFormat.Key.description, DTCGFormat.Key.deprecated, DTCGFormat.Key.extensions,
        DTCGFormat.Key.extends,
        DTCGFormat.Key.ref,
    ]

    /// The structure, its groups and tokens spent from `budget` (an empty one when they cross it).
    static func read(
        _ root: JSONNode, file: String, limits: PaletteLimits, budget: ImportBudget
    ) -> (TokenGroupNode, [Diagnostic]) {
        var reader = TokenTreeReader(file: file, syntax: TokenSyntax.of(root), limits: limits)
        let location = root.location(in: file)
        guard let members = root.object else {
            reader.error("a token file is a JSON object of groups and tokens, not \(root.kindDescription)", at: root)
            return (TokenGroupNode(location: location), reader.diagnostics)
        }
        let group = reader.group(members, at: location, depth: 0)
        guard budget.charge(1 + group.nodeCount, at: location, .reading) else {
            return (TokenGroupNode(location: location), reader.diagnostics)
        }
        return (group, reader.diagnostics)
    }

    private init(file: String, syntax: TokenSyntax, limits: PaletteLimits) {
        self.file = file
        self.syntax = syntax
        self.limits = limits
    }

    // MARK: Groups

    private mutating func group(_ members: [JSONMember], at location: SourceLocation, depth: Int) -> TokenGroupNode {
        var group = TokenGroupNode(location: location)
        for member in members {
            let place = keyLocation(member)
            switch member.key {
            case syntax.typeKey where member.value.string != nil || syntax == .dtcg:
                group.type = string(member, "a type name such as \"color\"")
            case syntax.descriptionKey where member.value.string != nil || syntax == .dtcg:
                group.description = description(member)
            case DTCGFormat.Key.deprecated: group.deprecated = deprecation(member)
            case DTCGFormat.Key.extensions: group.extensions = extensions(member)
            case DTCGFormat.Key.extends, DTCGFormat.Key.ref:
                group.extends = string(member, "a reference to a group, such as \"{color.base}\"")
            case DTCGFormat.Key.root:
                if let token = member.value.object {
                    group.set(
                        TokenTreeMember(name: DTCGFormat.Key.root, node: .token(self.token(token, member: member))))
                } else {
                    error(
                        "'$root' is the group's own token: an object with a $value, not \(member.value.kindDescription)",
                        at: place)
                }
            default:
                if member.key.hasPrefix("$") { continue }  // $schema, and other tools' properties
                let nameProblem = self.nameProblem(member)
                if nameProblem != nil, !(member.value.object.map(isToken) ?? false) {
                    if let nameProblem { diagnostics.append(nameProblem.diagnostic) }
                    continue
                }
                guard let object = member.value.object else {
                    error(
                        "'\(member.key.abbreviated)' is \(member.value.kindDescription); a group's members are tokens "
                            + "(objects with "
                            + "\(syntax.valueKey)) and groups (objects)", at: place)
                    continue
                }
                if isToken(object) {
                    var leaf = token(object, member: member)
                    leaf.problem = nameProblem ?? leaf.problem
                    group.set(TokenTreeMember(name: member.key, node: .token(leaf)))
                } else if depth + 1 >= limits.groupDepth {
                    error("groups are nested more than \(limits.groupDepth) deep here; flatten them", at: place)
                } else {
                    let child = self.group(object, at: place, depth: depth + 1)
                    if child.members.isEmpty, child.type != nil, child.extends == nil {
                        warning(
                            "'\(member.key.abbreviated)' has a \(syntax.typeKey) but no \(syntax.valueKey), so it is "
                                + "an empty group; "
                                + "if it is a token, give it a \(syntax.valueKey)", at: place, .emptyGroup)
                    }
                    group.set(TokenTreeMember(name: member.key, node: .group(child)))
                }
            }
        }
        return group
    }

    /// An object with a `$value` is a token; so is one with a `$ref` and no members of its own (a
    /// group with members beside its `$ref` extends the group it names).
    private func isToken(_ object: [JSONMember]) -> Bool {
        if object.contains(where: { $0.key == syntax.valueKey }) { return true }
        guard syntax == .dtcg, object.contains(where: { $0.key == DTCGFormat.Key.ref }) else { return false }
        return !object.contains { !$0.key.hasPrefix("$") }
    }

    /// Names palettec reads: not empty, within `PaletteLimits.textLength`. A member with another name is
    /// left out: a token keeps the problem (a color with it is skipped), a group's is reported here.
    /// A name with `{`, `}` or `.`, which the format reserves for references, is read all the same (real
    /// sets name tokens after TextMate scopes, `source.json`): no reference reaches it, and the import
    /// gives it a key palettec makes (`ImportMadeNames`).
    private func nameProblem(_ member: JSONMember) -> TokenProblem? {
        let name = member.key
        let place = keyLocation(member)
        if name.isEmpty {
            return TokenProblem(.name, name, "a token or group needs a name, and this key is empty", at: place)
        }
        // A name over a palette key's length is given a made key; over a text's, it could not be kept as `token:`.
        if name.isLonger(than: limits.textLength) {
            return TokenProblem(.name, name, "the name is over \(limits.textLength) characters; shorten it", at: place)
        }
        return nil
    }

    // MARK: Tokens

    private mutating func token(_ object: [JSONMember], member: JSONMember) -> TokenLeafNode {
        var token = TokenLeafNode(location: keyLocation(member), file: file)
        for property in object {
            switch property.key {
            case syntax.valueKey: token.value = property.value
            case syntax.typeKey: token.type = string(property, "a type name such as \"color\"")
            case syntax.descriptionKey: token.description = description(property)
            case DTCGFormat.Key.deprecated: token.deprecated = deprecation(property)
            case DTCGFormat.Key.extensions: token.extensions = extensions(property)
            case DTCGFormat.Key.ref where syntax == .dtcg:
                token.ref = string(property, "a JSON Pointer such as \"#/color/base/$value\"")
            default:
                guard !property.key.hasPrefix("$"), syntax == .dtcg else { continue }
                if property.value.object != nil {
                    token.problem =
                        token.problem
                        ?? TokenProblem(
                            .structure, member.key,
                            "it has a $value, so it is a token, and cannot hold '\(property.key.abbreviated)' as well; "
                                + "move '\(property.key.abbreviated)' into a group of its own",
                            at: keyLocation(property))
                } else {
                    warning(Self.notAProperty(property.key), at: keyLocation(property), .notATokenProperty)
                }
            }
        }
        if token.value != nil, let ref = token.ref {
            error("a token has a $value or a $ref, not both; remove one", at: ref.location)
            token.ref = nil
        }
        return token
    }

    /// The token properties, as the message at a key that is none of them lists them.
    private static let tokenProperties = [
        DTCGFormat.Key.value, DTCGFormat.Key.type, DTCGFormat.Key.description, DTCGFormat.Key.deprecated,
        DTCGFormat.Key.extensions,
    ]

    /// Why `key` beside a `$value` is ignored; for an alpha (Primer's sibling `alpha`), where it goes.
    static func notAProperty(_ key: String) -> String {
        let why =
            ["alpha", "opacity"].contains(key.lowercased())
            ? "a color's alpha goes in its $value: \"#RRGGBBAA\", or \"alpha\" in the color object"
            : "a token's properties are " + tokenProperties.dropLast().joined(separator: ", ") + " and "
                + tokenProperties.last!
        return "'\(key.abbreviated)' is not a property of a token and is ignored (\(why))"
    }

    // MARK: Properties

    private mutating func string(_ member: JSONMember, _ expected: String) -> Located<String>? {
        guard let text = member.value.string else {
            error(
                "'\(member.key)' is \(expected), not \(member.value.kindDescription)",
                at: member.value.location(in: file))
            return nil
        }
        return Located(value: text, location: member.value.location(in: file))
    }

    private mutating func description(_ member: JSONMember) -> String? {
        guard let text = string(member, "a plain string")?.value else { return nil }
        if text.isLonger(than: limits.textLength) {
            warning(
                "the description is over \(limits.textLength) characters and is left out; shorten it",
                at: member.value.location(in: file), .ignoredProperty)
            return nil
        }
        return text
    }

    private mutating func deprecation(_ member: JSONMember) -> TokenDeprecation? {
        switch member.value.value {
        case .bool(let flag): return flag ? .deprecated(reason: nil) : .notDeprecated
        case .string(let reason): return .deprecated(reason: reason.isLonger(than: limits.textLength) ? nil : reason)
        default:
            warning(
                "$deprecated is true, false or a string saying why, not \(member.value.kindDescription); it is ignored",
                at: member.value.location(in: file), .ignoredProperty)
            return nil
        }
    }

    private mutating func extensions(_ member: JSONMember) -> JSONNode? {
        guard member.value.object != nil else {
            warning(
                "$extensions is an object of vendor keys, not \(member.value.kindDescription); it is ignored",
                at: member.value.location(in: file), .ignoredProperty)
            return nil
        }
        return member.value
    }

    // MARK: Diagnostics

    private func keyLocation(_ member: JSONMember) -> SourceLocation {
        SourceLocation(path: file, line: member.keyLine, column: member.keyColumn)
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    private mutating func error(_ message: String, at node: JSONNode) {
        error(message, at: node.location(in: file))
    }

    private mutating func warning(_ message: String, at location: SourceLocation, _ family: DiagnosticFamily) {
        diagnostics.append(Diagnostic.warning(message, at: location).of(family))
    }
}
