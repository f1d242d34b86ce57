/// What `palette:` and `namespace:` say: the palette's name as written, and whether its folder
/// prefixes its colors' asset names.
struct PaletteHeader {
    var name: String?
    var nameMark = YAMLMark(line: 1, column: 1)
    var providesNamespace = true
}
