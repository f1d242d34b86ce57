/// Where anchored `derive: tone` (a palette with `background:`) puts a dark: the page mirror, kept
/// because it is what carries over to design systems a rule never saw (issue #35; the rule, its
/// constants and their leave-one-system-out figures are `Scripts/tone-calibration/carryover.py` and
/// `Data/tone/carryover.json`; docs/derivation.md draws it).
///
/// In OKLCH, with `Δ = L(anchor.light) − L` how far the color lies below the light page:
///
///     L′ = max(L(anchor.dark) + Δ,  floor + Δ + lift · max(0, 1 − Δ / liftFade))
///
/// The first term mirrors the color about the page: it keeps its distance from the page in lightness.
/// The second matters only on a page darker than the dark pages designers usually choose (`floor`):
/// there colors are placed as on that usual page, and those near the page are lifted off it, as
/// designers lift surfaces and borders off black. Hue and chroma are kept; the result is gamut-mapped.
/// The constants are `ToneRoleCalibration`'s, written from Data/tone/carryover.json.
///
/// Roles change it only where they carry information (`ToneRole.changesAnchoredDark`): an accent with
/// `ToneRoleCalibration.accentChroma` or more is never darker in dark than in light; a page background other than the
/// anchor is mirrored without the lift; text sits `ToneRoleCalibration.textLift` lighter (issue #48); text, borders
/// and onAccent colors keep their contrast level (`TonePaletteStep`, which can read other colors).
enum AnchoredTone {
    /// The dark's OKLCH lightness, before `role` and contrast.
    static func darkLightness(of lightness: Double, anchor: ToneAnchor) -> Double {
        let delta = anchor.lightL - lightness
        let mirrored = anchor.darkL + delta
        let constants = ToneRoleCalibration.self
        let lifted = constants.floor + delta + constants.lift * max(0, 1 - max(delta, 0) / constants.liftFade)
        return min(max(mirrored, lifted, 0), 1)
    }

    /// The dark's OKLCH lightness with `role`'s change, if it makes one.
    static func darkLightness(of lightness: Double, chroma: Double, role: ToneRole?, anchor: ToneAnchor) -> Double {
        switch role {
        case .background?:
            return min(max(anchor.darkL + anchor.lightL - lightness, 0), 1)
        case .accent? where chroma >= ToneRoleCalibration.accentChroma:
            return max(darkLightness(of: lightness, anchor: anchor), lightness)
        case .text?:
            return min(darkLightness(of: lightness, anchor: anchor) + ToneRoleCalibration.textLift, 1)
        default:
            return darkLightness(of: lightness, anchor: anchor)
        }
    }
}
