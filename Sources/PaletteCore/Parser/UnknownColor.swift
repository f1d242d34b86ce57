/// What a reference to a color the palette does not have is told: that it named a group, and which
/// of its colors to name instead, or the nearest color's name.
struct UnknownColor {
    /// Each group's keys joined (`text`) → its first color (`text.primary`).
    var groupExamples: [String: String] = [:]

    func message(for name: String, colors: [String], context: String) -> String {
        if let example = groupExamples[name] {
            return "'\(name.abbreviated)' is a group, not a color; name one of its colors, such as '\(example)'"
        }
        return Suggestion.unknownKey(name, kind: "color", in: colors, context: context)
    }
}
