// The support file's one source. palettec writes it into targets, at their access level, as PaletteSupport.swift.
// swift-format-ignore-file
// swiftlint:disable all

import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

/// The RGB space a `PaletteRGBA`'s components are in.
public enum PaletteColorSpace: Hashable, Sendable {
    /// sRGB: every hex, `rgb()` and `{red, green, blue}` value.
    case sRGB
    /// Display P3, a wider gamut: values written as `color(display-p3 ...)` or with `space: display-p3`.
    case displayP3
}

/// Components from 0 to 1 in their color space, each rounded to 10 decimal places whichever
/// initializer made them, as palettec rounds the literals it generates: so a color built from those
/// literals compares equal to the same color built anywhere else from the same values, for example
/// `PaletteRGBA(36.0 / 255, 128.0 / 255, 1, 1)` to `#2480FF`. The space is part of the value: the
/// same numbers in sRGB and in Display P3 are different colors, and compare unequal.
public struct PaletteRGBA: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double
    public let colorSpace: PaletteColorSpace

    /// sRGB components.
    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        self.init(rounding: red, green, blue, alpha, in: .sRGB)
    }

    /// Display P3 components.
    public init(displayP3 red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        self.init(rounding: red, green, blue, alpha, in: .displayP3)
    }

    /// 8-bit components, as a hex code holds them, each divided by 255:
    /// `PaletteRGBA(red255: 0x24, green255: 0x80, blue255: 0xFF)` is `#2480FF`, equal to
    /// `PaletteRGBA(0.1411764706, 0.5019607843, 1.0, 1.0)`.
    public init(
        red255: UInt8, green255: UInt8, blue255: UInt8, alpha: Double = 1, colorSpace: PaletteColorSpace = .sRGB
    ) {
        self.init(rounding: Double(red255) / 255, Double(green255) / 255, Double(blue255) / 255, alpha, in: colorSpace)
    }

    private init(
        rounding red: Double, _ green: Double, _ blue: Double, _ alpha: Double, in colorSpace: PaletteColorSpace
    ) {
        self.red = Self.rounded(red)
        self.green = Self.rounded(green)
        self.blue = Self.rounded(blue)
        self.alpha = Self.rounded(alpha)
        self.colorSpace = colorSpace
    }

    /// To 10 decimal places, exactly as palettec rounds: 68/255 becomes 0.2666666667.
    private static func rounded(_ component: Double) -> Double {
        (component * 10_000_000_000.0).rounded() / 10_000_000_000.0
    }
}

extension PaletteRGBA: ExpressibleByIntegerLiteral {
    /// An sRGB hex code with its alpha byte, `0xRRGGBBAA`: `0x2480FFFF` is `#2480FF`, equal to
    /// `PaletteRGBA(red255: 0x24, green255: 0x80, blue255: 0xFF)`. Generated palettes write their
    /// 8-bit colors this way.
    public init(integerLiteral rgba: UInt32) {
        self.init(
            red255: UInt8(rgba >> 24), green255: UInt8(rgba >> 16 & 0xFF), blue255: UInt8(rgba >> 8 & 0xFF),
            alpha: Double(rgba & 0xFF) / 255
        )
    }
}

/// A palette color: one value for each appearance. A missing high-contrast value falls back to
/// the plain light or dark one.
public struct PaletteColor: Hashable, Sendable {
    public var light: PaletteRGBA
    public var dark: PaletteRGBA
    public var highContrastLight: PaletteRGBA?
    public var highContrastDark: PaletteRGBA?

    // One initializer per argument list, not default arguments: a generated call then matches
    // exactly one, which keeps a palette of thousands of colors quick to type-check.

    /// A color with the same values in standard and increased contrast.
    public init(light: PaletteRGBA, dark: PaletteRGBA) {
        self.init(light: light, dark: dark, highContrastLight: nil, highContrastDark: nil)
    }

    /// A color with its own values for increased contrast; a nil one falls back to `light` or `dark`.
    public init(
        light: PaletteRGBA, dark: PaletteRGBA, highContrastLight: PaletteRGBA?, highContrastDark: PaletteRGBA? = nil
    ) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// A color with its own dark value for increased contrast.
    public init(light: PaletteRGBA, dark: PaletteRGBA, highContrastDark: PaletteRGBA?) {
        self.init(light: light, dark: dark, highContrastLight: nil, highContrastDark: highContrastDark)
    }

    /// The components shown in one appearance.
    public func resolved(dark isDark: Bool, highContrast: Bool) -> PaletteRGBA {
        switch (isDark, highContrast) {
        case (false, false): return light
        case (true, false): return dark
        case (false, true): return highContrastLight ?? light
        case (true, true): return highContrastDark ?? dark
        }
    }
}

#if canImport(UIKit) && !os(watchOS)
extension PaletteColor {
    /// A `UIColor` that follows the light, dark and high-contrast appearance on iOS 13 and later,
    /// and is the light color on earlier systems. Made once per color, like `UIColor(named:)`:
    /// every access returns the same object, so `view.backgroundColor == Brand.background.uiColor`.
    public var uiColor: UIColor {
        Self.uiColors.object(for: self) {
            if #available(iOS 13.0, tvOS 13.0, *) {
                return UIColor(dynamicProvider: { traits in
                    Self.makeUIColor(self.resolved(for: traits))
                })
            }
            return Self.makeUIColor(light)
        }
    }

    private static let uiColors = PaletteColorCache<UIColor>()

    /// The components shown for a trait collection.
    @available(iOS 13.0, tvOS 13.0, *)
    public func resolved(for traits: UITraitCollection) -> PaletteRGBA {
        resolved(
            dark: traits.userInterfaceStyle == .dark,
            highContrast: traits.accessibilityContrast == .high
        )
    }

    /// A `CGColor` for a trait collection. A CGColor never follows appearance changes: resolve it
    /// again when the traits change, for example in `traitCollectionDidChange(_:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    public func cgColor(for traits: UITraitCollection) -> CGColor {
        Self.makeUIColor(resolved(for: traits)).cgColor
    }

    private static func makeUIColor(_ rgba: PaletteRGBA) -> UIColor {
        let (red, green, blue, alpha) = (
            CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)
        )
        return rgba.colorSpace == .displayP3
            ? UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
extension PaletteColor {
    /// An `NSColor` that follows the light, dark and high-contrast appearance. Made once per color,
    /// like `NSColor(named:)`: every access returns the same object, so it compares equal to itself.
    @available(macOS 10.15, *)
    public var nsColor: NSColor {
        Self.nsColors.object(for: self) {
            NSColor(name: nil, dynamicProvider: { appearance in
                Self.makeNSColor(self.resolved(for: appearance))
            })
        }
    }

    private static let nsColors = PaletteColorCache<NSColor>()

    /// The components shown for an appearance.
    @available(macOS 10.15, *)
    public func resolved(for appearance: NSAppearance) -> PaletteRGBA {
        let match = appearance.bestMatch(from: [
            .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
        ])
        return resolved(
            dark: match == .darkAqua || match == .accessibilityHighContrastDarkAqua,
            highContrast: match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
        )
    }

    /// A `CGColor` for an appearance. A CGColor never follows appearance changes: resolve it again
    /// when the appearance changes, for example in `viewDidChangeEffectiveAppearance()`.
    @available(macOS 10.15, *)
    public func cgColor(for appearance: NSAppearance) -> CGColor {
        Self.makeNSColor(resolved(for: appearance)).cgColor
    }

    private static func makeNSColor(_ rgba: PaletteRGBA) -> NSColor {
        let (red, green, blue, alpha) = (
            CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)
        )
        return rgba.colorSpace == .displayP3
            ? NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            : NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }
}
#endif

#if canImport(SwiftUI)
extension PaletteColor {
    /// A SwiftUI `Color`: with UIKit or AppKit, the `uiColor` or `nsColor`, which follows the
    /// appearance; on watchOS, which is always dark, the dark color.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var color: Color {
        #if canImport(UIKit) && !os(watchOS)
        return Color(uiColor)
        #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
        return Color(nsColor)
        #else
        return Color(
            dark.colorSpace == .displayP3 ? .displayP3 : .sRGB,
            red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.alpha)
        #endif
    }
}

/// A style of its own, so `.foregroundStyle(Brand.Text.primary)` and `.background(Brand.card)` take the
/// color itself: a constant `Color` of its value for the view's color scheme and contrast. SwiftUI lets
/// a type outside it be a `ShapeStyle` from iOS 17, macOS 14, tvOS 17 and watchOS 10 (`resolve(in:)`);
/// before, use `color`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PaletteColor: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Color {
        let rgba = resolved(
            dark: environment.colorScheme == .dark, highContrast: environment.colorSchemeContrast == .increased)
        return Color(
            rgba.colorSpace == .displayP3 ? .displayP3 : .sRGB,
            red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }
}
#endif

/// One object per distinct color, made on first use and returned from then on, from any thread.
/// It keeps every one: an app's palettes have a fixed set of colors.
final class PaletteColorCache<Object: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [PaletteColor: Object] = [:]

    func object(for color: PaletteColor, orMake make: () -> Object) -> Object {
        lock.lock()
        defer { lock.unlock() }
        if let object = objects[color] { return object }
        let object = make()
        objects[color] = object
        return object
    }
}
