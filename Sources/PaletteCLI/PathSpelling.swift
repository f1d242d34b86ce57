/// Paths as the user typed them, tidied for messages: `././palettes//` → `palettes`. Lexical only:
/// `..` stays, because behind a symbolic link it does not simply cancel the name before it.
enum PathSpelling {
    static func tidy(_ path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = components.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `folder/name`, without a `./` in front or a doubled slash.
    static func join(_ folder: String, _ name: String) -> String {
        switch folder {
        case "", ".": return name
        case _ where folder.hasSuffix("/"): return folder + name
        default: return folder + "/" + name
        }
    }
}
