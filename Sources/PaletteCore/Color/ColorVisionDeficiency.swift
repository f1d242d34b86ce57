/// How a color looks to someone with a color-vision deficiency at full severity, by Machado, Oliveira and
/// Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG
/// 15(6): their severity-1.0 matrices over linear sRGB. One model for all three deficiencies (Viénot's
/// and Brettel's need a second method for tritanopia), and each matrix row sums to 1, so greys stay
/// grey. docs/accessibility.md says why, and what a simulation does not promise.
enum ColorVisionDeficiency: String, CaseIterable, Hashable, Sendable {
    /// No long-wavelength (red) cones: about 1% of men.
    case protanopia
    /// No medium-wavelength (green) cones: about 1% of men; with deuteranomaly, the commonest deficiency.
    case deuteranopia
    /// No short-wavelength (blue) cones: rare, in anyone.
    case tritanopia

    /// Machado et al.'s matrix at severity 1.0, rows R, G, B over linear sRGB (their Table 1, as
    /// colorspacious 1.1.2 and DaltonLens publish it).
    var matrix: ColorMatrix.Matrix {
        switch self {
        case .protanopia:
            return (
                (0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)
            )
        case .deuteranopia:
            return (
                (0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)
            )
        case .tritanopia:
            return (
                (1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)
            )
        }
    }

    /// The simulated light, unclipped: the matrix applied to the color's linear sRGB (a Display P3 color
    /// converted first). Alpha is not part of it.
    func simulatedLinear(_ color: RGBA) -> LinearSRGB {
        let linear = LinearSRGB(color)
        let (red, green, blue) = ColorMatrix.multiply(matrix, (linear.red, linear.green, linear.blue))
        return LinearSRGB(red: red, green: green, blue: blue)
    }

    /// `color` as a screen shows it to someone with this deficiency: the simulated light clipped into
    /// sRGB, as an sRGB color with the color's alpha.
    func simulate(_ color: RGBA) -> RGBA {
        clipped(simulatedLinear(color)).rgba(alpha: color.alpha)
    }

    /// How far apart two colors look with this deficiency: ΔE_OK between their clipped simulations (alpha
    /// aside; 0.02 is about the smallest difference anyone sees).
    func distance(_ first: RGBA, _ second: RGBA) -> Double {
        seen(first).deltaEOK(seen(second))
    }

    /// A color as a screen shows it with this deficiency, in OKLab: what `distance` compares, for a caller
    /// that compares one color with many.
    func seen(_ color: RGBA) -> OKLab {
        OKLab(linearSRGB: clipped(simulatedLinear(color)))
    }

    private func clipped(_ light: LinearSRGB) -> LinearSRGB {
        func clip(_ value: Double) -> Double { min(max(value, 0), 1) }
        return LinearSRGB(red: clip(light.red), green: clip(light.green), blue: clip(light.blue))
    }
}
