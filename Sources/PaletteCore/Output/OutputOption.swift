/// The option that asks for an output format and names its folder: `--tokens DIR`. Declared by the format
/// in its own folder; the CLI makes the option from it, and messages name it by its `flag`.
package struct OutputOption: Hashable, Sendable {
    /// `asset-catalog`
    package var name: String
    /// What the help shows as its value: `path.xcassets`.
    package var valueName: String

    init(_ name: String, valueName: String = "dir") {
        self.name = name
        self.valueName = valueName
    }

    /// `--asset-catalog`
    package var flag: String { "--" + name }
}

/// A type that declares an output format's option, for the CLI to make the option from.
package protocol OutputOptionDeclaration {
    static var option: OutputOption { get }
}
