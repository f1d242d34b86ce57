/// The static members SwiftUI, UIKit and AppKit already give `Color`, `ShapeStyle`, `UIColor` and
/// `NSColor`: a palette color's static member named like one would shadow it, or not compile.
///
/// From Apple's documentation, each type's "Getting standard colors"/"Type Properties" sections:
/// - https://developer.apple.com/documentation/swiftui/color (Color: black … yellow, primary, secondary, accentColor)
/// - https://developer.apple.com/documentation/swiftui/shapestyle (ShapeStyle: the hierarchical, semantic
///   and material styles, and the gradient and image builders)
/// - https://developer.apple.com/documentation/uikit/uicolor (UIColor: standard, label, fill, text,
///   separator, link, background and adaptable system colors)
/// - https://developer.apple.com/documentation/appkit/nscolor (NSColor: the same without the `Color`
///   suffix palettec's names never end in, and the system colors)
/// and `NSObject`'s class members, which `UIColor` and `NSColor` inherit.
enum FrameworkColorMembers {
    static let names: Set<String> = swiftUIColor.union(shapeStyle).union(uiColor).union(nsColor).union(nsObject)

    /// Types those four declare inside themselves, which a palette's name would lose to in the members'
    /// bodies (`Resolved.accent` in `extension Color` is `Color.Resolved`): `Color.Resolved`,
    /// `Color.RGBColorSpace`, `Color`'s `View.Body`, `NSColor.Name`, `NSColor.ColorType`,
    /// `NSColor.SystemEffect` and `UIColor.Prominence`.
    static let nestedTypes: Set<String> = [
        "Body", "ColorType", "Name", "Prominence", "RGBColorSpace", "Resolved", "SystemEffect",
    ]

    private static let swiftUIColor: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    ]

    private static let shapeStyle: Set<String> = [
        "background", "bar", "conicGradient", "ellipticalGradient", "fill", "foreground", "image",
        "linearGradient", "link", "placeholder", "quaternary", "quinary", "radialGradient", "regularMaterial",
        "secondary", "selection", "separator", "tertiary", "thickMaterial", "thinMaterial", "tint",
        "ultraThickMaterial", "ultraThinMaterial", "windowBackground",
    ]

    private static let uiColor: Set<String> = [
        "darkGray", "darkText", "groupTableViewBackground", "label", "lightGray", "lightText", "magenta",
        "opaqueSeparator", "placeholderText", "quaternaryLabel", "quaternarySystemFill", "scrollViewTexturedBackground",
        "secondaryLabel", "secondarySystemBackground", "secondarySystemFill", "secondarySystemGroupedBackground",
        "systemBackground", "systemBlue", "systemBrown", "systemCyan", "systemFill", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemGreen", "systemGroupedBackground",
        "systemIndigo", "systemMint", "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal",
        "systemYellow", "tertiaryLabel", "tertiarySystemBackground", "tertiarySystemFill",
        "tertiarySystemGroupedBackground", "tintColor", "underPageBackground", "viewFlipsideBackground",
    ]

    private static let nsColor: Set<String> = [
        "alternatingContentBackgroundColors", "controlAlternatingRowBackgroundColors", "currentControlTint",
        "systemGray", "systemBlue", "systemBrown", "systemCyan", "systemGreen", "systemIndigo", "systemMint",
        "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow",
    ]

    private static let nsObject: Set<String> = [
        "description", "debugDescription", "hash", "superclass", "supportsSecureCoding", "classForCoder",
    ]
}
