/// ΔE_OK distances as people read them: `0.042`, three decimals.
enum ColorDistanceFormat {
    static func threeDecimals(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let digits = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// Three decimals, but a distance below `minimum` never prints as the minimum or more: 0.0999 against
    /// 0.1 shows as 0.0999.
    static func distance(_ value: Double, below minimum: Double) -> String {
        let shown = threeDecimals(value)
        guard value < minimum, let rounded = Double(shown), rounded >= minimum else { return shown }
        return "\((value * 10_000).rounded(.down) / 10_000)"
    }
}
