/// `role:` of `derive: tone`: which calibrated curve the dark follows. Without a role, the curve fitted
/// on every calibration system, which turns light tints into dark shades as design-system scales do.
package enum ToneRole: String, CaseIterable, Hashable, Sendable {
    /// Fills and tints that keep their lightness in dark and get a little lighter, as Apple's system
    /// colors do (brand colors, buttons, badges): the curve fitted on those alone.
    case accent

    /// For the message at a role that is none of these.
    static let meaning = "the calibrated curve the dark follows; leave it out for the curve fitted on every system"
}
