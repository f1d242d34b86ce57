/// A change to one color component (an HSV channel, OKLCH lightness or chroma): a number sets it, or
/// `{scale: x}`, `{add: x}`, `{min: x}`, `{max: x}` change it, several applied in that order.
/// `min` is a floor and `max` a ceiling: `{scale: 0.5, min: 0.3}` halves the value but keeps it ≥ 0.3.
struct ComponentAdjustment: Hashable, Sendable {
    enum Operation: String, CaseIterable, Sendable {
        case scale, add, min, max
    }

    var setTo: Double?
    var operations: [Operation: Double]

    init(setTo: Double? = nil, operations: [Operation: Double] = [:]) {
        self.setTo = setTo
        self.operations = operations
    }

    func apply(to value: Double) -> Double {
        var result = setTo ?? value
        for operation in Operation.allCases {
            guard let operand = operations[operation] else { continue }
            switch operation {
            case .scale: result *= operand
            case .add: result += operand
            case .min: result = Swift.max(result, operand)
            case .max: result = Swift.min(result, operand)
            }
        }
        return result
    }
}
