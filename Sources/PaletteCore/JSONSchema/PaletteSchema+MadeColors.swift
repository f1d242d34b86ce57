/// Made colors in the schema: their form as a pattern built from the reader's words and spaces, and
/// snippets an editor offers where a color is written.
extension PaletteSchema {
    static var madeColor: JSONValue {
        .object([
            ("type", .string("string")),
            (
                "description",
                .string(
                    "A color made from another color of this palette, quoted: \"{label} at 29%\" sets its alpha; "
                        + "\"{accent} mixed 20% toward {black}\" (or toward a color written out) mixes as CSS "
                        + "color-mix() does, "
                        + "in \(MixSpace.standard.rawValue) unless `in` names one of "
                        + "\(MixSpace.allCases.map(\.rawValue).joined(separator: ", ")); "
                        + "\"{accent} lighter by 0.2\" and \"darker by 0.2\" are Tokens Studio's lighten and darken, "
                        + "in "
                        + "\(LightnessSpace.standard.rawValue) unless `in` names one of "
                        + "\(LightnessSpace.allCases.map(\.rawValue).joined(separator: ", ")). "
                        + "For a whole color, each appearance is made from the source's same appearance.")
            ),
            ("pattern", .string(ColorTextPattern.madeColor)),
        ])
    }

    /// What an editor offers where a color's value goes: each made form, quoted, with its parts to fill in.
    static var madeColorSnippets: JSONValue {
        .array(
            MadeColorSnippet.all.map { snippet in
                .object([
                    ("label", .string(snippet.label)), ("description", .string(snippet.description)),
                    ("bodyText", .string(snippet.body)),
                ])
            })
    }
}

/// One made form as an editor's snippet: `"{${1:label}} at ${2:29}%"`.
struct MadeColorSnippet {
    var label: String
    var description: String
    var body: String

    static let all = [
        MadeColorSnippet(
            label: "\"{color} at 29%\"", description: "The color with its alpha set.",
            body: "\"{${1:color}} \(MadeColorWord.at.rawValue) ${2:29}%\""),
        MadeColorSnippet(
            label: "\"{color} mixed 20% toward {other}\"",
            description: "CSS color-mix(), in oklab unless `in` names a space.",
            body:
                "\"{${1:color}} \(MadeColorWord.mixed.rawValue) ${2:20}% \(MadeColorWord.toward.rawValue) "
                + "${3:{other\\}}\""
        ),
        MadeColorSnippet(
            label: "\"{color} lighter by 0.2\"",
            description: "Tokens Studio's lighten, in lch unless `in` names a space.",
            body: "\"{${1:color}} \(MadeColorWord.lighter.rawValue) \(MadeColorWord.by.rawValue) ${2:0.2}\""),
        MadeColorSnippet(
            label: "\"{color} darker by 0.2\"",
            description: "Tokens Studio's darken, in lch unless `in` names a space.",
            body: "\"{${1:color}} \(MadeColorWord.darker.rawValue) \(MadeColorWord.by.rawValue) ${2:0.2}\""),
    ]
}
