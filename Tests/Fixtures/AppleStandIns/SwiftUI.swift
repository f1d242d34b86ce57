// Stand-in for Apple's SwiftUI: declarations, and the inits the run test calls. See README.md.
// Built once per flavour: next to the UIKit stand-in, next to the AppKit one, or alone (watchOS-like).
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
import CoreGraphics
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// What the color was made from: colors made alike compare equal, as SwiftUI's do. (The real
    /// `Color` is frozen too, with one `@usableFromInline` stored property.)
    @usableFromInline enum Content: Hashable, Sendable {
        case rgb(RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double)
        #if canImport(UIKit)
        case uiColor(UIColor)
        #elseif canImport(AppKit)
        case nsColor(NSColor)
        #endif
    }

    @usableFromInline let content: Content

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        content = .rgb(colorSpace, red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(cgColor:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Color(cgColor:)")
    public init(_ cgColor: CGColor) { fatalError() }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(cgColor: CGColor) { fatalError() }

    public var description: String { fatalError() }

    public static let clear = Color(.sRGB, white: 0, opacity: 0)
}

#if canImport(UIKit)
extension Color {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @available(macOS, unavailable)
    public init(_ color: UIColor) { content = .uiColor(color) }

    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    public init(uiColor: UIColor) { fatalError() }
}
#elseif canImport(AppKit)
extension Color {
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Color(nsColor:)")
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(_ color: NSColor) { content = .nsColor(color) }

    @available(macOS 12.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(nsColor: NSColor) { fatalError() }
}
#endif
