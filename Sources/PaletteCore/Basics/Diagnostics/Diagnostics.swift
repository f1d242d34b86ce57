/// A place in a source file, 1-based, as Xcode and SwiftPM show it.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var path: String
    // 32 bits each, as in `YAMLMark`: every color and reference keeps a location, and a line past
    // 4 billion would need a file far beyond `PaletteLimits.fileBytes` (it reads as the last one).
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// A whole file or folder, with no line to point at (a folder of an asset catalog, say).
    public static func whole(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 0, column: 0)
    }

    /// No file at all: the command line as a whole (two arguments that clash, say).
    package static let commandLine = whole("")

    /// `path:line:column`, or `path` alone for a whole file, with any control character in the path escaped.
    public var description: String {
        line == 0 ? CommentText.singleLine(path) : "\(CommentText.singleLine(path)):\(line):\(column)"
    }
}

/// A problem found in the input. Diagnostics are values: the core never prints.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        public static func < (lhs: Self, rhs: Self) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    /// A secondary place, printed right after its diagnostic (an earlier definition, say).
    public struct Note: Hashable, Sendable {
        public var location: SourceLocation
        public var message: String

        public init(_ message: String, at location: SourceLocation) {
            self.location = location
            self.message = message
        }
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var notes: [Note]
    /// The kind of warning it is, when one import can give it many times over.
    var family: DiagnosticFamily?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Self {
        Self(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Self {
        Self(.warning, message, at: location, notes: notes)
    }

    /// The diagnostic, of `family`.
    func of(_ family: DiagnosticFamily) -> Self {
        var tagged = self
        tagged.family = family
        return tagged
    }

    /// The lines Xcode and SwiftPM show inline: `path:line:column: error: message` (`path: error: message`
    /// for a whole file, `error: message` for the command line), then each note.
    /// Text quoted from a palette can hold line breaks and controls; they are escaped, so a key can
    /// never forge a diagnostic line of its own or send a terminal escape sequence.
    public var formatted: String {
        var lines = [Self.line(location, severity.rawValue, message)]
        for note in notes {
            lines.append(Self.line(note.location, "note", note.message))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation, _ label: String, _ message: String) -> String {
        (location.path.isEmpty ? "" : "\(location.description): ") + "\(label): \(CommentText.singleLine(message))"
    }
}

extension Array where Element == Diagnostic {
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Source order, so a run's report reads top to bottom.
    package func sortedBySource() -> [Diagnostic] {
        enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

extension String {
    /// The text as a message quotes it: at most 40 characters, then `…`.
    var abbreviated: String {
        isLonger(than: 40) ? String(prefix(40)) + "…" : self
    }
}
