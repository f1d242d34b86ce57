/// The WCAG 2 levels a designer reads a contrast ratio by: 7:1 (AAA text), 4.5:1 (AA text, AAA large text)
/// and 3:1 (AA large text, non-text). Anchored `tone` keeps the level a light reached, not its exact ratio
/// (issue #48): black text's 21:1 on a white page is 7:1's level, which any dark page short of black allows.
enum ContrastLevel {
    static let levels = [7.0, 4.5, 3.0]

    /// The highest level `ratio` reaches; nil below 3:1, where there is no level to keep.
    static func reached(by ratio: Double) -> Double? {
        levels.first { ratio >= $0 }
    }
}
