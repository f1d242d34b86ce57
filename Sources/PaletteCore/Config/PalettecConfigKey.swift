/// The settings of `palettec.yml`, in the order messages list them.
package enum PalettecConfigKey: String, CaseIterable, MessageKey, Sendable {
    case access, runtime, staticMembers, swiftUIPreviews

    /// Every key, as the file spells them.
    package static let names = allCases.map(\.rawValue)

    /// What the setting decides, for the message about a value it does not take.
    var meaning: String {
        switch self {
        case .access: return "for palettes without \(PaletteKey.access.quoted)"
        case .runtime: return "'import' uses the PaletteRuntime library, 'embed' writes \(PaletteFileNames.supportFile)"
        case .staticMembers:
            return "true also makes each color a static member of Color, ShapeStyle, UIColor and NSColor"
        case .swiftUIPreviews:
            return "true also writes \(PaletteFileNames.previewsFile), a SwiftUI preview of each palette"
        }
    }
}
