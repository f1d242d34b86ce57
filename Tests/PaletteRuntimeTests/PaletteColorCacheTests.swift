import Testing
@testable import PaletteRuntime

/// The cache behind `uiColor` and `nsColor`: one object per distinct color, from any thread.
@Suite struct PaletteColorCacheTests {
    final class Made: Sendable {}

    static func color(_ byte: UInt8, highContrastDark: PaletteRGBA? = nil) -> PaletteColor {
        PaletteColor(
            light: PaletteRGBA(red255: byte, green255: 0, blue255: 0),
            dark: PaletteRGBA(red255: 0, green255: byte, blue255: 0), highContrastDark: highContrastDark)
    }

    @Test func equalColorsGetTheSameObjectMadeOnce() {
        let cache = PaletteColorCache<Made>()
        var made = 0
        let first = cache.object(for: Self.color(1)) {
            made += 1; return Made()
        }
        let again = cache.object(for: Self.color(1)) {
            made += 1; return Made()
        }
        #expect(first === again)
        #expect(made == 1)
    }

    @Test func differentColorsGetDifferentObjects() {
        let cache = PaletteColorCache<Made>()
        let plain = cache.object(for: Self.color(1)) { Made() }
        #expect(plain !== cache.object(for: Self.color(2)) { Made() })
        #expect(plain !== cache.object(for: Self.color(1, highContrastDark: PaletteRGBA(0, 0, 0, 1))) { Made() })
        let p3 = PaletteColor(
            light: PaletteRGBA(displayP3: 1.0 / 255, 0, 0, 1), dark: PaletteRGBA(displayP3: 0, 1.0 / 255, 0, 1))
        #expect(plain !== cache.object(for: p3) { Made() }, "the same numbers in Display P3 are another color")
    }

    /// Many tasks asking at once for the same colors all get one object per color.
    @Test func concurrentAccessGetsOneObjectPerColor() async {
        let cache = PaletteColorCache<Made>()
        let colors = (0..<200).map { Self.color(UInt8($0)) }
        let seen = await withTaskGroup(of: [ObjectIdentifier].self) { group in
            for _ in 0..<8 {
                group.addTask { colors.map { ObjectIdentifier(cache.object(for: $0) { Made() }) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.count == 8)
        #expect(Set(seen).count == 1, "every task got the same object for each color")
        #expect(Set(seen[0]).count == colors.count, "and a different one for each color")
    }
}
