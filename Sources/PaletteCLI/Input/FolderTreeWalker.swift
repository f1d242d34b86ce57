import PaletteCore

/// Walks a folder on disk as a `FolderTreeRequest` says: folders ending in its leaf suffix are leaves, read
/// for their description file alone; folders it names as skipped are counted, unread; every other folder is
/// read with its description file. Symbolic links are followed only within the root, and never into a folder
/// already being read: every file read, the root's own description file included, is seen to lie inside the
/// root before it is opened. A FIFO or device is never opened. What is not such a tree is an event, in walk
/// order, for the format to word.
struct FolderTreeWalker {
    private(set) var events: [FolderTreeEvent] = []
    /// Folders of the kinds the request skips.
    private(set) var skipped = 0
    private let request: FolderTreeRequest
    private let rootRealPath: String

    /// The tree at the request's root, as far as it could be read; nil when nothing could.
    static func walk(_ request: FolderTreeRequest) -> (tree: FolderTree?, walker: FolderTreeWalker) {
        let spelled = PathSpelling.tidy(request.root)
        do throws(FileSystemError) {
            let real = try FileSystem.realPath(spelled)
            var walker = FolderTreeWalker(request: request, rootRealPath: real)
            let name = PathSpelling.components(real).last ?? spelled
            let tree = walker.folder(at: spelled, name: name, depth: 0, ancestors: [real])
            return (tree, walker)
        } catch {
            var walker = FolderTreeWalker(request: request, rootRealPath: spelled)
            walker.events.append(FolderTreeEvent(path: error.path, .unreadable(reason: error.reason, .root)))
            return (nil, walker)
        }
    }

    private init(request: FolderTreeRequest, rootRealPath: String) {
        self.request = request
        self.rootRealPath = rootRealPath
    }

    private var rootPath: String { PathSpelling.tidy(request.root) }

    private mutating func folder(at path: String, name: String, depth: Int, ancestors: Set<String>) -> FolderTree {
        var folder = FolderTree(name: name, path: path, description: nil, members: [])
        guard depth <= request.depthLimit else {
            note(path, .tooDeep(depthLimit: request.depthLimit))
            return folder
        }
        folder.description = descriptionIfPresent(in: path, isRoot: depth == 0)
        for entry in entries(of: path) {
            let entryPath = PathSpelling.join(path, entry)
            let isLeaf = entry.hasSuffix(request.leafSuffix)
            if isLeaf, !request.skipping.isEmpty,
                request.skipping.contains(PathSpelling.relative(entryPath, to: rootPath))
            {
                continue
            }
            guard let (real, kind) = entryInsideRoot(entryPath) else {
                if isLeaf, request.listsLeavesLeadingOut, FileSystem.isSymbolicLink(entryPath) {
                    folder.members.append(.leaf(leadingOut(at: entryPath, named: entry)))
                }
                continue
            }
            if isLeaf {
                guard kind == .folder else {
                    note(entryPath, .leafNotFolder(isFile: kind == .file))
                    continue
                }
                if let leaf = leaf(at: entryPath, name: String(entry.dropLast(request.leafSuffix.count))) {
                    folder.members.append(.leaf(leaf))
                }
            } else if kind != .folder {
                note(entryPath, .stray(isFile: kind == .file))
            } else if request.skippedFolders.matches(entry) {
                skipped += 1
            } else if ancestors.contains(real) {
                note(entryPath, .loop)
            } else {
                folder.members.append(
                    .folder(
                        self.folder(at: entryPath, name: entry, depth: depth + 1, ancestors: ancestors.union([real]))))
            }
        }
        return folder
    }

    /// A leaf holds its description file and nothing else: anything more in it is an event.
    private mutating func leaf(at path: String, name: String) -> FolderTree.Leaf? {
        for entry in entries(of: path) {
            note(PathSpelling.join(path, entry), .strayInLeaf(isLeaf: entry.hasSuffix(request.leafSuffix)))
        }
        let descriptionPath = PathSpelling.join(path, request.descriptionFile)
        do throws(FileSystemError) {
            switch try description(at: descriptionPath, of: .leaf) {
            case .bytes(let bytes): return FolderTree.Leaf(name: name, path: path, description: bytes)
            case .leadsOut where request.listsLeavesLeadingOut:
                return leadingOut(at: path, named: name + request.leafSuffix)
            case .leadsOut, .notRead: return nil
            }
        } catch  where error.code == ENOENT {
            note(path, .leafWithoutDescription)
        } catch {
            note(descriptionPath, .unreadable(reason: error.reason, .leafDescription))
        }
        return nil
    }

    /// A folder's description file, or nil when it has none (or it is not read: then an event says why).
    private mutating func descriptionIfPresent(in folder: String, isRoot: Bool) -> [UInt8]? {
        let descriptionPath = PathSpelling.join(folder, request.descriptionFile)
        do throws(FileSystemError) {
            if case .bytes(let bytes) = try description(at: descriptionPath, of: isRoot ? .root : .folder) {
                return bytes
            }
        } catch  where error.code == ENOENT {
            return nil
        } catch {
            note(descriptionPath, .unreadable(reason: error.reason, .folderDescription))
        }
        return nil
    }

    private enum DescriptionRead {
        case bytes([UInt8])
        /// An event said it leads out of the root, so nothing of it is read.
        case leadsOut
        /// An event said why (it is too large), or it is a file the walker knows.
        case notRead
    }

    /// The bytes of a description file inside the root, or why there are none. A file that cannot be read is
    /// thrown.
    private mutating func description(
        at path: String, of owner: FolderTree.Event.Place
    ) throws(FileSystemError) -> DescriptionRead {
        switch try FileSystem.contents(of: path, inside: rootRealPath, limit: request.descriptionLimit) {
        case .contents(.bytes(let bytes), _): return .bytes(bytes)
        case .contents(.tooLarge(let count), _):
            note(path, .tooLarge(byteCount: count, limit: request.descriptionLimit, of: owner))
        case .outside:
            note(path, .leadsOut(owner))
            return .leadsOut
        case .known:
            break  // the walker names no file it knows
        }
        return .notRead
    }

    private func leadingOut(at path: String, named folderName: String) -> FolderTree.Leaf {
        FolderTree.Leaf(
            name: String(folderName.dropLast(request.leafSuffix.count)), path: path, description: [], leadsOut: true)
    }

    private mutating func note(_ path: String, _ event: FolderTree.Event) {
        events.append(FolderTreeEvent(path: path, event))
    }

    /// A folder's entries but its own description file and hidden ones (`.DS_Store`); none after an event
    /// when it cannot be listed.
    private mutating func entries(of folder: String) -> [String] {
        do throws(FileSystemError) {
            return try FileSystem.entries(of: folder).filter { !$0.hasPrefix(".") && $0 != request.descriptionFile }
        } catch {
            note(folder, .unreadable(reason: error.reason, .listing))
            return []
        }
    }

    /// The entry's real path and kind when it lies inside the root; nil after an event (a symbolic link out of
    /// it is not followed, a link to nothing cannot be read).
    private mutating func entryInsideRoot(_ path: String) -> (real: String, kind: FileSystem.Kind)? {
        do throws(FileSystemError) {
            let kind = try FileSystem.kind(of: path)
            let real = try FileSystem.realPath(path)
            guard FileSystem.isInside(real, root: rootRealPath) else {
                note(path, .leadsOut(.entry))
                return nil
            }
            return (real, kind)
        } catch {
            note(path, .unreadable(reason: error.reason, .entry))
            return nil
        }
    }
}
