/// An error found while importing a catalog, as the diagnostic that reports it: a `Result`'s failure
/// must be an `Error`, and a `Diagnostic` is a plain value.
struct ImportError: Error {
    var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    static func error(_ message: String, at location: SourceLocation) -> ImportError {
        ImportError(.error(message, at: location))
    }
}
