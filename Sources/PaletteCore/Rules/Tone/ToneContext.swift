/// What an anchored or role-taking `tone` placed its value by.
struct ToneContext: RuleNote {
    /// The anchor's name (`surface.page`); nil without one.
    var anchor: String?
    /// The role of a dark value; nil for high contrast, which has none.
    var role: ToneRoleChoice?

    init(anchor: String?, role: ToneRoleChoice?) {
        self.anchor = anchor
        self.role = role
    }

    /// The manifest's parameters for it, besides the rule's own: `anchor`, and for a role not written on
    /// the rule, `role` with `roleSource` (`group`, `palette` or `inferred`) and, inferred from a word,
    /// `roleWord`.
    var parameters: [String: DerivationParameter] {
        var parameters: [String: DerivationParameter] = [:]
        if let anchor { parameters[Self.anchorKey] = .text(anchor) }
        guard let role else { return parameters }
        parameters[RuleParameter.role.rawValue] = .text(role.role.rawValue)
        switch role.source {
        case .rule, .paletteRule: break
        case .group: parameters[Self.roleSourceKey] = .text("group")
        case .palette: parameters[Self.roleSourceKey] = .text("palette")
        case .inferred(let inferred):
            parameters[Self.roleSourceKey] = .text("inferred")
            parameters[Self.roleWordKey] = .text(inferred.match.word)
        }
        return parameters
    }

    static let anchorKey = "anchor", roleSourceKey = "roleSource", roleWordKey = "roleWord"

    /// ` against surface.page, role text inferred from 'label'`: after the rule in the review comment.
    var reviewText: String {
        let parts = [anchor.map { "against \($0)" }, role.map(ToneRoleText.short)].compactMap { $0 }
        return " " + parts.joined(separator: ", ")
    }
}

/// The role a `tone` dark took, and where it came from.
struct ToneRoleChoice: Hashable, Sendable {
    var role: ToneRole
    var source: Source

    enum Source: Hashable, Sendable {
        /// `role:` on the color's own rule.
        case rule
        /// `role:` on the palette's `derive:` rule, which derived this missing dark.
        case paletteRule
        /// `role:` of the group (its dotted name), the nearest enclosing one that has one.
        case group(String)
        /// The palette's top-level `role:`.
        case palette
        /// None written: read from the color's names.
        case inferred(InferredToneRole)
    }

    init(role: ToneRole, source: Source) {
        self.role = role
        self.source = source
    }
}

extension ToneRoleChoice.Source {
    /// Written on the rule that derived the value: the color's own or the palette's `derive:`.
    var isOnTheRule: Bool {
        switch self {
        case .rule, .paletteRule: return true
        case .group, .palette, .inferred: return false
        }
    }
}

/// A role read from a color's names (`ToneRoleInference`) and the reason, for the manifest, the review
/// comment and `lint --explain-roles`.
struct InferredToneRole: Hashable, Sendable {
    var role: ToneRole
    /// The word that matched and the name (a key) it is in.
    var match: ToneRoleWord
    /// Rules whose word was present but that a word of `noneOf` ruled out: `red` with `subtle`.
    var ruledOut: [ToneRuledOutRole]
    /// Read as text, but its light is the page's own (`ToneRoleCalibration.textOnFillDistance`): text on a fill,
    /// so onAccent.
    var isOnFill = false
}

/// A word of a color's name that named a role, and the name it is in.
struct ToneRoleWord: Hashable, Sendable {
    var word: String
    var name: String
}

/// A role a word would have given, and the word that ruled it out.
struct ToneRuledOutRole: Hashable, Sendable {
    var role: ToneRole
    var word: String
    var by: String
}
