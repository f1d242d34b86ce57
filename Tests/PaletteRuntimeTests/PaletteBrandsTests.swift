@testable import PaletteRuntime
import Testing

/// A palette's brands, as palettec generates them: `Shop.Brand`, default `acme`.
enum ShopBrand: String, PaletteBrand {
    case acme
    case globex
    case initech = "initech-co"

    static var defaultBrand: ShopBrand { .acme }
}

/// Another palette's brands, default not the first case: its colors and choice sit beside the shop's.
enum ChartBrand: String, PaletteBrand {
    case acme
    case globex

    static var defaultBrand: ChartBrand { .globex }
}

/// The platform-neutral part of the brand runtime: each brand × appearance resolves to its own value.
@Suite struct PaletteBrandedColorTests {
    static func rgba(_ byte: UInt8) -> PaletteRGBA { PaletteRGBA(red255: byte, green255: 0, blue255: 0) }

    /// acme: light 1, dark 2, high contrast 3 and 4; globex: light 5, dark 6, no high contrast; initech: acme's.
    static let primary = PaletteBrandedColor<ShopBrand> {
        switch $0 {
        case .acme, .initech:
            PaletteColor(light: rgba(1), dark: rgba(2), highContrastLight: rgba(3), highContrastDark: rgba(4))
        case .globex: PaletteColor(light: rgba(5), dark: rgba(6))
        }
    }

    @Test func eachBrandAndAppearanceResolvesToItsOwnValue() {
        let expected: [(ShopBrand, dark: Bool, highContrast: Bool, UInt8)] = [
            (.acme, false, false, 1), (.acme, true, false, 2), (.acme, false, true, 3), (.acme, true, true, 4),
            (.globex, false, false, 5), (.globex, true, false, 6), (.globex, false, true, 5), (.globex, true, true, 6),
            (.initech, false, false, 1), (.initech, true, false, 2), (.initech, false, true, 3),
            (.initech, true, true, 4),
        ]
        for (brand, dark, highContrast, byte) in expected {
            #expect(
                Self.primary.resolved(brand: brand, dark: dark, highContrast: highContrast) == Self.rgba(byte),
                "\(brand) dark \(dark) high contrast \(highContrast)")
        }
        #expect(Self.primary[.globex] == PaletteColor(light: Self.rgba(5), dark: Self.rgba(6)))
    }

    /// The initializer asks for every brand's color, the default brand's too, and keeps each one.
    @Test func theInitializerAsksEveryBrandOnce() {
        var asked: [ShopBrand] = []
        let color = PaletteBrandedColor<ShopBrand> { brand in
            asked.append(brand)
            return PaletteColor(light: Self.rgba(UInt8(asked.count)), dark: Self.rgba(0))
        }
        #expect(asked.sorted { $0.rawValue < $1.rawValue } == [.acme, .globex, .initech])
        for (index, brand) in asked.enumerated() {
            #expect(color[brand].light == Self.rgba(UInt8(index + 1)), "\(brand)")
        }
    }

    /// Colors are equal when every brand shows the same, however each brand was written; a color the same
    /// in every brand equals another such color, and never an unbranded `PaletteColor`, a type of its own.
    @Test func equalityAndHashingFollowEveryBrandsValue() {
        let grouped = PaletteBrandedColor<ShopBrand> {
            $0 == .globex
                ? PaletteColor(light: Self.rgba(5), dark: Self.rgba(6))
                : PaletteColor(
                    light: Self.rgba(1), dark: Self.rgba(2), highContrastLight: Self.rgba(3),
                    highContrastDark: Self.rgba(4))
        }
        #expect(grouped == Self.primary)
        #expect(grouped.hashValue == Self.primary.hashValue)
        #expect(Set([grouped, Self.primary]).count == 1)

        let otherInitech = PaletteBrandedColor<ShopBrand> {
            $0 == .initech ? PaletteColor(light: Self.rgba(9), dark: Self.rgba(9)) : Self.primary[$0]
        }
        #expect(otherInitech != Self.primary, "one brand's value differs")

        let plain = PaletteColor(light: Self.rgba(7), dark: Self.rgba(8))
        let sameEverywhere = PaletteBrandedColor<ShopBrand> { _ in plain }
        #expect(sameEverywhere == PaletteBrandedColor<ShopBrand> { _ in plain })
        for brand in ShopBrand.allCases { #expect(sameEverywhere[brand] == plain) }
        #expect(AnyHashable(sameEverywhere) != AnyHashable(plain))
        #expect(AnyHashable(sameEverywhere) != AnyHashable(PaletteBrandedColor<ChartBrand> { _ in plain }))
    }
}

/// The process-wide brand: what AppKit and UIKit before iOS 17 show, and the fallback where no view chose one.
/// Serialized, as it sets process-wide state; each test puts the default brand back.
@Suite(.serialized) struct PaletteBrandsTests {
    @Test func withNoBrandChosenTheDefaultBrandShows() {
        #expect(PaletteBrands.current(ShopBrand.self) == .acme)
        #expect(PaletteBrands.current(ChartBrand.self) == .globex, "the default brand, not the first case")
    }

    @Test func eachBrandTypeHasItsOwnCurrentBrand() {
        defer {
            PaletteBrands.setCurrent(ShopBrand.defaultBrand)
            PaletteBrands.setCurrent(ChartBrand.defaultBrand)
        }
        PaletteBrands.setCurrent(ShopBrand.initech)
        #expect(PaletteBrands.current(ShopBrand.self) == .initech)
        #expect(PaletteBrands.current(ChartBrand.self) == .globex, "another palette's brand is untouched")
        PaletteBrands.setCurrent(ChartBrand.acme)
        #expect(PaletteBrands.current(ShopBrand.self) == .initech)
        #expect(PaletteBrands.current(ChartBrand.self) == .acme)
    }

    /// A brand chosen (by the environment or a trait) wins; none chosen, the process-wide brand shows.
    @Test func aChosenBrandWinsElseTheCurrentOne() {
        defer { PaletteBrands.setCurrent(ShopBrand.defaultBrand) }
        let primary = PaletteBrandedColorTests.primary
        #expect(primary.shown(chosen: nil) == primary[.acme])
        #expect(primary.shown(chosen: .globex) == primary[.globex])
        PaletteBrands.setCurrent(ShopBrand.globex)
        #expect(primary.shown(chosen: nil) == primary[.globex])
        #expect(primary.shown(chosen: .acme) == primary[.acme])
    }

    /// Setting and reading from many tasks at once: every read sees a brand that some task set.
    @Test func concurrentSettingIsSafe() async {
        defer { PaletteBrands.setCurrent(ShopBrand.defaultBrand) }
        let seen = await withTaskGroup(of: [ShopBrand].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<200).map { step in
                        PaletteBrands.setCurrent(ShopBrand.allCases[(task + step) % ShopBrand.allCases.count])
                        return PaletteBrands.current(ShopBrand.self)
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(seen.count == 1_600)
        #expect(Set(seen).isSubset(of: Set(ShopBrand.allCases)))
    }
}

/// The cache behind a branded color's `uiColor` and `nsColor`: one object per distinct branded color, whatever
/// brand shows (the object resolves the brand when it is drawn), and another for another brand type.
@Suite struct PaletteBrandedColorCacheTests {
    final class Made: Sendable {}

    @Test func oneObjectPerBrandedColorOfEachBrandType() {
        let cache = PaletteObjectCache<AnyHashable, Made>()
        let plain = PaletteColor(light: PaletteBrandedColorTests.rgba(7), dark: PaletteBrandedColorTests.rgba(8))
        var made = 0
        let shop = cache.object(for: PaletteBrandedColorTests.primary) {
            made += 1; return Made()
        }
        let again = cache.object(for: PaletteBrandedColor<ShopBrand> { PaletteBrandedColorTests.primary[$0] }) {
            made += 1; return Made()
        }
        #expect(shop === again)
        #expect(made == 1)
        let chart = cache.object(for: PaletteBrandedColor<ChartBrand> { _ in plain }) { Made() }
        let shopPlain = cache.object(for: PaletteBrandedColor<ShopBrand> { _ in plain }) { Made() }
        #expect(chart !== shopPlain, "the same values for another palette's brands are another color")
        #expect(shop !== shopPlain)
    }
}
