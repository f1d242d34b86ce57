/// A problem that stops a stage (an import, a JSON file that cannot be read), as the diagnostic that
/// reports it: a `Result`'s failure must be an `Error`, and a `Diagnostic` is a plain value.
struct DiagnosticError: Error {
    var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    static func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(.error(message, at: location))
    }
}
