/// Ratios as people write them: `4.5:1`, two decimals at most.
enum ContrastFormat {
    static func ratio(_ value: Double) -> String {
        let rounded = twoDecimals(value)
        return rounded == rounded.rounded() ? "\(Int(rounded)):1" : "\(rounded):1"
    }

    static func twoDecimals(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
