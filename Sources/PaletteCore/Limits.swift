/// The most palettec reads, so that no input can take unbounded time or memory, and no accepted
/// palette generates Swift the compiler refuses. Each limit is an error at the place it is passed.
public enum PaletteLimits {
    /// Bytes in one palette file (16 MiB: about 300,000 colors written with light and dark).
    public static let fileBytes = 16 * 1024 * 1024
    /// YAML nodes in one file, aliases expanded: every key, value, mapping and list counts one.
    public static let nodes = 2_000_000
    /// Nodes that alias expansion may materialize in one file, nested expansions included
    /// ("billion laughs").
    public static let aliasExpansion = 100_000
    /// Mappings and lists nested in one another.
    public static let yamlDepth = 64
    /// Groups nested in one another (Swift itself stops at 256 nested declarations).
    public static let groupDepth = 32
    /// Characters in one key.
    public static let keyLength = 200
    /// Characters in one text value, such as a description.
    public static let textLength = 10_000
    /// Colors in one palette.
    public static let colors = 250_000
    /// Colors one appearance may be derived through, by references and rules in a chain.
    public static let derivationChain = 1_000
}

extension PaletteLimits {
    /// The error for a file over `fileBytes`, at its first line: the CLI reports it before reading
    /// such a file at all, and the reader for bytes it is handed.
    public static func fileTooLarge(path: String, byteCount: Int) -> Diagnostic {
        let mebibytes = (Double(byteCount) / 1_048_576 * 10).rounded(.up) / 10
        return .error(
            "the file is \(mebibytes) MiB, over the \(fileBytes / 1_048_576) MiB palettec reads in one palette; "
                + "split it into several palette files",
            at: SourceLocation(path: path, line: 1, column: 1))
    }
}
