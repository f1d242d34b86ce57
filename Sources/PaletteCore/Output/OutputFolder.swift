/// How an output format's folder is laid out, which files in it are of its kind, and what the messages
/// about it say. The CLI plans every folder by these, and names no format.
package struct OutputFolder: Sendable {
    package enum Layout: Sendable {
        /// Its files side by side in the folder (the Swift code, the tokens). A file whose name `isOwnKind`
        /// accepts, made by this run earlier and produced no more, is removed.
        case flat(isOwnKind: @Sendable (String) -> Bool)
        /// Folders in folders, each with its own `contentsFile` (an asset catalog).
        case nested(NestedLayout)
    }

    package var layout: Layout
    /// The option's help.
    package var help: String
    package var wording: OutputWording

    init(layout: Layout, help: String, wording: OutputWording) {
        self.layout = layout
        self.help = help
        self.wording = wording
    }
}

/// An asset catalog's shape: every folder holds a `contentsFile`, by which palettec knows the folders it
/// made; it looks only into the folders `mayHoldOwnFiles` names (never an image set), and a file in the
/// way that `servesAsIs` accepts (Xcode's own root `Contents.json`) is kept, not a conflict.
package struct NestedLayout: Sendable {
    package var contentsFile: String
    package var mayHoldOwnFiles: @Sendable (_ folderName: String) -> Bool
    package var servesAsIs: @Sendable (_ relativePath: String) -> Bool

    init(
        contentsFile: String, mayHoldOwnFiles: @escaping @Sendable (String) -> Bool,
        servesAsIs: @escaping @Sendable (String) -> Bool
    ) {
        self.contentsFile = contentsFile
        self.mayHoldOwnFiles = mayHoldOwnFiles
        self.servesAsIs = servesAsIs
    }
}

/// What the messages about an output format's folder say, each in its own words.
package struct OutputWording: Sendable {
    /// "the asset catalog": "a symbolic link inside the asset catalog".
    package var title: String
    /// "the asset catalog's names": "2 errors in the asset catalog's names".
    package var names: String
    /// For an empty option: "name the catalog to write, such as --asset-catalog Colors.xcassets", the
    /// suggested name inside the Swift code's folder when `suggestedInsideOutput`.
    package var whatToName: String
    package var suggestedName: String
    package var suggestedInsideOutput: Bool
    /// For a folder another option names too: "put the catalog in a folder of its own", then "such as"
    /// and the suggested name inside the Swift code's folder.
    package var ownFolder: String
    /// A file in the way that palettec did not write, at `path`.
    package var notPalettec: @Sendable (_ path: String) -> String
    /// A palettec file made from palettes this run does not read, which it would overwrite.
    package var otherInputs: @Sendable (_ sources: String) -> String

    init(
        title: String, names: String, whatToName: String, suggestedName: String, suggestedInsideOutput: Bool = false,
        ownFolder: String, notPalettec: @escaping @Sendable (String) -> String,
        otherInputs: @escaping @Sendable (String) -> String
    ) {
        self.title = title
        self.names = names
        self.whatToName = whatToName
        self.suggestedName = suggestedName
        self.suggestedInsideOutput = suggestedInsideOutput
        self.ownFolder = ownFolder
        self.notPalettec = notPalettec
        self.otherInputs = otherInputs
    }
}
