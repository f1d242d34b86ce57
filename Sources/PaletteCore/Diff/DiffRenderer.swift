/// `palettec diff` as text for a terminal and as Markdown for a pull-request comment.
package enum DiffRenderer {
    /// ```
    /// changed Brand.accent
    ///   light  #0A84FF → #007AFF  ΔE_OK 0.032  edited
    ///   dark   #F57B00 → #FF8500  ΔE_OK 0.041  derived by invert(light), so it changed with its source
    /// ```
    /// Each line with its controls and invisible characters as visible escapes (`CommentText.singleLine`):
    /// a name from the manifest cannot move a terminal's cursor, set its title or forge a line.
    package static func text(_ diff: ManifestDiff) -> String {
        var lines: [String] = []
        for change in diff.colors {
            switch change {
            case .added(let color), .removed(let color):
                lines.append("\(change.isAdded ? "added" : "removed") \(color.swiftName)")
                for appearance in Appearance.allCases {
                    guard let value = color.values[appearance] else { continue }
                    lines.append(
                        "  " + pad(appearance.rawValue) + ReviewText.hex(value.color)
                            + (value.rule.map { "  derived by \($0)" } ?? ""))
                }
            case .changed(let swiftName, let changes):
                lines.append("changed \(swiftName)")
                for change in changes {
                    let distance = change.deltaE.map { "  ΔE_OK \(DiffWords.deltaE($0))" } ?? ""
                    lines.append(
                        "  " + pad(change.appearance.rawValue)
                            + "\(DiffWords.hex(change.old)) → \(DiffWords.hex(change.new))"
                            + "\(distance)  \(DiffWords.why(change, rule: { $0 }))")
                }
            }
        }
        for change in diff.checks {
            let words = DiffWords.check(change, name: { $0 })
            lines.append("contrast \(words.subject): \(words.old) → \(words.new)")
        }
        lines.append(diff.summary)
        return lines.map(CommentText.singleLine).joined(separator: "\n") + "\n"
    }

    /// Every name and rule in a code span (`MarkdownCode`), so no text from the manifest becomes markup.
    package static func markdown(_ diff: ManifestDiff) -> String {
        var lines = ["### Colors: \(diff.summary)"]
        if !diff.colors.isEmpty {
            lines += ["", "| Color | Appearance | Old | New | ΔE_OK | Why |", "|---|---|---|---|---|---|"]
            for change in diff.colors {
                switch change {
                case .added(let color), .removed(let color):
                    let added = change.isAdded
                    for appearance in Appearance.allCases {
                        guard let value = color.values[appearance] else { continue }
                        let hex = hexCell(value)
                        lines.append(
                            row([
                                MarkdownCode.span(color.swiftName), appearance.rawValue, added ? "" : hex,
                                added ? hex : "", "",
                                (added ? "color added" : "color removed")
                                    + (value.rule.map { ", derived by " + MarkdownCode.span($0) } ?? ""),
                            ]))
                    }
                case .changed(let swiftName, let changes):
                    for change in changes {
                        lines.append(
                            row([
                                MarkdownCode.span(swiftName), change.appearance.rawValue, hexCell(change.old),
                                hexCell(change.new),
                                change.deltaE.map(DiffWords.deltaE) ?? "",
                                DiffWords.why(change, rule: MarkdownCode.span),
                            ]))
                    }
                }
            }
        }
        if !diff.checks.isEmpty {
            lines += ["", "| Contrast check | Old | New |", "|---|---|---|"]
            for change in diff.checks {
                let words = DiffWords.check(change, name: MarkdownCode.span)
                lines.append(row([words.subject, words.old, words.new]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String) -> String {
        text + String(repeating: " ", count: max(1, 19 - text.count))
    }

    private static func hexCell(_ value: ManifestDocument.Value?) -> String {
        value.map { MarkdownCode.span(ReviewText.hex($0.color)) } ?? DiffWords.hex(nil)
    }

    /// A table row: GFM ends a cell at any `|` not escaped, even one in a code span, and a line break ends the row.
    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { CommentText.singleLine($0).replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
