/// A 1-based line and column inside the file being read.
public struct YAMLMark: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A node of the source tree: what libyaml's events describe, with the place each node started.
/// Aliases are already expanded; anchors and tags are not kept.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    public var content: Content
    public var mark: YAMLMark
    /// Written in braces, `{...}`, rather than as indented lines.
    public var isFlowMapping: Bool

    public init(_ content: Content, at mark: YAMLMark, isFlowMapping: Bool = false) {
        self.content = content
        self.mark = mark
        self.isFlowMapping = isFlowMapping
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// "a mapping", "a list", "text", for messages that say what was found instead.
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.isNull ? "an empty value" : "text"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}

public struct YAMLScalar: Hashable, Sendable {
    public enum Style: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// An unquoted empty value, `~` or `null`: YAML's null.
    public var isNull: Bool {
        style == .plain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }
}

/// One `key: value` entry. Keys are scalars; the reader rejects anything else.
public struct YAMLPair: Sendable {
    public var key: String
    public var keyMark: YAMLMark
    public var value: YAMLNode

    public init(key: String, keyMark: YAMLMark, value: YAMLNode) {
        self.key = key
        self.keyMark = keyMark
        self.value = value
    }
}

/// The one document of a palette file, or nothing if the file could not be read.
public struct YAMLDocument: Sendable {
    public var path: String
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]

    public init(path: String, root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.path = path
        self.root = root
        self.diagnostics = diagnostics
    }

    public func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(path: path, line: mark.line, column: mark.column)
    }
}
