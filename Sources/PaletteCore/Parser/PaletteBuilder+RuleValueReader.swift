/// The builder reads rules' values (and its own references, roles and choices) through `RuleValueReader`.
/// The rules, a stage before the parser, report through it into the builder's `diagnostics`.
extension PaletteBuilder: RuleValueReader {
    func location(_ mark: YAMLMark) -> SourceLocation {
        diagnostics.location(mark)
    }

    mutating func error(_ message: String, at mark: YAMLMark, notes: [Diagnostic.Note]) {
        diagnostics.error(message, at: mark, notes: notes)
    }

    mutating func noteWrittenRole(_ role: ToneRole, at mark: YAMLMark) {
        writtenRoles.append((role, mark))
    }
}
