/// How an output format finds the foreign files in its folder that stand for its own (a catalog's color
/// sets that `import` read, looked up by a name palettec writes too): what the CLI is to read of the
/// folder, and which of what it read are in the way.
package struct ForeignDuplicateSearch: Sendable {
    /// What to read of the folder at `root`, all but the files this run writes.
    package var request: @Sendable (_ root: String, _ files: [RenderedFile]) -> FolderTreeRequest
    /// The duplicates in the folder as read.
    package var find: @Sendable (_ files: [RenderedFile], _ onDisk: FolderTree) -> [OutputDuplicate]

    init(
        request: @escaping @Sendable (String, [RenderedFile]) -> FolderTreeRequest,
        find: @escaping @Sendable ([RenderedFile], FolderTree) -> [OutputDuplicate]
    ) {
        self.request = request
        self.find = find
    }
}

/// A folder palettec did not write that holds what it writes under a name it writes too. In the way,
/// unless the run may replace it (`generate --replace-imported`) and it `isReplaceable`.
package struct OutputDuplicate: Equatable, Sendable {
    /// Its folder, as messages name it.
    package var foreignPath: String
    package var isReplaceable: Bool
    /// The error at it while it stays in the way.
    package var inTheWay: String
    /// The error at it when it could be replaced but is, or lies in, a symbolic link.
    package var throughLink: String

    init(foreignPath: String, isReplaceable: Bool, inTheWay: String, throughLink: String) {
        self.foreignPath = foreignPath
        self.isReplaceable = isReplaceable
        self.inTheWay = inTheWay
        self.throughLink = throughLink
    }
}
