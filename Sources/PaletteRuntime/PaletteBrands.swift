// The support file's brand section's one source: palettec appends it, from its MARK on, where a palette has brands.
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

// MARK: - Brands

/// A palette's brands: the enum palettec generates in a palette with brands, `Shop.Brand`, one case a brand.
/// Each palette has its own, so a brand is chosen per palette and a misspelt one does not compile.
public protocol PaletteBrand: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {
    /// The brand shown where none is chosen.
    static var defaultBrand: Self { get }
}

/// A color of a palette with brands: a `PaletteColor` for each brand. It shows the brand the SwiftUI
/// environment (`.paletteBrand(_:)`) or, from iOS 17, the UIKit traits (`traitOverrides[paletteBrand:]`)
/// choose, else the process-wide one (`PaletteBrands.setCurrent(_:)`), else the default brand.
public struct PaletteBrandedColor<Brand: PaletteBrand>: Hashable, Sendable {
    private let defaultBrandColor: PaletteColor
    /// Only the brands whose color is not the default brand's: equal colors compare equal however each
    /// brand was written, and a color the same in every brand holds one value.
    private let otherBrandColors: [Brand: PaletteColor]

    /// Each brand's color, as `color` gives it, asked once per brand. palettec writes a `switch` over the
    /// brands, so the compiler checks that every brand has one.
    public init(_ color: (Brand) -> PaletteColor) {
        let defaultBrandColor = color(Brand.defaultBrand)
        var otherBrandColors: [Brand: PaletteColor] = [:]
        for brand in Brand.allCases where brand != Brand.defaultBrand {
            let brandColor = color(brand)
            if brandColor != defaultBrandColor { otherBrandColors[brand] = brandColor }
        }
        self.defaultBrandColor = defaultBrandColor
        self.otherBrandColors = otherBrandColors
    }

    /// The brand's color, in every appearance.
    public subscript(brand: Brand) -> PaletteColor {
        otherBrandColors[brand] ?? defaultBrandColor
    }

    /// The components shown in one brand and appearance.
    public func resolved(brand: Brand, dark isDark: Bool, highContrast: Bool) -> PaletteRGBA {
        self[brand].resolved(dark: isDark, highContrast: highContrast)
    }

    /// The color shown where `chosen` is the brand a view chose, if any.
    func shown(chosen: Brand?) -> PaletteColor {
        self[chosen ?? PaletteBrands.current(Brand.self)]
    }
}

/// The process-wide brand of each palette: what AppKit, and UIKit before iOS 17, show, and what SwiftUI
/// and UIKit show where no view chose a brand. Views show a new one when they next draw.
public enum PaletteBrands {
    private static let chosen = PaletteBrandChoices()

    /// Makes `brand` its palette's process-wide brand, from any thread.
    public static func setCurrent<Brand: PaletteBrand>(_ brand: Brand) {
        chosen.choose(brand)
    }

    /// The palette's process-wide brand: the default brand until one is set.
    public static func current<Brand: PaletteBrand>(_ type: Brand.Type) -> Brand {
        chosen.brand(type) ?? Brand.defaultBrand
    }
}

/// The brand chosen for each brand type, from any thread.
final class PaletteBrandChoices: @unchecked Sendable {
    private let lock = NSLock()
    private var brands: [ObjectIdentifier: any PaletteBrand] = [:]

    func choose<Brand: PaletteBrand>(_ brand: Brand) {
        lock.lock()
        defer { lock.unlock() }
        brands[ObjectIdentifier(Brand.self)] = brand
    }

    func brand<Brand: PaletteBrand>(_ type: Brand.Type) -> Brand? {
        lock.lock()
        defer { lock.unlock() }
        return brands[ObjectIdentifier(type)] as? Brand
    }
}

#if canImport(UIKit) && !os(watchOS)
/// The brand of `Brand` a window, view controller or view shows, as a trait of its own per palette, so
/// palettes' brands are chosen side by side: `window.traitOverrides[paletteBrand: Shop.Brand.self] = .globex`.
/// Dynamic colors follow a change, as they follow dark mode.
@available(iOS 17.0, tvOS 17.0, *)
public struct PaletteBrandTrait<Brand: PaletteBrand>: UITraitDefinition {
    public static var defaultValue: Brand? { nil }
    public static var affectsColorAppearance: Bool { true }
    public static var identifier: String { "palettec.brand." + String(reflecting: Brand.self) }
    public static var name: String { "PaletteBrand<" + String(reflecting: Brand.self) + ">" }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitCollection {
    /// The brand of `type` these traits chose, or nil where none did.
    public subscript<Brand: PaletteBrand>(paletteBrand type: Brand.Type) -> Brand? {
        self[PaletteBrandTrait<Brand>.self]
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The brand of `type` these traits choose; nil leaves the choice to the parent, else the process.
    public subscript<Brand: PaletteBrand>(paletteBrand type: Brand.Type) -> Brand? {
        get { self[PaletteBrandTrait<Brand>.self] }
        set { self[PaletteBrandTrait<Brand>.self] = newValue }
    }
}

extension PaletteBrandedColor {
    /// A `UIColor` that follows the brand, as the traits (from iOS 17) or the process choose it, and the
    /// appearance. Made once per color: a brand switch makes no new one, and `==` holds between accesses.
    /// Before iOS 13, which has no dynamic colors, the light color of the brand shown when first asked.
    public var uiColor: UIColor {
        paletteBrandedUIColors.object(for: self) {
            if #available(iOS 13.0, tvOS 13.0, *) {
                // Through the brand's CGColor: the support file without brands keeps its UIColor maker private.
                return UIColor(dynamicProvider: { traits in UIColor(cgColor: self.cgColor(for: traits)) })
            }
            return self.shown(chosen: nil).uiColor
        }
    }

    /// The components shown for a trait collection.
    @available(iOS 13.0, tvOS 13.0, *)
    public func resolved(for traits: UITraitCollection) -> PaletteRGBA {
        shown(in: traits).resolved(for: traits)
    }

    /// A `CGColor` for a trait collection, which follows neither brand nor appearance changes.
    @available(iOS 13.0, tvOS 13.0, *)
    public func cgColor(for traits: UITraitCollection) -> CGColor {
        shown(in: traits).cgColor(for: traits)
    }

    @available(iOS 13.0, tvOS 13.0, *)
    private func shown(in traits: UITraitCollection) -> PaletteColor {
        if #available(iOS 17.0, tvOS 17.0, *) { return shown(chosen: traits[paletteBrand: Brand.self]) }
        return shown(chosen: nil)
    }
}

private let paletteBrandedUIColors = PaletteObjectCache<AnyHashable, UIColor>()
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
extension PaletteBrandedColor {
    /// An `NSColor` that follows the process-wide brand and the appearance. Made once per color: a brand
    /// switch makes no new one, and `==` holds between accesses.
    @available(macOS 10.15, *)
    public var nsColor: NSColor {
        paletteBrandedNSColors.object(for: self) {
            NSColor(name: nil, dynamicProvider: { appearance in
                let shown = self.shown(chosen: nil)
                return NSColor(cgColor: shown.cgColor(for: appearance)) ?? shown.nsColor
            })
        }
    }

    /// The components shown for an appearance, in the process-wide brand.
    @available(macOS 10.15, *)
    public func resolved(for appearance: NSAppearance) -> PaletteRGBA {
        shown(chosen: nil).resolved(for: appearance)
    }

    /// A `CGColor` for an appearance, in the process-wide brand; it follows neither brand nor appearance changes.
    @available(macOS 10.15, *)
    public func cgColor(for appearance: NSAppearance) -> CGColor {
        shown(chosen: nil).cgColor(for: appearance)
    }
}

private let paletteBrandedNSColors = PaletteObjectCache<AnyHashable, NSColor>()
#endif

#if canImport(SwiftUI)
/// The environment's brand of `Brand`, one key per palette; from iOS 17 bridged to the UIKit trait, so
/// `traitOverrides` reach the SwiftUI views a window hosts, and `.paletteBrand(_:)` the UIKit views in a view.
struct PaletteBrandKey<Brand: PaletteBrand>: EnvironmentKey {
    static var defaultValue: Brand? { nil }
}

/// A key path's index for `Brand`'s environment value: a key path needs a Hashable index, which a type is not.
struct PaletteBrandKeyIndex<Brand: PaletteBrand>: Hashable, Sendable {}

#if canImport(UIKit) && !os(watchOS)
@available(iOS 17.0, tvOS 17.0, *)
extension PaletteBrandKey: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Brand? {
        traitCollection[PaletteBrandTrait<Brand>.self]
    }

    static func write(to mutableTraits: inout any UIMutableTraits, value: Brand?) {
        mutableTraits[PaletteBrandTrait<Brand>.self] = value
    }
}
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// The brand of `type` this environment chose, or nil where no view did.
    public subscript<Brand: PaletteBrand>(paletteBrand type: Brand.Type) -> Brand? {
        get { self[PaletteBrandKey<Brand>.self] }
        set { self[PaletteBrandKey<Brand>.self] = newValue }
    }

    subscript<Brand: PaletteBrand>(paletteBrand index: PaletteBrandKeyIndex<Brand>) -> Brand? {
        get { self[PaletteBrandKey<Brand>.self] }
        set { self[PaletteBrandKey<Brand>.self] = newValue }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Shows `brand` for its palette's colors in this view and the views inside it; other palettes' brands
    /// stay as they are.
    public nonisolated func paletteBrand<Brand: PaletteBrand>(_ brand: Brand) -> some View {
        environment(\.[paletteBrand: PaletteBrandKeyIndex<Brand>()], brand)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PaletteBrandedColor {
    /// A SwiftUI `Color`: the `uiColor` or `nsColor`, which follow the brand as UIKit's traits or the
    /// process choose it; on watchOS the dark color of the process-wide brand. `.paletteBrand(_:)` sets
    /// the environment, which the color itself as a style reads (iOS 17, macOS 14): prefer that.
    public var color: Color {
        #if canImport(UIKit) && !os(watchOS)
        return Color(uiColor)
        #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
        return Color(nsColor)
        #else
        return shown(chosen: nil).color
        #endif
    }
}

/// A style, as a `PaletteColor` is: its value for the view's brand, color scheme and contrast.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PaletteBrandedColor: ShapeStyle {
    public func resolve(in environment: EnvironmentValues) -> Color {
        shown(chosen: environment[paletteBrand: Brand.self]).resolve(in: environment)
    }
}
#endif

/// One object per distinct key, made on first use and returned from then on, from any thread; as
/// `PaletteColorCache`, which the support file without brands keeps as it is.
final class PaletteObjectCache<Key: Hashable, Object: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [Key: Object] = [:]

    func object(for key: Key, orMake make: () -> Object) -> Object {
        lock.lock()
        defer { lock.unlock() }
        if let object = objects[key] { return object }
        let object = make()
        objects[key] = object
        return object
    }
}
