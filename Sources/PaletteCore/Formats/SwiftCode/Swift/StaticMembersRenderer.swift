/// With static members on, the end of a palette's file: each color again as a static member of SwiftUI's
/// `Color` and `ShapeStyle where Self == Color`, UIKit's `UIColor` and AppKit's `NSColor`, named as Xcode
/// names asset symbols (`AssetSymbolName`), under the conditions and availability the support file gives
/// `color`, `uiColor` and `nsColor`:
///
///     #if canImport(SwiftUI)
///     @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
///     extension Color {
///         internal static var brandTextPrimary: Color { Brand.Text.primary.color }
///     }
///     …
///
/// Each member is one line that reads the palette's own property, so the file stays cheap to compile.
/// `StaticMemberClashes` has checked every name before this runs.
enum StaticMembersRenderer {
    /// The imports the extensions need, after the header.
    static func imports(_ access: AccessLevel) -> [String] {
        Framework.allCases.flatMap {
            ["#if " + $0.condition, PaletteFileRenderer.importLine($0.module, access), "#endif"]
        }
    }

    /// The extensions, each after a blank line.
    static func write(_ palette: Palette, access: AccessLevel, into lines: inout LineWriter) {
        var members: [(symbol: String, path: String)] = []
        palette.root.forEachColor { color in
            if let symbol = AssetSymbolName.name(color.assetName) { members.append((symbol, color.swiftPath)) }
        }
        for framework in Framework.allCases {
            lines.append("")
            lines.append("#if " + framework.condition)
            for (index, extended) in framework.extendedTypes.enumerated() {
                if index > 0 { lines.append("") }
                if let availability = framework.availability { lines.append(availability) }
                lines.append("extension \(extended) {")
                for member in members {
                    let keywords = "\(access.rawValue) static var", rest = ": \(framework.valueType) {"
                    let body = "\(member.path).\(framework.property)"
                    let line = "    \(keywords) \(member.symbol)\(rest) \(body) }"
                    if LineWidth.fits(line, in: LineWidth.limit) {
                        lines.append(line)
                    } else {
                        lines.append(DeclarationHead.lines(keywords, name: member.symbol, rest: rest, indent: "    "))
                        lines.append(LineWidth.wrappedPath(body, indent: "        "))
                        lines.append("    }")
                    }
                }
                lines.append("}")
            }
            lines.append("#endif")
        }
    }

    /// The frameworks, in the order the file declares them, as the support file bridges to each.
    enum Framework: CaseIterable {
        case swiftUI, uiKit, appKit

        var module: String {
            switch self {
            case .swiftUI: return "SwiftUI"
            case .uiKit: return "UIKit"
            case .appKit: return "AppKit"
            }
        }

        /// The support file's condition for the framework's bridge.
        var condition: String {
            switch self {
            case .swiftUI: return "canImport(SwiftUI)"
            case .uiKit: return "canImport(UIKit) && !os(watchOS)"
            case .appKit: return "canImport(AppKit) && !targetEnvironment(macCatalyst)"
            }
        }

        /// The bridge's availability, which its members share.
        var availability: String? {
            switch self {
            case .swiftUI: return "@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)"
            case .uiKit: return nil
            case .appKit: return "@available(macOS 10.15, *)"
            }
        }

        /// `ShapeStyle where Self == Color` makes `.foregroundStyle(.brandTextPrimary)` find the member.
        var extendedTypes: [String] {
            switch self {
            case .swiftUI: return ["Color", "ShapeStyle where Self == Color"]
            case .uiKit: return ["UIColor"]
            case .appKit: return ["NSColor"]
            }
        }

        var valueType: String {
            switch self {
            case .swiftUI: return "Color"
            case .uiKit: return "UIColor"
            case .appKit: return "NSColor"
            }
        }

        /// The support file's property that bridges a `PaletteColor`.
        var property: String {
            switch self {
            case .swiftUI: return "color"
            case .uiKit: return "uiColor"
            case .appKit: return "nsColor"
            }
        }
    }
}
