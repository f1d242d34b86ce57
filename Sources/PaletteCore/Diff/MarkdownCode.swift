/// Text from a manifest as a Markdown code span: the one place CommonMark shows text exactly as it is.
/// Inside one no emphasis, link, image, HTML or entity is read, and GitHub makes no autolink (`https://`,
/// `www.`, an email address), mention or issue reference of it. Backslash escapes would stop only the
/// first of those: GitHub finds autolinks, mentions and references in the text they leave.
enum MarkdownCode {
    /// `` `text` `` on one line (`CommentText.singleLine`), fenced by more backticks than any run in
    /// it. A table row must still escape its `|`, which ends a cell even inside a code span.
    static func span(_ text: String) -> String {
        let line = CommentText.singleLine(text)
        var longestRun = 0
        var run = 0
        for scalar in line.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        // CommonMark strips one space from each end when both ends have one, and a backtick at an end
        // would join the fence: a space on each side keeps such text as it is. An empty span is none.
        let padded =
            line.isEmpty || line.hasPrefix("`") || line.hasSuffix("`")
            || (line.hasPrefix(" ") && line.hasSuffix(" ") && line.contains { $0 != " " })
        return padded ? fence + " " + line + " " + fence : fence + line + fence
    }
}
