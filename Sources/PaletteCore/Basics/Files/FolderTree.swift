/// How a format's folder is read from disk: every folder's one description file (`Contents.json`), and
/// folders whose names end in `leafSuffix` (`.colorset`) read as leaves, their description file only.
/// Links are followed only inside the root, and never into a folder being read; a FIFO or device is never
/// opened. What the walk meets that is not such a tree is a `FolderTree.Event`, in walk order, for the format
/// to word.
package struct FolderTreeRequest: Sendable, Equatable {
    /// The root folder, spelled as messages show it.
    package var root: String
    package var descriptionFile: String
    package var leafSuffix: String
    /// The largest description file read.
    package var descriptionLimit: Int
    /// Folders nested in one another.
    package var depthLimit: Int
    /// Folder names (`Icon.appiconset`) that are counted as skipped, unread.
    package var skippedFolders: FolderNameMatch
    /// Leaf folders, relative to the root, left out unread.
    package var skipping: Set<String> = []
    /// Whether a leaf that leads out of the root is listed, unread (`FolderTree.Leaf.leadsOut`).
    package var listsLeavesLeadingOut = false

    init(
        root: String, descriptionFile: String, leafSuffix: String, descriptionLimit: Int, depthLimit: Int,
        skippedFolders: FolderNameMatch, skipping: Set<String> = [], listsLeavesLeadingOut: Bool = false
    ) {
        self.root = root
        self.descriptionFile = descriptionFile
        self.leafSuffix = leafSuffix
        self.descriptionLimit = descriptionLimit
        self.depthLimit = depthLimit
        self.skippedFolders = skippedFolders
        self.skipping = skipping
        self.listsLeavesLeadingOut = listsLeavesLeadingOut
    }
}

/// Folder names a request picks out, as a value: those whose extension is one of `extensions`.
package struct FolderNameMatch: Sendable, Equatable {
    var extensions: Set<String>

    init(extensions: Set<String>) {
        self.extensions = extensions
    }

    /// Compared without case, as macOS compares file names.
    package func matches(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }
}

/// A folder as `FolderTreeRequest` reads it.
package struct FolderTree: Sendable {
    package enum Member: Sendable {
        case folder(FolderTree)
        case leaf(Leaf)
    }

    package struct Leaf: Sendable {
        /// The folder's name without the leaf suffix.
        var name: String
        var path: String
        var description: [UInt8]
        /// The leaf, or its description file, is a link out of the root: nothing of it is read.
        var leadsOut: Bool

        package init(name: String, path: String, description: [UInt8], leadsOut: Bool = false) {
            self.name = name
            self.path = path
            self.description = description
            self.leadsOut = leadsOut
        }
    }

    /// The folder's name on disk; for the root, its own name through links.
    var name: String
    var path: String
    /// Its description file; nil when it has none.
    package var description: [UInt8]?
    package var members: [Member]

    package init(name: String, path: String, description: [UInt8]?, members: [Member]) {
        self.name = name
        self.path = path
        self.description = description
        self.members = members
    }

    /// What the walk met at `path` that is not a readable tree.
    package enum Event: Sendable, Equatable {
        /// Deeper than the request's `depthLimit`: nothing further is read.
        case tooDeep(depthLimit: Int)
        /// A leaf that is a file (`isFile`) or a FIFO, socket or device, not a folder.
        case leafNotFolder(isFile: Bool)
        /// A file, or a FIFO, socket or device, among folders.
        case stray(isFile: Bool)
        /// Something in a leaf beside its description file; `isLeaf` when it is named as a leaf.
        case strayInLeaf(isLeaf: Bool)
        /// A link back into a folder being read.
        case loop
        /// A link out of the root; `inLeaf` for a leaf's description file, `inFolder` for a folder's below the
        /// root, both when neither (the entry itself).
        case leadsOut(Place)
        /// A leaf with no description file.
        case leafWithoutDescription
        /// A description file over the limit.
        case tooLarge(byteCount: Int, limit: Int, of: Place)
        /// An error reading it.
        case unreadable(reason: String, Unreadable)

        package enum Place: Sendable, Equatable { case entry, leaf, folder, root }
        package enum Unreadable: Sendable, Equatable {
            case root, listing, entry, leafDescription, folderDescription
        }
    }
}

/// An event and where it happened.
package struct FolderTreeEvent: Sendable, Equatable {
    var path: String
    var event: FolderTree.Event

    package init(path: String, _ event: FolderTree.Event) {
        self.path = path
        self.event = event
    }
}
