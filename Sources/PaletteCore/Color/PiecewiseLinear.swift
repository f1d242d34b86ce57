/// Points joined by straight lines, flat beyond the first and the last: a lightness curve or a scale
/// along lightness.
struct PiecewiseLinear: Hashable, Sendable {
    struct Point: Hashable, Sendable {
        var input: Double
        var output: Double

        init(_ input: Double, _ output: Double) {
            self.input = input
            self.output = output
        }
    }

    /// At least one point, inputs strictly increasing.
    let points: [Point]

    init(_ points: [Point]) {
        precondition(!points.isEmpty && zip(points, points.dropFirst()).allSatisfy { $0.input < $1.input })
        self.points = points
    }

    func callAsFunction(_ input: Double) -> Double {
        guard let upper = points.firstIndex(where: { $0.input >= input }) else {
            return points[points.count - 1].output
        }
        guard upper > 0 else { return points[0].output }
        let low = points[upper - 1], high = points[upper]
        return low.output + (input - low.input) / (high.input - low.input) * (high.output - low.output)
    }
}
