/// The builder reads rules' values, and their own keys, through `RuleValueReader`: the rules, a stage
/// before the parser, cannot name `ParseDiagnostics`, so they report through it into `diagnostics`.
extension PaletteBuilder: RuleValueReader {
    func location(_ mark: YAMLMark) -> SourceLocation {
        diagnostics.location(mark)
    }

    mutating func error(_ message: String, at mark: YAMLMark, notes: [Diagnostic.Note]) {
        diagnostics.error(message, at: mark, notes: notes)
    }

    mutating func warning(_ message: String, at mark: YAMLMark) {
        diagnostics.warning(message, at: mark)
    }

    mutating func writtenColor(_ reference: ColorReference, context: String) -> ColorSpec? {
        guard let index = names.firstIndex(of: reference.name) else {
            if !brokenColors.contains(reference.name) {
                diagnostics.list.append(
                    .error(
                        unknownColor.message(for: reference.name, colors: names, context: context),
                        at: reference.location))
            }
            return nil
        }
        return specs[index]
    }

    mutating func remember(_ value: any Sendable, at mark: YAMLMark, for rule: RuleKind) {
        remembered[rule, default: []].append((value, mark))
    }

    func remembered(for rule: RuleKind) -> [(value: any Sendable, mark: YAMLMark)] {
        remembered[rule] ?? []
    }
}
