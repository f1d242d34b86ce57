/// `"{label} at 29%"`: a color made from another color of the palette by one operation. In each
/// appearance it is made from its source's same appearance (and a mix from its other color's), so
/// `{label} at 29%` is the light label at 29% in light and the dark label at 29% in dark.
struct MadeColor: Hashable, Sendable {
    /// The color it is made from.
    var source: ColorReference
    var operation: ColorOperation<ColorOperand>

    /// `{label} at 29%`: the expression as the doc comments and the manifest show it, whatever spacing
    /// and number forms it was written with.
    var text: String {
        MadeColorText.text(source: source.name, operation) { operand in
            switch operand {
            case .reference(let reference): MadeColorText.referenceText(reference.name)
            case .value(_, let written): written
            }
        }
    }

    /// Each color of the palette it reads: its source, and the color a mix mixes toward.
    var references: [ColorReference] {
        guard case .mix(.reference(let other), _, _) = operation else { return [source] }
        return [source, other]
    }
}

/// The color a mix mixes toward: another color of the palette, or a color written out (`#000000`).
enum ColorOperand: Hashable, Sendable {
    case reference(ColorReference)
    /// The color, and its text as written.
    case value(RGBA, written: String)
}
