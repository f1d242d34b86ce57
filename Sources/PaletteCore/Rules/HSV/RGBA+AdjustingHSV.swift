extension RGBA {
    /// Hue in degrees wraps; saturation and brightness are clamped to 0-1; alpha and the space are kept.
    func adjustingHSV(hue: ComponentAdjustment?, saturation: ComponentAdjustment?, brightness: ComponentAdjustment?) -> RGBA {
        let hsv = self.hsv
        let adjusted = HSV(
            hue: hue?.apply(to: hsv.hue) ?? hsv.hue,
            saturation: min(max(saturation?.apply(to: hsv.saturation) ?? hsv.saturation, 0), 1),
            brightness: min(max(brightness?.apply(to: hsv.brightness) ?? hsv.brightness, 0), 1),
            alpha: hsv.alpha,
            space: space)
        return adjusted.rgba
    }
}
