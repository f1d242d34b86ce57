/// The only place the CLI prints to stdout, as `StandardError` is for stderr: every line escaped
/// (`TerminalText`), since most name a path or a name.
enum StandardOutput {
    static func print(_ text: String, terminator: String = "\n") {
        Swift.print(TerminalText.escaped(text), terminator: terminator)
    }
}
