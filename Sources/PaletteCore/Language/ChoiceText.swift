/// A key whose value is one of a few words: the value, or a message listing them.
enum ChoiceText {
    static func value<Choice: RawRepresentable & CaseIterable>(_ node: YAMLNode) -> Choice?
    where Choice.RawValue == String {
        guard let scalar = node.scalar, !scalar.isNull else { return nil }
        return Choice(rawValue: scalar.text)
    }

    /// `'access' is 'internal', 'package' or 'public' (who sees …); found 'open'`
    static func problem<Choice: RawRepresentable & CaseIterable>(
        key: String, meaning: String, found node: YAMLNode, among: Choice.Type
    ) -> String where Choice.RawValue == String {
        "'\(key)' is \(quotedList(Choice.allCases.map(\.rawValue), joinedBy: "or")) (\(meaning)); found \(found(node))"
    }

    /// `'a', 'b' and 'c'`: each name quoted, the last joined by `conjunction`.
    static func quotedList(_ names: [String], joinedBy conjunction: String) -> String {
        let quoted = names.map { "'\($0)'" }
        return quoted.count > 1
            ? quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last! : quoted.joined()
    }

    /// `'open'`, `an empty value`, `a mapping`: what a value is, for a message.
    static func found(_ node: YAMLNode) -> String {
        node.scalar.map { $0.isNull ? "an empty value" : "'\($0.text.abbreviated)'" } ?? node.kindDescription
    }
}
