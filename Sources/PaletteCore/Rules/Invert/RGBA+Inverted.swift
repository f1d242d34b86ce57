extension RGBA {
    /// RGB inversion: dark = white minus the color, as the article "Making Backward Compatible Adaptive
    /// Colors for Dark Mode in iOS" derives it, in the color's own space, which is kept with alpha:
    /// inverting `color(display-p3 1 0 0)` gives `color(display-p3 0 1 1)`.
    package var inverted: RGBA {
        RGBA(red: 1 - red, green: 1 - green, blue: 1 - blue, alpha: alpha, space: space)
    }
}
