/// Who wrote a file in an output folder, as its format tells from the bytes alone. palettec replaces or
/// removes only its own files, and of those, in a `generate` run, only files made from what the run reads.
package enum OutputFileOwner: Hashable, Sendable {
    /// palettec, from these palettes' sources as the file names them (`CommentText.singleLine`); none
    /// for a file that names no sources (the support file, the preview, a catalog's files), which every
    /// run may replace.
    case palettec(sources: [String])
    /// Anything else: never changed.
    case notPalettec

    package var isPalettec: Bool { self != .notPalettec }

    /// The sources the file was made from; none for a file that names none, and for others' files.
    package var sources: [String] {
        if case .palettec(let sources) = self { return sources }
        return []
    }
}
