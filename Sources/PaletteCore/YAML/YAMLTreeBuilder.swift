/// Turns libyaml's node events into a `YAMLNode` tree with a stack of open containers.
/// Checks what libyaml does not: duplicate and non-scalar keys, undefined aliases,
/// and the alias expansion budget.
struct YAMLTreeBuilder {
    /// An open mapping or sequence.
    struct Frame {
        var isMapping: Bool
        var isFlow = false
        var mark: YAMLMark
        var anchor: String?
        /// Nodes in this subtree so far, itself and mapping keys included.
        var size = 1
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        /// Key → index into `pairs`, built once a mapping is big enough for a linear scan to cost.
        var keyIndex: [String: Int]?
        // The entry being read: a key has been seen, its value has not.
        var hasKey = false
        var key = ""
        var keyMark = YAMLMark(line: 0, column: 0)
        var discardValue = false
        /// Hands each value, with its key, to the member stream and keeps an empty value in its place.
        var streamsMembers = false

        init(isMapping: Bool, mark: YAMLMark, anchor: String?) {
            self.isMapping = isMapping
            self.mark = mark
            self.anchor = anchor
        }

        static let indexThreshold = 16
        /// Room made at a container's first entry, for a color's appearances or components: without it,
        /// four entries take three allocations (1, 2, 4).
        static let firstCapacity = 4

        enum KeyProblem {
            case nonScalarKey
            case duplicateKey(String, first: YAMLMark)
            case tooLong(String)
        }

        /// Adds a finished child: an item, a key, or the value of the pending key.
        /// A rejected key (not text, or a duplicate) makes its value be dropped.
        mutating func add(_ node: YAMLNode, size: Int, keyLength: Int) -> KeyProblem? {
            guard isMapping else {
                if items.isEmpty { items.reserveCapacity(Self.firstCapacity) }
                items.append(node)
                self.size += size
                return nil
            }
            if hasKey {
                if !discardValue {
                    appendPair(YAMLPair(key: key, keyMark: keyMark, value: node))
                    self.size += size
                }
                hasKey = false
                discardValue = false
                key = ""
                return nil
            }
            hasKey = true
            guard case .scalar(let scalar) = node.content else {
                discardValue = true
                return .nonScalarKey
            }
            guard !scalar.text.isLonger(than: keyLength) else {
                discardValue = true
                return .tooLong(scalar.text)
            }
            if let first = indexOfKey(scalar.text) {
                discardValue = true
                return .duplicateKey(scalar.text, first: pairs[first].keyMark)
            }
            key = scalar.text
            keyMark = node.mark
            self.size += 1
            return nil
        }

        func indexOfKey(_ key: String) -> Int? {
            if let keyIndex { return keyIndex[key] }
            return pairs.firstIndex { $0.key == key }
        }

        mutating func appendPair(_ pair: YAMLPair) {
            if pairs.isEmpty { pairs.reserveCapacity(Self.firstCapacity) }
            pairs.append(pair)
            if keyIndex != nil {
                keyIndex![pair.key] = pairs.count - 1
            } else if pairs.count >= Self.indexThreshold {
                var index = [String: Int](minimumCapacity: pairs.count * 2)
                for (offset, pair) in pairs.enumerated() { index[pair.key] = offset }
                keyIndex = index
            }
        }
    }

    let path: String
    let limits: PaletteLimits
    var diagnostics: [Diagnostic] = []
    var root: YAMLNode?
    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var expandedNodes = 0
    private var budgetExceeded = false
    /// Every node made so far, expansions included.
    private var nodes = 0
    private(set) var isOverNodeLimit = false
    private let memberStream: YAMLMemberStream?
    /// Set once the streamed mapping has been opened: at most one is streamed.
    private(set) var streamedMembers = false

    init(path: String, limits: PaletteLimits, memberStream: YAMLMemberStream? = nil) {
        self.path = path
        self.limits = limits
        self.memberStream = memberStream
    }

    private func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(path: path, line: mark.line, column: mark.column)
    }

    private mutating func error(_ message: String, at mark: YAMLMark, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: location(mark), notes: notes))
    }

    // MARK: Events

    /// Opens a mapping or sequence. Returns false if nesting is too deep to go on.
    /// Deeper nesting is not a palette; the limit also keeps recursive teardown of the tree bounded.
    mutating func startContainer(isMapping: Bool, isFlow: Bool = false, at mark: YAMLMark, anchor: String?) -> Bool {
        guard stack.count < limits.yamlDepth else {
            error(
                "values are nested more than \(limits.yamlDepth) levels deep; a palette needs only a few levels, so "
                    + "flatten this structure",
                at: mark)
            return false
        }
        guard count(1, at: mark) else { return false }
        var frame = Frame(isMapping: isMapping, mark: mark, anchor: anchor)
        frame.isFlow = isFlow
        frame.streamsMembers = isMapping && anchor == nil && opensStreamedMapping
        if frame.streamsMembers {
            streamedMembers = true
            memberStream?.begin(stack[0].pairs)
        }
        stack.append(frame)
        return true
    }

    /// Whether the container about to open is the value of the streamed top-level key (its first
    /// occurrence: a duplicate's value is dropped).
    private var opensStreamedMapping: Bool {
        guard let memberStream, !streamedMembers, stack.count == 1 else { return false }
        return stack[0].isMapping && stack[0].hasKey && !stack[0].discardValue && stack[0].key == memberStream.key
    }

    mutating func endContainer() {
        guard let frame = stack.popLast() else { return }
        let node: YAMLNode
        if frame.isMapping {
            node = YAMLNode(.mapping(frame.pairs), at: frame.mark, isFlowMapping: frame.isFlow)
        } else {
            node = YAMLNode(.sequence(frame.items), at: frame.mark)
        }
        finish(node, size: frame.size, anchor: frame.anchor)
    }

    /// Returns false once the file has more nodes than palettec reads.
    mutating func scalar(_ scalar: YAMLScalar, at mark: YAMLMark, anchor: String?) -> Bool {
        guard count(1, at: mark) else { return false }
        var scalar = scalar
        // Keys have a limit of their own
        let isKey = !stack.isEmpty && stack[stack.count - 1].isMapping && !stack[stack.count - 1].hasKey
        if !isKey, scalar.text.isLonger(than: limits.textLength) {
            error(
                "this text is \(scalar.text.count) characters long; palettec reads at most \(limits.textLength) "
                    + "characters in one value, so shorten it", at: mark)
            scalar = YAMLScalar("")
        }
        finish(YAMLNode(.scalar(scalar), at: mark), size: 1, anchor: anchor)
        return true
    }

    /// Counts nodes made; past the limit, reports it once and says to stop.
    private mutating func count(_ made: Int, at mark: YAMLMark) -> Bool {
        nodes += made
        guard nodes > limits.nodes else { return true }
        if !isOverNodeLimit {
            isOverNodeLimit = true
            error(
                "the file has more than \(limits.nodes) YAML values (keys, values and their containers, aliases "
                    + "expanded), "
                    + "the most palettec reads in one file; split it into several palettes", at: mark)
        }
        return false
    }

    /// Expands `*name` to a copy of the anchored node, marked at the alias.
    mutating func alias(_ name: String, at mark: YAMLMark) {
        let null = YAMLNode(.scalar(YAMLScalar("")), at: mark)
        guard let (anchored, size) = anchors[name] else {
            if stack.contains(where: { $0.anchor == name }) {
                error(
                    "alias '*\(name)' is used inside the value it names; a value cannot contain itself, so copy the "
                        + "part you need instead",
                    at: mark)
            } else {
                error(
                    "undefined alias '*\(name)'; put the anchor '&\(name)' on a value before this point, or fix the "
                        + "name",
                    at: mark)
            }
            attach(null, size: 1)
            return
        }
        if budgetExceeded {
            attach(null, size: 1)
            return
        }
        expandedNodes += size
        guard expandedNodes <= limits.aliasExpansion else {
            budgetExceeded = true
            error(
                "alias '*\(name)' expands the file past \(limits.aliasExpansion) nodes made by aliases, the most "
                    + "palettec allows (aliases nested inside aliases multiply); write these values out or use fewer "
                    + "nested aliases",
                at: mark)
            attach(null, size: 1)
            return
        }
        guard count(size, at: mark) else { return }
        var node = anchored
        node.mark = mark
        attach(node, size: size)
    }

    // MARK: Building

    private mutating func finish(_ node: YAMLNode, size: Int, anchor: String?) {
        if let anchor { anchors[anchor] = (node, size) }
        attach(node, size: size)
    }

    /// Adds a finished node to the innermost open container, or makes it the root.
    private mutating func attach(_ node: YAMLNode, size: Int) {
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        var node = node
        let top = stack.count - 1
        if stack[top].streamsMembers, stack[top].hasKey, !stack[top].discardValue, let memberStream {
            memberStream.sink(YAMLPair(key: stack[top].key, keyMark: stack[top].keyMark, value: node))
            node = YAMLNode(.scalar(YAMLScalar("")), at: node.mark)
        }
        // One mutating call, so the frame's arrays are changed in place and never copied.
        switch stack[top].add(node, size: size, keyLength: limits.keyLength) {
        case nil:
            break
        case .nonScalarKey:
            error(
                "a mapping key must be text, but this key is \(node.kindDescription); use a plain name such as "
                    + "'primary' as the key",
                at: node.mark)
        case .tooLong(let key):
            error(
                "the key '\(key.abbreviated)' is \(key.count) characters long; keys are at most \(limits.keyLength) "
                    + "characters, so shorten it",
                at: node.mark)
        case .duplicateKey(let key, let firstMark):
            error(
                "duplicate key '\(key)'; each key may appear once in a mapping, so remove or rename one of them",
                at: node.mark,
                notes: [Diagnostic.Note("first defined here", at: location(firstMark))])
        }
    }
}
