/// `$deprecated`: `true` or an explanation marks a token or group deprecated; `false` says it is not
/// (overriding a deprecated group).
enum TokenDeprecation: Hashable, Sendable {
    case deprecated(reason: String?)
    case notDeprecated
}
