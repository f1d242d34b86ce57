extension GamutMapping {
    /// A color computed as gamma-encoded components in `space` (a mix, a lightened color), made an
    /// `RGBA` there: within `gamutTolerance` of 0…1 it is clipped, since conversion round-off is not a
    /// color outside the gamut and must not send it through OKLab and back; further out it is mapped
    /// by `map`, CSS Color 4's way. Alpha is clamped to 0…1. Components that are not finite give black.
    static func fitted(_ rgb: Channels, alpha: Double, in space: ColorSpace) -> RGBA {
        let alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
        if isInGamut(rgb, tolerance: gamutTolerance) {
            return rgba(clip(rgb), alpha: alpha, space: space)
        }
        return map(OKLab(xyz: XYZ(encoded: rgb, in: space)), alpha: alpha, into: space).rgba
    }
}
