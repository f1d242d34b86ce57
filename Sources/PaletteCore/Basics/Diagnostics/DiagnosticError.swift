/// A problem that stops a stage (an import, a JSON file that cannot be read), as the diagnostic that
/// reports it: a `Result`'s failure must be an `Error`, and a `Diagnostic` is a plain value.
struct DiagnosticError: Error {
    var diagnostic: Diagnostic
    /// The kind of value that could not be read, where a caller may treat that kind apart (group it,
    /// skip it); nil for every other problem.
    var unreadable: UnreadableValue?

    init(_ diagnostic: Diagnostic, unreadable: UnreadableValue? = nil) {
        self.diagnostic = diagnostic
        self.unreadable = unreadable
    }

    static func error(
        _ message: String, at location: SourceLocation, unreadable: UnreadableValue? = nil
    ) -> DiagnosticError {
        DiagnosticError(.error(message, at: location), unreadable: unreadable)
    }
}

/// A value written in a form palettec reads but does not compute, by the name it is written with.
enum UnreadableValue: Hashable, Sendable {
    /// A CSS gradient: `linear-gradient`, `radial-gradient`, `conic-gradient`, their `repeating-` forms.
    case gradient(String)
    /// Any other function: Tokens Studio's `set_chroma`, `calc`, CSS's `hsl`, `oklch`, ….
    case function(String)

    var name: String {
        switch self {
        case .gradient(let name), .function(let name): return name
        }
    }
}
