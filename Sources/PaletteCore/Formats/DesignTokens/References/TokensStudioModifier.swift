/// Tokens Studio's color modifiers, `$extensions."studio.tokens".modify` (`lighten`, `darken`,
/// `mix`, `alpha` by an amount): the token's color is its value changed by the plugin. palettec does
/// not compute them, so such a token is left out with a warning, never imported as the unmodified color.
enum TokensStudioModifier {
    /// "lighten 0.2", or nil when the token has no modifier.
    static func description(of leaf: TokenLeafNode) -> String? {
        guard let modify = leaf.extensions?["studio.tokens"]?["modify"], modify.object != nil else { return nil }
        let type = modify["type"]?.string ?? "a modifier"
        let value: String? = {
            switch modify["value"]?.value {
            case .number(let text)?: return text
            case .string(let text)?: return text.abbreviated
            default: return nil
            }
        }()
        return value.map { "\(type.abbreviated) \($0)" } ?? type.abbreviated
    }

    static func warning(_ description: String, for path: TokenPath, at location: SourceLocation) -> Diagnostic {
        .warning(
            "\(path.reference) is left out: it has a Tokens Studio color modifier (\(description)), which palettec does not compute; "
                + "write the color it gives, or derive it in the palette", at: location)
    }
}
