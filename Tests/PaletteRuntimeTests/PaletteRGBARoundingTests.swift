@testable import PaletteCore
import PaletteRuntime
import PropertyBased
import Testing

/// Every public initializer rounds as palettec rounds its literals, so app code that builds a color
/// from the same numbers gets a value equal to the generated one.
@Suite struct PaletteRGBARoundingTests {
    /// `#2480FF` as generated: `PaletteRGBA(0.1411764706, 0.5019607843, 1.0, 1.0)`.
    static let generated2480FF = PaletteRGBA(0.1411764706, 0.5019607843, 1.0, 1.0)

    @Test func componentsDividedBy255EqualTheGeneratedLiteral() {
        #expect(PaletteRGBA(36.0 / 255, 128.0 / 255, 1, 1) == Self.generated2480FF)
        #expect(PaletteRGBA(36.0 / 255, 128.0 / 255, 1, 1).red == 0.1411764706)
        #expect(PaletteRGBA(0, 0, 0, 2.0 / 3).alpha == 0.6666666667)
        #expect(PaletteRGBA(displayP3: 36.0 / 255, 128.0 / 255, 1, 1).green == 0.5019607843)
    }

    @Test func bytesEqualTheGeneratedLiteral() {
        #expect(PaletteRGBA(red255: 0x24, green255: 0x80, blue255: 0xFF) == Self.generated2480FF)
        #expect(
            PaletteRGBA(red255: 255, green255: 0, blue255: 0, alpha: 0.5, colorSpace: .displayP3)
                == PaletteRGBA(displayP3: 1, 0, 0, 0.5))
        #expect(PaletteRGBA(red255: 255, green255: 0, blue255: 0) != PaletteRGBA(displayP3: 1, 0, 0, 1))
    }

    /// Each of the 256 bytes gives the component core gives it (`RGBA(red8:…)`), the one palettec prints.
    @Test func everyByteMatchesTheCore() {
        for byte in UInt8.min...UInt8.max {
            let core = RGBA(red8: Int(byte), green8: Int(byte), blue8: Int(byte), alpha: 1)
            let runtime = PaletteRGBA(red255: byte, green255: byte, blue255: byte)
            #expect(Self.components(runtime) == core.components, "byte \(byte)")
        }
    }

    /// The generated Swift writes 8-bit colors as `0xRRGGBBAA`: each literal is the value the core
    /// printed those bytes from, alpha byte included.
    @Test func hexLiteralEqualsTheCoresBytes() throws {
        let literal: PaletteRGBA = 0x2480_FFFF
        #expect(literal == Self.generated2480FF)
        for byte in UInt8.min...UInt8.max {
            let core = RGBA(red8: Int(byte), green8: 255 - Int(byte), blue8: Int(byte / 2), alpha: Double(byte) / 255)
            let runtime = PaletteRGBA(integerLiteral: try #require(core.exactSRGBBytes))
            #expect(Self.components(runtime) == core.components && runtime.colorSpace == .sRGB, "byte \(byte)")
        }
    }

    /// Over many random components from 0 to 1, both spellings round each one exactly as the core's
    /// `RGBA.rounded`, alpha included. Seeded, so a failure repeats; it stops at the first.
    @Test func randomComponentsRoundLikeTheCore() {
        var random = Xoshiro(seed: (20_250_607, 9, 0x2480FF, 255))
        for _ in 0..<10_000 {
            let values = (0..<4).map { _ in Double.random(in: 0...1, using: &random) }
            let sRGB = PaletteRGBA(values[0], values[1], values[2], values[3])
            let displayP3 = PaletteRGBA(displayP3: values[0], values[1], values[2], values[3])
            let expected = values.map(RGBA.rounded)
            guard Self.components(sRGB) == expected, Self.components(displayP3) == expected else {
                Issue.record(
                    "\(values): core \(expected), sRGB \(Self.components(sRGB)), P3 \(Self.components(displayP3))")
                return
            }
        }
    }

    static func components(_ color: PaletteRGBA) -> [Double] {
        [color.red, color.green, color.blue, color.alpha]
    }
}
