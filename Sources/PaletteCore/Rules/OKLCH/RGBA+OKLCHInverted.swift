extension RGBA {
    /// Perceptual inversion for a dark appearance: OKLCH lightness L becomes 1 − L, then
    /// `lightness` (clamped to 0…1); chroma is kept, then `chroma` (clamped to ≥ 0); hue is kept;
    /// the result is brought into the color's own space (sRGB or Display P3, whose wider gamut keeps
    /// more chroma) by CSS Color 4 gamut mapping. Alpha and the space are kept.
    func oklchInverted(
        lightness: ((Double) -> Double)? = nil,
        chroma: ((Double) -> Double)? = nil
    ) -> (rgba: RGBA, chromaWasReduced: Bool) {
        perceptuallyMapped(lightness: { lightness?(1 - $0) ?? 1 - $0 }, chroma: chroma)
    }

    /// OKLCH lightness through `lightness` (then clamped to 0…1) and chroma through `chroma` (clamped to
    /// ≥ 0; kept when nil), hue kept, brought into the color's own space by CSS Color 4 gamut mapping.
    ///
    /// Works on OKLab (a, b) directly, so the hue is kept exactly, even for a near-gray whose
    /// `OKLCH` hue would read 0. A gray given chroma by `chroma` takes hue 0, as its `OKLCH` says.
    func perceptuallyMapped(
        lightness: (Double) -> Double,
        chroma: ((Double) -> Double)?
    ) -> (rgba: RGBA, chromaWasReduced: Bool) {
        let lab = OKLab(self)
        let newL = min(max(lightness(lab.L), 0), 1)
        var a = lab.a
        var b = lab.b
        if let chroma {
            let oldC = (a * a + b * b).squareRoot()
            let newC = max(chroma(oldC), 0)
            if oldC >= OKLCH.achromaticChroma {
                a *= newC / oldC
                b *= newC / oldC
            } else {
                (a, b) = (newC, 0)
            }
        }
        return GamutMapping.map(OKLab(L: newL, a: a, b: b), alpha: alpha, into: space)
    }
}
