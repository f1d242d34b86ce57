/// The builder reads rules' values (and its own references, roles and choices) through `RuleValueReader`.
extension PaletteBuilder: RuleValueReader {
    mutating func noteWrittenRole(_ role: ToneRole, at mark: YAMLMark) {
        writtenRoles.append((role, mark))
    }
}
