extension RGBA {
    /// RGB inversion: dark = white minus the color (seed 004), alpha kept.
    public var inverted: RGBA {
        RGBA(red: 1 - red, green: 1 - green, blue: 1 - blue, alpha: alpha)
    }
}
