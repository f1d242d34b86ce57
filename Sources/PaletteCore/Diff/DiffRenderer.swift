/// `palettec diff` as text for a terminal and as Markdown for a pull-request comment.
package enum DiffRenderer {
    /// ```
    /// changed Brand.accent
    ///   light  #0A84FF → #007AFF  ΔE_OK 0.032  edited
    ///   dark   #F57B00 → #FF8500  ΔE_OK 0.041  derived by invert(light), so it changed with its source
    /// ```
    /// In a palette with brands, a brand added or removed is one line, and a color's changes come brand by
    /// brand, each under `changed Shop.accent (globex)`.
    /// Each line with its controls and invisible characters as visible escapes (`CommentText.singleLine`):
    /// a name from the manifest cannot move a terminal's cursor, set its title or forge a line.
    package static func text(_ diff: ManifestDiff) -> String {
        var lines = diff.brands.map { change in
            change.isAdded
                ? "added brand \(change.brand) in \(change.palette)"
                : "removed brand \(change.brand) from \(change.palette)"
        }
        for change in diff.colors {
            switch change {
            case .added(let swiftName, let brands), .removed(let swiftName, let brands):
                for values in brands {
                    lines.append("\(change.isAdded ? "added" : "removed") \(swiftName)\(inBrand(values.brand))")
                    for appearance in Appearance.allCases {
                        guard let value = values.values[appearance] else { continue }
                        lines.append(
                            "  " + pad(appearance.rawValue) + ReviewText.hex(value.color)
                                + (value.rule.map { "  derived by \($0)" } ?? ""))
                    }
                }
            case .changed(let swiftName, let changes):
                for (index, change) in changes.enumerated() {
                    if index == 0 || changes[index - 1].brand != change.brand {
                        lines.append("changed \(swiftName)\(inBrand(change.brand))")
                    }
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
        for change in diff.distinct {
            let words = DiffWords.distinct(change, name: { $0 })
            lines.append("distinct \(words.subject): \(words.old) → \(words.new)")
        }
        lines.append(diff.summary)
        return lines.map(CommentText.singleLine).joined(separator: "\n") + "\n"
    }

    /// Every name and rule in a code span (`MarkdownCode`), so no text from the manifest becomes markup.
    package static func markdown(_ diff: ManifestDiff) -> String {
        var lines = ["### Colors: \(diff.summary)"]
        if !diff.brands.isEmpty {
            lines += ["", "| Brand | Change |", "|---|---|"]
            for change in diff.brands {
                lines.append(
                    row([
                        MarkdownCode.span(change.brand) + " in " + MarkdownCode.span(change.palette),
                        change.isAdded ? "brand added" : "brand removed",
                    ]))
            }
        }
        if !diff.colors.isEmpty {
            lines += ["", "| Color | Appearance | Old | New | ΔE_OK | Why |", "|---|---|---|---|---|---|"]
            for change in diff.colors {
                switch change {
                case .added(let swiftName, let brands), .removed(let swiftName, let brands):
                    let added = change.isAdded
                    for values in brands {
                        for appearance in Appearance.allCases {
                            guard let value = values.values[appearance] else { continue }
                            let hex = hexCell(value)
                            lines.append(
                                row([
                                    colorCell(swiftName, values.brand), appearance.rawValue, added ? "" : hex,
                                    added ? hex : "", "",
                                    (added ? "color added" : "color removed")
                                        + (value.rule.map { ", derived by " + MarkdownCode.span($0) } ?? ""),
                                ]))
                        }
                    }
                case .changed(let swiftName, let changes):
                    for change in changes {
                        lines.append(
                            row([
                                colorCell(swiftName, change.brand), change.appearance.rawValue, hexCell(change.old),
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
        if !diff.distinct.isEmpty {
            lines += ["", "| Distinct check | Old closest | New closest |", "|---|---|---|"]
            for change in diff.distinct {
                let words = DiffWords.distinct(change, name: MarkdownCode.span)
                lines.append(row([words.subject, words.old, words.new]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` (globex)`, after a color's name, for a change in a palette with brands.
    private static func inBrand(_ brand: String?) -> String {
        brand.map { " (\($0))" } ?? ""
    }

    /// `` `Shop.accent` (`globex`) ``
    private static func colorCell(_ swiftName: String, _ brand: String?) -> String {
        MarkdownCode.span(swiftName) + (brand.map { " (" + MarkdownCode.span($0) + ")" } ?? "")
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
