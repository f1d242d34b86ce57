/// The builder reads rules' values, and the palette's `role:`, through `RuleValueReader`: the rules, a
/// stage before the parser, cannot name `ParseDiagnostics`, so they report through it into `diagnostics`.
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
