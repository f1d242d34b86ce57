// What each key means, as an editor shows it on hover: one switch per kind of key, so a key added to
// the reader's enums does not compile until the schema can say what it is.

extension PaletteKey {
    var meaning: String {
        switch self {
        case .palette:
            return
                "The palette's Swift type name, such as Brand. Optional: the file name in UpperCamelCase by default "
                + "(my-colors.yml -> MyColors)."
        case .description: return "A sentence for the palette's doc comment."
        case .access:
            return
                "Who sees the palette's declarations. Optional: the command's "
                + "\(PalettecInvocation.Option.accessLevel.flag) or the target's "
                + "\(PaletteFileNames.configFile) by default."
        case .namespace: return "Asset-catalog names: " + PaletteBuilder.namespaceMeaning + ". true by default."
        case .derive:
            return
                "The rule for every missing dark entry: a rule's name, a {\(RuleKey.derive.written) ...} mapping with "
                + "its parameters, "
                + "or \(PaletteKey.noDerivedDark), which makes a missing dark an error. Without it, invert, with a "
                + "warning where that turns a saturated hue."
        case .colors:
            return
                "The palette's colors: each key a color (a value, a reference \"{name}\" or a mapping of appearances) "
                + "or a group of colors."
        case .contrast:
            return "Contrast checks, WCAG 2.x or APCA, run in every appearance: a list of \(ContrastCheck.Key.form)."
        case .distinct:
            return
                "Colors that must stay apart for people with a color-vision deficiency (status colors, chart series), "
                + "checked in every appearance under protanopia, deuteranopia and tritanopia: a list of "
                + "{\(DistinctCheck.Key.allCases.map(\.rawValue).joined(separator: ", "))}."
        case .brands:
            return
                "The palette's brands, the first the default: each color's entries are the default brand's, and its "
                + "\(ColorEntryKey.brands.written) gives the others' values. Optional: a palette without it has one "
                + "set of colors."
        }
    }
}

extension ColorEntryKey {
    var meaning: String {
        switch self {
        case .appearance(.light):
            return "Required: the value in light mode, a color, \"{another}\", or a rule with \(RuleKey.from.written)."
        case .appearance(.dark):
            return
                "The value in dark mode. Left out, the palette's \(PaletteKey.derive.written) rule computes it (invert "
                + "by default)."
        case .appearance(.highContrastLight):
            return "The value with Increase Contrast in light mode. Left out, light is shown."
        case .appearance(.highContrastDark):
            return "The value with Increase Contrast in dark mode. Left out, dark is shown."
        case .description: return "A sentence for the color's doc comment."
        case .deprecated:
            return
                "true, or why (quoted text), when the color is deprecated: a design token's $deprecated, "
                + "written back by \(OutputRegistry.designTokens.option.flag)."
        case .extensions:
            return
                "A JSON object, as a string: a design token's $extensions, kept as written and written back by "
                + "\(OutputRegistry.designTokens.option.flag)."
        case .brands:
            return
                "Its values in the palette's other brands: a brand's name to a value (its light) or a mapping of "
                + "appearances. What a brand leaves out is the default brand's; a missing dark is derived from the "
                + "brand's own light."
        case .token:
            return
                "The design token's name, kept by import where it makes no key palettec can use (*, a.b), and written "
                + "back by "
                + "\(OutputRegistry.designTokens.option.flag)."
        }
    }
}

extension GroupKey {
    var meaning: String {
        switch self {
        case .colors:
            return "The group's colors and groups; in this form keys named like appearances (dark, light) are names."
        case .description: return "A sentence for the group's doc comment."
        case .namespace: return "Asset-catalog names: " + PaletteBuilder.namespaceMeaning + ". true by default."
        case .token:
            return
                "The design-token group's name, kept by import where it makes no key palettec can use (type), and "
                + "written back by "
                + "\(OutputRegistry.designTokens.option.flag)."
        }
    }
}

extension RuleKey {
    var meaning: String {
        switch self {
        case .derive: return "The rule's name."
        case .from:
            return
                "The color the rule reads, as \"{name}\" or \"{group.name}\": the same appearance of it. Without it, "
                + "dark and "
                + "highContrastLight read this color's light value and highContrastDark its dark value; on light it is "
                + "required."
        }
    }
}

extension ComponentAdjustment.Operation {
    var meaning: String {
        switch self {
        case .scale: return "Multiplies the component."
        case .add: return "Adds to the component."
        case .min: return "A floor: the component is at least this."
        case .max: return "A ceiling: the component is at most this."
        }
    }
}

extension DistinctCheck.Key {
    var meaning: String {
        switch self {
        case .colors: return "Two or more colors of the palette, each by its name (status.success) or \"{name}\"."
        case .minimum:
            return "The least ΔE_OK every pair must keep as each deficiency shows it, above 0 and at most 1: "
                + "\(DistinctCheck.suggestedMinimum.shortestDecimal) is a difference seen at a glance, 0.02 about the "
                + "smallest seen."
        case .level: return "error (the default) fails the run; warning prints a warning and exits 0."
        }
    }
}

extension ContrastCheck.Key {
    var meaning: String {
        switch self {
        case .foreground: return "The text or symbol color: its name (text.primary) or \"{text.primary}\"."
        case .background: return "The color behind it: its name or \"{name}\"."
        case .minimum:
            return "The least it must reach in every appearance: a WCAG ratio (4.5 for body text, 3 for large text), "
                + "or with method: apca an Lc either polarity must reach (60 for body text, 75 for small text)."
        case .method:
            return "wcag2 (the default) measures the WCAG 2.x ratio; apca APCA-W3 0.0.98G's lightness contrast Lc, "
                + "positive for dark text on light, negative for light on dark."
        case .level: return "error (the default) fails the run; warning prints a warning and exits 0."
        }
    }
}
