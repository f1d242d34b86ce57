/// Each RGB space's primaries, as the matrices between its linear components and CIE XYZ (D65).
///
/// CSS Color 4's "Sample code for color conversions" gives them as exact fractions (sRGB from
/// IEC 61966-2-1's chromaticities, Display P3 from DCI-P3's with a D65 white); writing the fractions
/// lets the compiler round each entry once, so values agree with browsers and coloraide to about 1e-16.
extension ColorSpace {
    /// Linear components in this space → XYZ D65.
    var linearToXYZ: ColorMatrix.Matrix {
        switch self {
        case .sRGB: return PrimaryMatrices.sRGBToXYZ
        case .displayP3: return PrimaryMatrices.displayP3ToXYZ
        }
    }

    /// XYZ D65 → linear components in this space (unclipped: a color outside the gamut gets
    /// components below 0 or above 1).
    var xyzToLinear: ColorMatrix.Matrix {
        switch self {
        case .sRGB: return PrimaryMatrices.xyzToSRGB
        case .displayP3: return PrimaryMatrices.xyzToDisplayP3
        }
    }
}

/// Stored once, not recomputed from the fractions at every conversion.
private enum PrimaryMatrices {
    static let sRGBToXYZ: ColorMatrix.Matrix = (
        (506752 / 1228815, 87881 / 245763, 12673 / 70218),
        (87098 / 409605, 175762 / 245763, 12673 / 175545),
        (7918 / 409605, 87881 / 737289, 1001167 / 1053270)
    )
    static let displayP3ToXYZ: ColorMatrix.Matrix = (
        (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
        (35783 / 156275, 247089 / 357200, 198249 / 2500400),
        (0 / 1, 32229 / 714400, 5220557 / 5000800)
    )
    static let xyzToSRGB: ColorMatrix.Matrix = (
        (12831 / 3959, -329 / 214, -1974 / 3959),
        (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        (705 / 12673, -2585 / 12673, 705 / 667)
    )
    static let xyzToDisplayP3: ColorMatrix.Matrix = (
        (446124 / 178915, -333277 / 357830, -72051 / 178915),
        (-14852 / 17905, 63121 / 35810, 423 / 17905),
        (11844 / 330415, -50337 / 660830, 316169 / 330415)
    )
}
