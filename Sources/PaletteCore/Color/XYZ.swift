/// CIE XYZ with a D65 white (Y = 1 for white): the hub every conversion between spaces goes through.
/// Unrounded, like every conversion here; only an `RGBA` made at the end is rounded to 10 places.
struct XYZ: Hashable, Sendable {
    var x: Double
    /// Luminance: 1 for the white of sRGB and Display P3 alike.
    var y: Double
    var z: Double

    init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// From linear (not gamma-encoded) components in `space`.
    init(linearRed red: Double, green: Double, blue: Double, in space: ColorSpace) {
        self.init(ColorMatrix.multiply(space.linearToXYZ, (red, green, blue)))
    }

    /// From a color's gamma-encoded components, in the color's own space; alpha is not part of it.
    init(_ color: RGBA) {
        self.init(encoded: (color.red, color.green, color.blue), in: color.space)
    }

    /// From gamma-encoded components in `space` (the transfer curve mirrored below 0, as everywhere here).
    init(encoded rgb: ColorMatrix.Vector, in space: ColorSpace) {
        self.init(
            linearRed: LinearSRGB.linearized(rgb.0), green: LinearSRGB.linearized(rgb.1),
            blue: LinearSRGB.linearized(rgb.2), in: space)
    }

    init(_ vector: ColorMatrix.Vector) {
        self.init(x: vector.0, y: vector.1, z: vector.2)
    }

    var vector: ColorMatrix.Vector { (x, y, z) }

    /// Linear components in `space`, unclipped.
    func linear(in space: ColorSpace) -> (red: Double, green: Double, blue: Double) {
        ColorMatrix.multiply(space.xyzToLinear, vector)
    }

    /// Gamma-encoded components in `source` as they are in `target`: the same numbers when the two are
    /// one space, else converted through XYZ, unrounded and unclipped.
    static func reencoded(
        _ rgb: ColorMatrix.Vector, from source: ColorSpace, to target: ColorSpace
    ) -> (red: Double, green: Double, blue: Double) {
        guard source != target else { return rgb }
        return XYZ(encoded: rgb, in: source).encoded(in: target)
    }

    /// Gamma-encoded components in `space` (both spaces use the sRGB transfer curve, mirrored below 0),
    /// unrounded and unclipped.
    func encoded(in space: ColorSpace) -> (red: Double, green: Double, blue: Double) {
        let (red, green, blue) = linear(in: space)
        return (LinearSRGB.encoded(red), LinearSRGB.encoded(green), LinearSRGB.encoded(blue))
    }
}

extension RGBA {
    var xyz: XYZ { XYZ(self) }

    /// The gamma-encoded components of this color in `space`: its own components when it is already
    /// there, else converted through XYZ, unrounded and unclipped (a P3 color outside sRGB gets sRGB
    /// components below 0 or above 1).
    func components(in space: ColorSpace) -> (red: Double, green: Double, blue: Double) {
        XYZ.reencoded((red, green, blue), from: self.space, to: space)
    }

    /// The same color in `space`, rounded to 10 places like every `RGBA`, not clipped; alpha is kept.
    func converted(to space: ColorSpace) -> RGBA {
        guard space != self.space else { return self }
        let (red, green, blue) = components(in: space)
        return RGBA(red: red, green: green, blue: blue, alpha: alpha, space: space)
    }
}
