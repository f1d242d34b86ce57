/// One value inside a CSS color function: a number, a percentage, an angle or `none` (CSS Color 4's
/// missing component, read as 0 when converting, as CSS does). Numbers are palettec's plain decimals
/// (`String.decimalNumber`): `nan`, `inf`, `1e400` and hexadecimal floats are none. Units and `none`
/// are read in any case.
enum CSSNumericValue: Equatable {
    case number(Double)
    case percentage(Double)
    /// An angle with a unit (`deg`, `grad`, `rad`, `turn`), in degrees.
    case angle(Double)
    case none

    /// CSS's angle units, each in degrees; `grad` before `rad`, which it ends with.
    static let angleUnits: [(unit: String, degrees: Double)] = [
        ("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360),
    ]

    /// The value `text` writes, or nil when it is none of these (or an angle too large to compute with).
    init?(_ text: String) {
        let lowered = text.lowercased()
        if lowered == "none" {
            self = .none
            return
        }
        if lowered.hasSuffix("%") {
            guard let value = String(lowered.dropLast()).decimalNumber else { return nil }
            self = .percentage(value)
            return
        }
        if let (unit, degrees) = Self.angleUnits.first(where: { lowered.hasSuffix($0.unit) }) {
            guard let value = String(lowered.dropLast(unit.count)).decimalNumber, (value * degrees).isFinite else {
                return nil
            }
            self = .angle(value * degrees)
            return
        }
        guard let value = lowered.decimalNumber else { return nil }
        self = .number(value)
    }

    var isPlainNumber: Bool {
        if case .number = self { return true }
        return false
    }
}

extension ColorValueParser {
    /// One component of a color function in its space's own units: a number as it is, a percentage of
    /// the component's reference (`CSSColorSpace.Component.percentReference`), a hue as a number of
    /// degrees or an angle, wrapped into 0..<360; `none` as 0. A value outside the component's range
    /// is an error, as palettec's other colors are (CSS would clamp it).
    static func component(
        _ token: CSSFunctionText.Token, _ component: CSSColorSpace.Component, named name: String
    ) -> Result<Double, ColorValueError> {
        let text = token.text
        guard let value = CSSNumericValue(text) else {
            let fix: String
            switch component.kind {
            case .hue: fix = "write a number of degrees or an angle (120, 120deg, 0.5turn)"
            case .unbounded: fix = "write a number"
            case .range(let range), .bounded(let range):
                fix = "write a number from \(range.lowerBound.plainText) to \(range.upperBound.plainText)"
            }
            return .failure(ColorValueError("\(name) '\(text.abbreviated)' is not a number; \(fix)", at: token.offset))
        }
        let number: Double
        switch (value, component.kind) {
        case (.none, _): return .success(0)
        case (.number(let degrees), .hue), (.angle(let degrees), .hue): return .success(wrappedDegrees(degrees))
        case (.percentage, .hue):
            return .failure(
                ColorValueError(
                    "\(name) '\(text)' is a percentage; write a number of degrees or an angle (120, 120deg, 0.5turn)",
                    at: token.offset))
        case (.angle, _):
            return .failure(ColorValueError("\(name) '\(text)' is an angle; write a number", at: token.offset))
        case (.number(let written), _): number = written
        case (.percentage(let percent), _):
            guard let reference = component.percentReference else {
                return .failure(ColorValueError("\(name) '\(text)' is a percentage; write a number", at: token.offset))
            }
            number = percent / 100 * reference
        }
        switch component.kind {
        case .hue, .unbounded: return .success(number)
        case .range(let range), .bounded(let range):
            // A percentage's bound is compared as written: 200% is lab()'s a of 250, not 250.0000000001.
            let slack = 1e-12 * max(1, abs(range.lowerBound), abs(range.upperBound))
            guard number >= range.lowerBound - slack, number <= range.upperBound + slack else {
                let bounds: String
                if case .percentage = value, let reference = component.percentReference {
                    bounds =
                        "\((range.lowerBound / reference * 100).plainText)% to "
                        + "\((range.upperBound / reference * 100).plainText)%"
                } else {
                    bounds = "\(range.lowerBound.plainText) to \(range.upperBound.plainText)"
                }
                return .failure(
                    ColorValueError(
                        "\(name) \(text.abbreviated) is out of range; it must be from \(bounds)", at: token.offset))
            }
            return .success(min(max(number, range.lowerBound), range.upperBound))
        }
    }

    /// A function's alpha: a number from 0 to 1, a percentage from 0% to 100%, or `none` (0, as CSS
    /// reads a missing alpha); 1 when none is written.
    static func alpha(_ token: CSSFunctionText.Token?) -> Result<Double, ColorValueError> {
        guard let token else { return .success(1) }
        if token.text.lowercased() == "none" { return .success(0) }
        return alpha(number: token.text).mapError { ColorValueError($0.message, at: token.offset) }
    }

    /// An alpha as CSS and Tokens Studio write one: a number from 0 to 1 (`0.4`, `.4`) or a percentage
    /// (`40%`).
    static func alpha(number text: String) -> Result<Double, ColorValueError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix("%") {
            guard let percent = String(trimmed.dropLast()).trimmingWhitespace().decimalNumber else {
                return .failure(
                    ColorValueError(
                        "alpha '\(trimmed.abbreviated)' is not a number; write a number from 0 to 1 or a percentage"))
            }
            guard (0...100).contains(percent) else {
                return .failure(
                    ColorValueError("alpha \(trimmed.abbreviated) is out of range; it must be from 0% to 100%"))
            }
            return .success(percent / 100)
        }
        return opacity(trimmed)
    }
}

extension Double {
    /// A bound as a message writes it: `0`, `255`, `-250`, `1.5`, `375`.
    var plainText: String {
        let rounded = (self * 1e9).rounded() / 1e9
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
