/// The one file every palette's code needs: the color value type and its UIKit, AppKit and SwiftUI
/// bridges. It depends only on the access level, so a target needs one copy however many palettes it has.
enum SupportFileRenderer {
    /// The support file is `Sources/PaletteRuntime/PaletteRuntime.swift`, the Swift the compiler checks
    /// as the PaletteRuntime library, under the generated header in place of its first line, at the
    /// access level asked for: its only `public ` words are its declarations' (`SupportFileRendererTests`
    /// holds it to that).
    ///
    /// With `brands`, for a target where a palette has brands, the brand section follows after a blank line:
    /// `Sources/PaletteRuntime/PaletteBrands.swift` from its `// MARK: - Brands` line on. Without, the file
    /// is byte for byte what it was before brands.
    static func render(accessLevel: AccessLevel, brands: Bool = false) -> String {
        let code = publicSource.drop { $0 != "\n" }.dropFirst() + (brands ? "\n" + publicBrandSection : "")
        return GeneratedHeader.supportLine + "\n" + code.replacing("public ", with: "\(accessLevel.rawValue) ")
    }

    /// The build plugin's support file for a target that imports the runtime: a build command must
    /// write a file, and this one says why it declares nothing.
    static func renderRuntimeNote() -> String {
        GeneratedHeader.swift(source: nil) + "\n"
            + "// This target imports \(PaletteFileNames.runtimeModule), which declares PaletteColor and PaletteRGBA.\n"
    }

    /// PaletteRuntime's source, embedded into PaletteCore when it is built (`Package.swift`).
    static let publicSource = String(decoding: PackageResources.PaletteRuntime_swift_txt, as: UTF8.self)

    /// PaletteRuntime's brand file, embedded likewise.
    static let publicBrandSource = String(decoding: PackageResources.PaletteBrands_swift_txt, as: UTF8.self)

    /// The brand file without its comments and imports, which the support file has already.
    private static let publicBrandSection: Substring = {
        let start = publicBrandSource.firstRange(of: "// MARK: - Brands\n")?.lowerBound
        return publicBrandSource[(start ?? publicBrandSource.startIndex)...]
    }()
}
