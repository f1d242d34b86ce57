/// A color set's `Contents.json`: one entry for each appearance palettec has, in Xcode's order.
///
/// Xcode writes Any, Dark, High Contrast, then Dark + High Contrast, with `luminosity` before
/// `contrast` in the last (seen in every four-entry color set of duckduckgo/macos-browser's
/// DuckDuckGo/Assets.xcassets/Colors). The high-contrast pair is written only for a color that has a
/// high-contrast value; a missing one is filled with its run-time fallback, the plain light or dark
/// value, so Xcode's matching cannot pick a different entry than the generated Swift does.
enum ColorSetContents {
    static func contents(of color: ColorEntry) -> XcodeJSON {
        let hasHighContrast =
            color.appearances[.highContrastLight] != nil || color.appearances[.highContrastDark] != nil
        let appearances: [Appearance] = hasHighContrast ? Appearance.allCases : [.light, .dark]
        let entries = appearances.compactMap { appearance in
            color.appearances.shown(appearance).map { entry(appearance, $0) }
        }
        return .object([
            CatalogContentsKey.colors.rawValue: .array(entries),
            CatalogContentsKey.info.rawValue: AssetCatalogLayout.info,
        ])
    }

    private static func entry(_ appearance: Appearance, _ rgba: RGBA) -> XcodeJSON {
        var members: [String: XcodeJSON] = [
            CatalogContentsKey.color.rawValue: .object([
                CatalogContentsKey.colorSpace.rawValue: .string(rgba.space.rawValue),
                CatalogContentsKey.components.rawValue: .object([
                    CatalogComponent.Key.red.rawValue: .string(CatalogComponent.spelled(rgba.red)),
                    CatalogComponent.Key.green.rawValue: .string(CatalogComponent.spelled(rgba.green)),
                    CatalogComponent.Key.blue.rawValue: .string(CatalogComponent.spelled(rgba.blue)),
                    CatalogComponent.Key.alpha.rawValue: .string(CatalogComponent.alpha(rgba.alpha)),
                ]),
            ]),
            CatalogContentsKey.idiom.rawValue: .string(CatalogContentsKey.universal),
        ]
        let traits = traits(of: appearance)
        if !traits.isEmpty { members[CatalogContentsKey.appearances.rawValue] = .array(traits.map(\.json)) }
        return .object(members)
    }

    /// The `appearances` of an entry; none for Any, the light value.
    private static func traits(of appearance: Appearance) -> [CatalogTrait] {
        switch appearance {
        case .light: return []
        case .dark: return [.dark]
        case .highContrastLight: return [.highContrast]
        case .highContrastDark: return [.dark, .highContrast]
        }
    }
}
