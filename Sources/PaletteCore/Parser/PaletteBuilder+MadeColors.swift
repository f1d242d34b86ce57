/// Made colors: `"{label} at 29%"`, for a whole color or one appearance.
extension PaletteBuilder {
    /// The made color `scalar` writes, or nil once its problem is reported at the character at fault.
    mutating func madeColor(_ scalar: YAMLScalar, at mark: YAMLMark) -> MadeColor? {
        switch MadeColorText.read(scalar.text) {
        case .failure(let problem):
            diagnostics.error(problem.message, at: scalar.mark(ofCharacter: problem.offset, valueMark: mark))
            return nil
        case .success(let written):
            func reference(_ name: MadeColorText.Name) -> ColorReference {
                ColorReference(
                    name: name.name,
                    location: diagnostics.location(scalar.mark(ofCharacter: name.offset, valueMark: mark)))
            }
            let operation = written.operation.mapOperand { operand -> ColorOperand in
                switch operand {
                case .reference(let name): .reference(reference(name))
                case .value(let color, let text): .value(color, written: text)
                }
            }
            return MadeColor(source: reference(written.source), operation: operation)
        }
    }
}
