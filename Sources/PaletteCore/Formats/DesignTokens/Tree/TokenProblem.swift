/// Why a token cannot come in as it is written, found where it is read: its warning (an error with
/// `--strict`), and the reason it is counted under. Whether it is a color palettec skips, or a token
/// of another type left out anyway, is known only once types are resolved.
struct TokenProblem: Hashable {
    var reason: ImportSkipReason
    var diagnostic: Diagnostic

    /// "'compact' is skipped: …", a warning at `location` of the `reason` family.
    init(_ reason: ImportSkipReason, _ name: String, _ why: String, at location: SourceLocation) {
        self.reason = reason
        self.diagnostic = Diagnostic.warning(ImportSkipReason.skipping(name) + why, at: location).of(.skipped(reason))
    }

    /// A warning that already says the token is left out, and why.
    init(_ reason: ImportSkipReason, warning: Diagnostic) {
        self.reason = reason
        self.diagnostic = warning.of(.skipped(reason))
    }

    /// A problem a reader reported as an error, kept as the reason to skip the token it belongs to.
    init(_ reason: ImportSkipReason, _ name: String, error: Diagnostic) {
        var diagnostic = error
        diagnostic.severity = .warning
        diagnostic.message = ImportSkipReason.skipping(name) + error.message
        self.reason = reason
        self.diagnostic = diagnostic.of(.skipped(reason))
    }
}
