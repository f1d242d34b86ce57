/// One `name: value` of a SwiftGen colors file, as read, before the value is known to be a color or
/// another color's name.
struct SwiftGenColorEntry {
    /// The name as SwiftGen reads it: spaces and tabs around it left out.
    var name: String
    var namePlace: SourceLocation
    var value: String
    var valuePlace: SourceLocation
}

/// SwiftGen's colors formats: `name: value` lines, or a JSON object of names and hex strings.
enum SwiftGenColorsFormat: Sendable {
    /// `.txt`: a value may also be another color's name (an alias).
    case text
    /// `.json`: every value is a hex color; there are no aliases.
    case json
}
