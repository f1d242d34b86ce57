/// `curve:` of `derive: tone`: OKLCH lightness in (0 to 1) → lightness out, through points that never
/// turn back, so lightness order is kept (or reversed) whole.
struct ToneCurve: Hashable, Sendable {
    let mapping: PiecewiseLinear

    /// Why written points make no curve.
    enum Problem: Error, Equatable {
        case tooFewPoints, outOfRange, inputsNotIncreasing, notMonotone

        /// What is wrong, said after the name of the key that holds the points: "needs at least two points …".
        var message: String {
            switch self {
            case .tooFewPoints: "needs at least two points, such as [[0, 1], [1, 0.2]]"
            case .outOfRange: "points are OKLCH lightness in and out, each from 0 to 1"
            case .inputsNotIncreasing:
                "points go from darker to lighter input: each point's first number above the one before"
            case .notMonotone:
                "must not turn back: its outputs all rise or all fall, so lightness order is kept (or reversed) whole"
            }
        }
    }

    static func make(_ points: [PiecewiseLinear.Point]) -> Result<ToneCurve, Problem> {
        guard points.count >= 2 else { return .failure(.tooFewPoints) }
        guard points.allSatisfy({ (0...1).contains($0.input) && (0...1).contains($0.output) }) else {
            return .failure(.outOfRange)
        }
        let steps = zip(points, points.dropFirst())
        guard steps.allSatisfy({ $0.input < $1.input }) else { return .failure(.inputsNotIncreasing) }
        guard steps.allSatisfy({ $0.output <= $1.output }) || steps.allSatisfy({ $0.output >= $1.output }) else {
            return .failure(.notMonotone)
        }
        return .success(ToneCurve(mapping: PiecewiseLinear(points)))
    }

    private init(mapping: PiecewiseLinear) {
        self.mapping = mapping
    }

    func callAsFunction(_ lightness: Double) -> Double {
        mapping(lightness)
    }
}
