extension YAMLScalar {
    /// Where the character at `offset` of the text stands, when the text sits on one line as written
    /// (plain or quoted); the value's own mark otherwise, or when the offset is unknown.
    func mark(ofCharacter offset: Int?, valueMark: YAMLMark) -> YAMLMark {
        guard let offset else { return valueMark }
        switch style {
        case .plain: return YAMLMark(line: valueMark.line, column: valueMark.column + offset)
        case .singleQuoted, .doubleQuoted: return YAMLMark(line: valueMark.line, column: valueMark.column + 1 + offset)
        case .literal, .folded: return valueMark
        }
    }
}
