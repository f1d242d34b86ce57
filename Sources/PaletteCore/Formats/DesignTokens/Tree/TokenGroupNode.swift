/// A token file read into groups and tokens, before anything is resolved: what the format module
/// calls the token structure. The layouts merge several of these (sets, modes) into one per
/// appearance, then `TokenAliasFollower` reads its colors.
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
