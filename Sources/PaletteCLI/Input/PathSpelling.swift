/// Paths as the user typed them, tidied for messages: `././palettes//` → `palettes`. Lexical only:
/// `..` stays, because behind a symbolic link it does not simply cancel the name before it.
enum PathSpelling {
    static func tidy(_ path: String) -> String {
        let joined = components(path).filter { $0 != "." }.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The names between slashes, split on the byte: a name that starts with a combining mark would
    /// join the slash before it into one Character, and Character-wise splitting would miss it.
    static func components(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `path` without `prefix`, compared byte for byte; nil when it does not start with it.
    static func dropping(_ prefix: String, from path: String) -> String? {
        guard path.utf8.starts(with: prefix.utf8) else { return nil }
        return String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    /// `path`, made by `join` from `folder`, relative to `folder` again: `Colors.xcassets/a.colorset` → `a.colorset`.
    static func relative(_ path: String, to folder: String) -> String {
        folder == "." ? path : dropping(folder.hasSuffix("/") ? folder : folder + "/", from: path) ?? path
    }

    /// `folder/name`, without a `./` in front or a doubled slash.
    static func join(_ folder: String, _ name: String) -> String {
        switch folder {
        case "", ".": return name
        case _ where folder.hasSuffix("/"): return folder + name
        default: return folder + "/" + name
        }
    }

    /// The folder a path is in (`.` for a bare name, `/` for a name at the root). Lexical, like `join`.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last name of a path.
    static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
