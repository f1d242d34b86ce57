/// Which parts of a JSON document `JSONReader` builds nodes for. Whatever a shape leaves out is still
/// read and checked as JSON, then dropped: a reader that uses a few members of a large file holds
/// only those, whatever else the file carries.
indirect enum JSONShape {
    /// Everything, as written.
    case all
    /// A string, number, true, false or null as written; an object or array as an empty one, with its
    /// place, so that a message can still say "found an array" there.
    case scalar
    /// An object's members named here, each as its shape says; other members are dropped.
    case object([String: JSONShape])
    /// An array's items, each as `item` says.
    case array(of: JSONShape)
    /// An array's items, each as `item` says, handed to `take` one at a time as soon as it is read and
    /// not kept: the array's node is empty, and an item's nodes are freed once `take` is done with it.
    case handing(JSONShape, to: (JSONNode) -> Void)

    /// The shape of the member `key` when it is kept.
    func member(_ key: String) -> JSONShape? {
        switch self {
        case .all: return .all
        case .object(let members): return members[key]
        case .scalar, .array, .handing: return nil
        }
    }

    /// The shape of an array's items when they are kept.
    var item: JSONShape? {
        switch self {
        case .all: return .all
        case .array(let item), .handing(let item, _): return item
        case .scalar, .object: return nil
        }
    }

    /// Where an array's items go instead of into its node.
    var taker: ((JSONNode) -> Void)? {
        if case .handing(_, let take) = self { return take }
        return nil
    }
}
