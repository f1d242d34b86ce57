/// Type names a palette or group may not take: with them the generated Swift would not compile, or
/// it would hide a type the app's own code uses.
package enum ReservedNames {
    package enum Reason {
        case swift, palettec, framework, applePrefix

        package var explanation: String {
            switch self {
            case .swift: return "Swift's own"
            case .palettec: return "a type palettec generates and every palette's code uses"
            case .framework: return "a type of Swift or an Apple framework that the app's code would no longer see"
            case .applePrefix: return "it starts like Apple's framework types (UI, NS, CG, CA, CI)"
            }
        }
    }

    /// Why a palette, a top-level type of the module, may not be named `name`; nil when it may.
    package static func reasonForPalette(_ name: String) -> Reason? {
        if let reason = reasonForGroup(name) { return reason }
        if name.lowercased() == "palettesupport" { return .palettec }  // PaletteSupport.swift, in any case
        if frameworkTypes.contains(name) || FrameworkTypeNames.all.contains(name) { return .framework }
        if hasApplePrefix(name) { return .applePrefix }
        return nil
    }

    /// Why a group, a type nested in its palette, may not be named `name`; nil when it may.
    static func reasonForGroup(_ name: String) -> Reason? {
        if swiftTypeKeywords.contains(name) { return .swift }
        if generatedTypes.contains(name) { return .palettec }
        return nil
    }

    /// Not allowed as a type name even back-ticked.
    static let swiftTypeKeywords: Set<String> = ["Type", "Protocol", "Self", "Any"]

    /// The types the support file declares, its brand section's too (`PaletteRuntime` has them all): the
    /// first three, and with brands the next three, are named by each palette's code too.
    static let generatedTypes: Set<String> = [
        "PaletteColor", "PaletteRGBA", "PaletteColorSpace", "PaletteColorCache",
        "PaletteBrand", "PaletteBrandedColor", "PaletteBrands", "PaletteBrandKey", "PaletteBrandKeyIndex",
        "PaletteBrandTrait", "PaletteBrandChoices", "PaletteObjectCache",
    ]

    /// Everything the support file names and the modules it imports; `FrameworkTypeNames` has the
    /// rest of the types an app module meets from Swift, Foundation, Combine and SwiftUI.
    static let frameworkTypes: Set<String> = [
        "Swift", "SwiftUI", "UIKit", "AppKit", "CoreGraphics", "Foundation", "Darwin", "Glibc", "PaletteRuntime",
        "Color", "Hashable", "Sendable", "Double", "Bool", "Optional", "UInt8", "UInt32",
        "ExpressibleByIntegerLiteral",
        "Int", "Float", "String", "Character", "Array", "Dictionary", "Set", "Result", "Never", "Void",
        "AnyObject", "AnyHashable", "Error", "Equatable", "Comparable", "Codable", "Encodable", "Decodable",
        "Identifiable", "RawRepresentable", "RawValue", "CaseIterable", "AllCases", "Sequence", "Collection", "Range",
        "CustomStringConvertible",
        "View", "Text", "Image", "Shape", "ShapeStyle", "Gradient", "Material", "Font", "Environment",
        "EnvironmentValues",
    ]

    /// A name to write instead of a reserved palette name: `AppColors` for `App`, `Colors` for
    /// `Color` (as `colors.txt` names SwiftGen's), `Brand` for `UIBrand` (an Apple prefix is dropped
    /// first); nil when none is free. `import` names a palette so when the name it derives from a
    /// file or folder is reserved (`color.tokens.json` → `Colors`).
    package static func suggestion(for name: String) -> String? {
        let base = hasApplePrefix(name) ? String(name.dropFirst(2)) : name
        let suffixes =
            base.hasSuffix("Color") ? ["s", "Theme"] : base.hasSuffix("Colors") ? ["Theme"] : ["Colors", "Theme"]
        return ([base] + suffixes.map { base + $0 }).first { $0 != name && reasonForPalette($0) == nil }
    }

    private static func hasApplePrefix(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(3))
        guard scalars.count == 3, (0x41...0x5A).contains(scalars[2].value) else { return false }
        return ["UI", "NS", "CG", "CA", "CI"].contains(String(String.UnicodeScalarView(scalars[0...1])))
    }
}
