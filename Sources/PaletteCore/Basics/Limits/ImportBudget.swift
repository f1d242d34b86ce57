/// The work one design-token import may do, counted in nodes and tokens visited whatever the route:
/// each group and token read from a file, merged from a source (a set including sets, a file named
/// again), copied by `$extends`, or followed through a reference. Every route spends from this one
/// counter, so no mix of them multiplies past it; the charge that would cross it is an error at its
/// place, with the figure, and the import then stops (`isExhausted`) with no tokens.
final class ImportBudget {
    /// How the work was being spent where it ran out, with what to change.
    enum Route {
        case reading, source, extends, reference

        var explanation: String {
            switch self {
            case .reading: return "reading these tokens"
            case .source:
                return
                    "this source merges its tokens again (sets that include sets, and a file named many times, "
                    + "multiply them)"
            case .extends:
                return
                    "$extends copies this group again (each extending group copies every group and token it inherits)"
            case .reference: return "following references from this token"
            }
        }

        var fix: String {
            switch self {
            case .reading: return "import fewer tokens at once"
            case .source: return "name each set and file once"
            case .extends: return "extend smaller groups, or fewer times"
            case .reference: return "refer to colors nearer their source"
            }
        }
    }

    let limit: Int
    /// Spent so far; never more than `limit`.
    private(set) var spent = 0
    private(set) var diagnostic: Diagnostic?

    init(limit: Int) {
        self.limit = limit
    }

    convenience init(_ limits: PaletteLimits) {
        self.init(limit: limits.importWork)
    }

    var isExhausted: Bool { diagnostic != nil }

    /// Spends `units`, or reports at `location` that they would cross the limit and spends nothing
    /// more, then or after: false when the caller must stop.
    func charge(_ units: Int, at location: SourceLocation, _ route: Route) -> Bool {
        guard diagnostic == nil else { return false }
        guard units <= limit - spent else {
            diagnostic = .error(
                "importing these tokens would visit more than \(limit) groups and tokens in all, the most one import "
                    + "does: \(route.explanation); \(route.fix)", at: location)
            return false
        }
        spent += units
        return true
    }
}
