/// The most palettec reads, so that no input can take unbounded time or memory, and no accepted
/// palette generates Swift the compiler refuses. Each limit is an error at the place it is passed.
/// `standard` is what palettec uses; tests compile with smaller ones.
public struct PaletteLimits: Sendable {
    /// Bytes in one palette file (16 MiB: about 300,000 colors written with light and dark).
    public var fileBytes = 16 * 1024 * 1024
    /// YAML nodes in one file, aliases expanded: every key, value, mapping and list counts one.
    public var nodes = 2_000_000
    /// Nodes that alias expansion may materialize in one file, nested expansions included
    /// ("billion laughs").
    public var aliasExpansion = 100_000
    /// Groups and tokens one design-token import may visit, in all: each read, merged from a source,
    /// copied by `$extends` or followed through a reference counts one (`ImportBudget`).
    public var importWork = 2_000_000
    /// Mappings and lists nested in one another.
    public var yamlDepth = 64
    /// Groups nested in one another (Swift itself stops at 256 nested declarations).
    public var groupDepth = 32
    /// Characters in one key.
    public var keyLength = 200
    /// Characters in a Swift name made from a key, a brand or a palette's name (`textPrimary`, `Brand`): a
    /// line of generated Swift holds at most 120 characters, a name cannot be broken over two, and some are
    /// written as `.name:` or `.name,`.
    public var swiftNameLength = 118
    /// Bytes in a generated file's name: a palette's name is its Swift file's name (`Brand.swift`),
    /// and file systems take 255 bytes at most.
    public var fileNameBytes = 255
    /// Characters in one text value, such as a description.
    public var textLength = 10_000
    /// Colors in one palette.
    public var colors = 250_000
    /// Colors one appearance may be derived through, by references and rules in a chain.
    public var derivationChain = 1_000
    /// The largest number, either side of zero, a rule's parameter may be (`scale`, `add`, `hue`...).
    public var ruleNumber = 1_000.0

    public init() {}

    public static let standard = PaletteLimits()

    /// The standard file size limit, for the CLI to check before it reads a file.
    public static var fileBytes: Int { standard.fileBytes }
}

extension PaletteLimits {
    /// The error for a file over `fileBytes`, at its first line: the CLI reports it before reading
    /// such a file at all, and the reader for bytes it is handed.
    public static func fileTooLarge(path: String, byteCount: Int, limit: Int = standard.fileBytes) -> Diagnostic {
        fileTooLarge(
            path: path, byteCount: byteCount, limit: limit, reads: "in one palette",
            fix: "split it into several palette files")
    }

    /// The most `palettec diff` reads of one manifest: 16 palette files' worth, about 600,000 colors
    /// as palettec writes them (0.4 KB a color).
    package static let manifestBytes = 16 * standard.fileBytes

    /// The error for a manifest over `manifestBytes`, which `diff` does not read.
    package static func manifestTooLarge(path: String, byteCount: Int) -> Diagnostic {
        fileTooLarge(
            path: path, byteCount: byteCount, limit: manifestBytes, reads: "in a manifest to compare",
            fix: "palettec writes about 0.4 KB a color, so this is no manifest of palettes it compiles")
    }

    /// The same for a file `import` reads (design tokens, SwiftGen's colors), which is no palette.
    package static func importFileTooLarge(path: String, byteCount: Int, limit: Int = standard.fileBytes) -> Diagnostic
    {
        fileTooLarge(
            path: path, byteCount: byteCount, limit: limit, reads: "in one file it imports",
            fix: "split its colors into several files, or import them in parts")
    }

    private static func fileTooLarge(path: String, byteCount: Int, limit: Int, reads: String, fix: String) -> Diagnostic
    {
        .error(
            "the file is \(mebibytes(byteCount)) MiB, over the \(limit / 1_048_576) MiB palettec reads \(reads); \(fix)",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// A size in MiB to one decimal place, rounded up, so that a size over a limit never reads as at it.
    static func mebibytes(_ byteCount: Int) -> Double {
        (Double(byteCount) / 1_048_576 * 10).rounded(.up) / 10
    }
}

extension String {
    /// Whether the text has more than `limit` characters, without counting a long text to its end.
    func isLonger(than limit: Int) -> Bool {
        utf8.count > limit && dropFirst(limit).isEmpty == false
    }
}
