/// The color a palette names as the page its colors sit on, with its light and dark values: the
/// preview draws each appearance's swatches on it. A rule that reads one says so (`Rule.pageBackground`).
struct PageBackground: Sendable {
    /// The color's name (`surface.page`).
    var name: String
    var light: RGBA
    var dark: RGBA
}
