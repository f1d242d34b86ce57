import PropertyBased
import Testing
@testable import PaletteCore

/// A made color's appearances follow its source's, whatever the source and the operation: each
/// appearance the operation applied to the source's same appearance, high contrast made exactly where
/// the source has one of its own, and the whole-color form and a made light with nothing else written
/// alike.
@Suite struct MadeColorAppearancePropertyTests {
    private static let channel = Gen.int(in: 0...255)
    private static let color = zip(channel, channel, channel, Gen.int(in: 0...255)).map { red, green, blue, alpha in
        RGBA(red8: red, green8: green, blue8: blue, alpha: Double(alpha) / 255)
    }
    private static let amount = Gen.int(in: 0...100).map { Double($0) / 100 }
    private static let operation = zip(Gen.int(in: 0...3), amount, color, Gen.int(in: 0...20)).map {
        kind, amount, other, space -> ColorOperation<RGBA> in
        switch kind {
        case 0: return .opacity(amount)
        case 1: return .mix(toward: other, amount: amount, space: MixSpace.allCases[space % MixSpace.allCases.count])
        case 2: return .lighten(amount, space: LightnessSpace.allCases[space % LightnessSpace.allCases.count])
        default: return .darken(amount, space: LightnessSpace.allCases[space % LightnessSpace.allCases.count])
        }
    }
    /// Which high-contrast appearances the source writes.
    private static let highContrast = zip(Gen.bool, Gen.bool)

    @Test func eachAppearanceIsTheOperationOnTheSourcesOwn() async {
        await propertyCheck(
            count: 300, input: zip(Self.color, Self.color, Self.color, Self.color), Self.highContrast, Self.operation,
            Gen.bool
        ) { colors, highContrast, operation, wholeForm in
            let source: [Appearance: RGBA] = [
                .light: colors.0, .dark: colors.1,
                .highContrastLight: highContrast.0 ? colors.2 : nil, .highContrastDark: highContrast.1 ? colors.3 : nil,
            ].compactMapValues { $0 }
            let text = MadeColorText.text(source: "source", operation) { PaletteValueText.text($0) }
            let entries = source.sorted { $0.key < $1.key }.map {
                "\($0.key.rawValue): \"\(PaletteValueText.text($0.value))\""
            }
            let made = wholeForm ? "\"\(text)\"" : "{ light: \"\(text)\" }"
            let (palette, diagnostics) = compile(
                "derive: invert\ncolors:\n  source: { \(entries.joined(separator: ", ")) }\n  made: \(made)\n")
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted)) for \(text)")
            guard let color = palette?.allColors.last else { return }
            for appearance in Appearance.allCases {
                let shown = source[appearance] ?? appearance.fallback.flatMap { source[$0] }
                let expected =
                    source[appearance] == nil && appearance.fallback != nil
                    ? nil : shown.map { operation.apply(to: $0, toward: operand(operation)) }
                #expect(color.appearances[appearance]?.color == expected, "\(appearance) of \(text)")
            }
        }
    }

    private func operand(_ operation: ColorOperation<RGBA>) -> RGBA? { operation.operand }
}
