/// A format's reading as values: what it needs read next, then what it made. The CLI serves each
/// `read` (in order, so messages about files come in the order they are named) and hands the replies on.
package indirect enum ImportStep<Outcome> {
    case read([ImportRequest], then: @Sendable ([ImportReply]) -> ImportStep<Outcome>)
    /// The path is not one import reads: the whole message, at the path.
    case refuse(String)
    case done(Outcome)
}

extension ImportStep: Sendable where Outcome: Sendable {}

/// Something a format needs from disk.
package enum ImportRequest: Sendable, Equatable {
    /// A file, read only when it lies inside `folder`'s tree however links lead, at most
    /// `PaletteLimits.fileBytes`; what cannot be read is an error that names `what` the folder is.
    case file(String, inside: String, what: String)
    /// The same, when the path is a file; nothing when it is not.
    case fileIfPresent(String, inside: String, what: String)
    /// The first of the paths that is there, or that would lead out of `folder`, read as `file` is.
    case firstPresent([String], inside: String, what: String)
    /// The names in a folder (none when it cannot be listed).
    case entries(String)
    /// The folders under `folder` whose names end in `suffix`, `depth` folders deep, looking into at most
    /// `budget` folders and into none that is hidden, a link, or so named: sorted, as paths.
    case folders(endingIn: String, under: String, depth: Int, budget: Int)
    /// A folder's tree, as `FolderTreeRequest` says it is read.
    case tree(FolderTreeRequest)
}

/// What the CLI found for one `ImportRequest`.
package enum ImportReply: Sendable {
    /// The file's bytes; nil when an error says why it could not be read.
    case file(ImportFile?)
    /// No such file: `fileIfPresent` found none, `firstPresent` none of its paths.
    case absent
    case names([String])
    /// The tree as far as it could be read (nil when nothing could), what the walk met on the way, and how
    /// many folders it skipped unread.
    case tree(FolderTree?, events: [FolderTreeEvent], skipped: Int)

    var file: ImportFile? {
        if case .file(let file) = self { return file }
        return nil
    }

    var tree: (FolderTree?, events: [FolderTreeEvent], skipped: Int) {
        if case .tree(let tree, let events, let skipped) = self { return (tree, events, skipped) }
        return (nil, [], 0)
    }

    var names: [String] {
        if case .names(let names) = self { return names }
        return []
    }
}

/// A file the CLI read for a format.
package struct ImportFile: Sendable {
    /// The path as messages name it.
    var path: String
    var bytes: [UInt8]
    /// The file on disk: names that lead to one file share it, and its bytes are read once.
    var identity: FileIdentity?

    package init(path: String, bytes: [UInt8], identity: FileIdentity? = nil) {
        self.path = path
        self.bytes = bytes
        self.identity = identity
    }
}
