/// 3×3 matrices over 3-vectors, as tuples: the color conversions multiply a few million of them for a
/// large palette, and tuples keep that free of allocation.
enum ColorMatrix {
    typealias Vector = (Double, Double, Double)
    typealias Matrix = (Vector, Vector, Vector)

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }
}
