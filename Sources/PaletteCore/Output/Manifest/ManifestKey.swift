/// The keys of `manifest.json`, in the order `Schemas/manifest.schema.json` first lists them: what
/// `ManifestRenderer` writes and `ManifestReader` reads. A color's values are under its appearances'
/// names (`Appearance`), and a derivation's parameters under their rule's (`RuleParameter`). The
/// design tokens' `dev.palettec` extension says `assetName` and `derivation` as the manifest does.
///
/// The manifest's own names, not the palette's: a palette key renamed leaves them as they are.
enum ManifestKey: String, CaseIterable, Sendable {
    // The document.
    case generator, generatorVersion, schemaVersion, palettes
    // A palette.
    case name, source, description, brands, colors, contrast, distinct
    // A color.
    case swiftName, assetName
    // A color's values in another brand than the default, and a contrast check's brand.
    case brand
    // A color's value in one appearance.
    case red, green, blue, alpha, hex, colorSpace, derivation
    // A derivation.
    case rule, from, fromAppearance
    // A contrast check's result; `method` and `lc` for an APCA check, which has no `ratio`.
    case foreground, background, appearance, ratio, method, lc, minimum, passes
    // A distinct check's result in one appearance and deficiency (with `colors`, `appearance`, `minimum` and
    // `passes`).
    case deficiency, closest, deltaE

    /// `"name"`, as JSON writes the key.
    var quoted: String { "\"" + rawValue + "\"" }
}
