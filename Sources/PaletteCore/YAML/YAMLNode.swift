/// A 1-based line and column inside the file being read.
///
/// Kept in 32 bits each: every key and value of the source tree, and every appearance of a color spec,
/// holds one, and a line or column past 4 billion would need a file far beyond `PaletteLimits.fileBytes`
/// (such a place reads as the last one 32 bits hold).
struct YAMLMark: Hashable, Sendable {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }
}

/// A node of the source tree: what libyaml's events describe, with the place each node started.
/// Aliases are already expanded; anchors and tags are not kept.
struct YAMLNode: Sendable {
    enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    var content: Content
    var mark: YAMLMark
    /// Written in braces, `{...}`, rather than as indented lines.
    var isFlowMapping: Bool

    init(_ content: Content, at mark: YAMLMark, isFlowMapping: Bool = false) {
        self.content = content
        self.mark = mark
        self.isFlowMapping = isFlowMapping
    }

    var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The pairs of a mapping, taken out of the node (which is left an empty list): once the node held
    /// the only reference, the caller's array is the only one, and replacing a pair frees its subtree.
    mutating func takeMapping() -> [YAMLPair]? {
        guard case .mapping(let pairs) = content else { return nil }
        content = .sequence([])
        return pairs
    }

    /// "a mapping", "a list", "text", for messages that say what was found instead.
    var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.isNull ? "an empty value" : "text"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}

struct YAMLScalar: Hashable, Sendable {
    enum Style: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    var text: String
    var style: Style

    init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// An unquoted empty value, `~` or `null`: YAML's null.
    var isNull: Bool {
        style == .plain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }
}

/// One `key: value` entry. Keys are scalars; the reader rejects anything else.
struct YAMLPair: Sendable {
    var key: String
    var keyMark: YAMLMark
    var value: YAMLNode

    init(key: String, keyMark: YAMLMark, value: YAMLNode) {
        self.key = key
        self.keyMark = keyMark
        self.value = value
    }
}

/// The one document of a palette file, or nothing if the file could not be read.
struct YAMLDocument: Sendable {
    var path: String
    var root: YAMLNode?
    var diagnostics: [Diagnostic]
    /// Whether `root` holds the mapping a `YAMLMemberStream` names, its members' values left empty
    /// because they went to the stream's sink. False for a file that could not be read: it has no root,
    /// and what was streamed from it is to be thrown away.
    var streamedMembers = false

    init(path: String, root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.path = path
        self.root = root
        self.diagnostics = diagnostics
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(path: path, line: mark.line, column: mark.column)
    }
}
