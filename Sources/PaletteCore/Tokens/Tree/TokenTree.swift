/// A token file read into groups and tokens, before anything is resolved: what the format module
/// calls the token structure. The layouts merge several of these (sets, modes) into one per
/// appearance, then `TokenResolver` reads its colors.
struct TokenGroupNode {
    /// The group's key in its file (the file's start for a root).
    var location: SourceLocation
    var type: Located<String>?
    var description: String?
    var deprecated: TokenDeprecation?
    var extensions: JSONNode?
    /// `$extends` (or a group's `$ref`, its JSON Schema spelling): the group it inherits from.
    var extends: Located<String>?
    /// In source order; names are unique within a group.
    private(set) var members: [TokenTreeMember] = []
    private var indexByName: [String: Int] = [:]
    /// Groups and tokens below it, at any depth: what merging or copying it visits (`ImportBudget`).
    private(set) var nodeCount = 0

    init(location: SourceLocation) {
        self.location = location
    }

    subscript(name: String) -> TokenTreeMember? {
        indexByName[name].map { members[$0] }
    }

    /// Adds `member`, or puts it in the place of the member of its name, which keeps its position.
    mutating func set(_ member: TokenTreeMember) {
        nodeCount += member.nodeCount
        if let index = indexByName[member.name] {
            nodeCount -= members[index].nodeCount
            members[index] = member
        } else {
            indexByName[member.name] = members.count
            members.append(member)
        }
    }
}

struct TokenLeafNode {
    /// The token's key.
    var location: SourceLocation
    /// The file its JSON came from, for the places inside `value`.
    var file: String
    var value: JSONNode?
    /// A token written `{"$ref": "#/…"}` instead of a `$value`.
    var ref: Located<String>?
    var type: Located<String>?
    var description: String?
    var deprecated: TokenDeprecation?
    var extensions: JSONNode?
    /// From a Tokens Studio set marked `source`: there for references to resolve, not imported itself.
    var referenceOnly = false
    /// Why it cannot come in as written (its name, its JSON): a color with one is skipped.
    var problem: TokenProblem?
}

struct TokenTreeMember {
    enum Node {
        case group(TokenGroupNode)
        case token(TokenLeafNode)
    }

    var name: String
    var node: Node

    /// It and, for a group, every group and token below it.
    var nodeCount: Int {
        if case .group(let group) = node { return 1 + group.nodeCount }
        return 1
    }
}

/// A value with where it was written.
struct Located<Value> {
    var value: Value
    var location: SourceLocation
}

/// `$deprecated`: `true` or an explanation marks a token or group deprecated; `false` says it is not
/// (overriding a deprecated group).
enum TokenDeprecation: Hashable, Sendable {
    case deprecated(reason: String?)
    case notDeprecated
}
