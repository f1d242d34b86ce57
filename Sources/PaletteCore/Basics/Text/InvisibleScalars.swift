/// The scalars no generated line may show as they are: comments escape them, and a Swift name
/// made from palette text may not contain them.
package enum InvisibleScalars {
    /// Controls (C0, DEL, C1), line and paragraph separators, invisible format characters
    /// (bidirectional controls, zero-width spaces, the BOM), except the joiners emoji are built with,
    /// and the noncharacters (U+FDD0 to U+FDEF, and U+FFFE and U+FFFF in every plane), which show as
    /// nothing and which XML cannot hold, not even as a character reference.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        if scalar.value < 0xA0 { return false }
        switch scalar.properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        case .unassigned: return scalar.properties.isNoncharacterCodePoint
        default: return false
        }
    }
}
