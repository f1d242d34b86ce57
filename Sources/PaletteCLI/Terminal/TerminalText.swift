import PaletteCore

/// Text as the CLI prints it: each line break stays one, and every other control, separator and
/// invisible character is a visible escape (`CommentText.singleLine`), as in a diagnostic. A path or
/// name from the file system or an input cannot clear the screen, set the window's title, or
/// overwrite or forge a line.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { CommentText.singleLine(String($0)) }.joined(
            separator: "\n")
    }
}
