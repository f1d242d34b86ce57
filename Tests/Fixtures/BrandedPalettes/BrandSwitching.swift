// The code an app writes to switch brand, in SwiftUI, UIKit and AppKit. Type-checked with Shop.swift and
// Charts.swift against the Apple stand-ins (BrandedPalettesTypeCheckTests).

/// Anywhere: the brand a person picked, kept by its name, made the process-wide brand at launch.
func restoreShopBrand(named saved: String) {
    if let brand = Shop.Brand(rawValue: saved) { PaletteBrands.setCurrent(brand) }
}

let shopBrandNow: Shop.Brand = PaletteBrands.current(Shop.Brand.self)
let globexDarkAccent: PaletteRGBA = Shop.accent.resolved(brand: .globex, dark: true, highContrast: false)
let accentInEveryBrand: [PaletteColor] = Shop.Brand.allCases.map { Shop.accent[$0] }

#if canImport(SwiftUI)
import SwiftUI

/// A brand for a whole screen, and another palette's brand beside it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct GlobexScreen: View {
    var body: some View {
        Text("Hi")
            .foregroundStyle(Shop.Text.primary)
            .background(Shop.background)
            .paletteBrand(Shop.Brand.globex)
            .paletteBrand(Charts.Brand.acme)
    }
}

/// The brand a person picked, from the app's state.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PickedBrandScreen: View {
    let picked: Shop.Brand

    var body: some View {
        Text("Hi").foregroundStyle(Shop.accent).paletteBrand(picked)
    }
}

/// Before iOS 17 a palette color is not a style; its `color` is, and so is its static member.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
struct ScreenBefore17: View {
    var body: some View {
        Text("Hi").foregroundStyle(Shop.accent.color).background(Color.shopAccent)
    }
}

/// What a view's environment chose, as a custom style would read it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
func shopBrand(in environment: EnvironmentValues) -> Shop.Brand {
    environment[paletteBrand: Shop.Brand.self] ?? PaletteBrands.current(Shop.Brand.self)
}
#endif

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A window's brand: from iOS 17 a trait, which dynamic colors follow at once; before, the process-wide brand,
/// which views show when they next draw their colors.
@MainActor func showShopBrand(_ brand: Shop.Brand, in window: UIWindow) {
    if #available(iOS 17.0, tvOS 17.0, *) {
        window.traitOverrides[paletteBrand: Shop.Brand.self] = brand
    } else {
        PaletteBrands.setCurrent(brand)
    }
}

/// One screen in another brand, and another palette's brand left to the window.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor func previewGlobex(in controller: UIViewController) {
    controller.traitOverrides[paletteBrand: Shop.Brand.self] = .globex
    controller.view.traitOverrides[paletteBrand: Charts.Brand.self] = nil
    controller.view.backgroundColor = Shop.background.uiColor
}

@available(iOS 17.0, tvOS 17.0, *)
func shopBrand(in traits: UITraitCollection) -> Shop.Brand {
    traits[paletteBrand: Shop.Brand.self] ?? PaletteBrands.current(Shop.Brand.self)
}

@available(iOS 13.0, tvOS 13.0, *)
func accentCGColor(for traits: UITraitCollection) -> CGColor { Shop.accent.cgColor(for: traits) }

let accentUIColor: UIColor = .shopAccent
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// AppKit has no trait: the process-wide brand, then a redraw.
@MainActor func showShopBrand(_ brand: Shop.Brand, redrawing view: NSView) {
    PaletteBrands.setCurrent(brand)
    view.needsDisplay = true
}

@available(macOS 10.15, *)
let accentNSColor: NSColor = Shop.accent.nsColor

@available(macOS 10.15, *)
func accentCGColor(for appearance: NSAppearance) -> CGColor { Shop.accent.cgColor(for: appearance) }
#endif
