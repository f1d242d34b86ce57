import PaletteCore

/// Walks an asset catalog on disk into a `CatalogFolder` for the import: folders ending in `.colorset`
/// are colors, folders of other asset types (image sets, app icons, data sets, ...) are skipped, and
/// every other folder is a group. Symbolic links are followed only within the catalog, and never into
/// a folder already being read: every file read, each `Contents.json` the catalog's own included, is
/// seen to lie inside the catalog before it is opened. A FIFO or device is never opened. Anything
/// else that is no readable colorset is a warning naming it; anything that cannot be read, an error.
struct CatalogWalker {
    /// Folders nested in one another; Xcode's catalogs rarely pass 5.
    static let depthLimit = 64
    /// The largest `Contents.json` read (Xcode's are a few kilobytes).
    static let contentsLimit = 1 << 20

    private(set) var errors: [Diagnostic] = []
    private(set) var warnings: [Diagnostic] = []
    /// Assets of other types, skipped.
    private(set) var skippedAssets = 0
    private let catalogRealPath: String
    /// Color set folders, relative to the catalog, that are neither read nor listed.
    private var skipped: Set<String> = []
    /// Whether a color set that leads out of the catalog (its folder or its `Contents.json` a symbolic link
    /// out) is listed, unread (`leadsOutOfCatalog`): Xcode still finds it by its name, so the search for
    /// duplicate lookup names must see it; the import, which could not read it, leaves it out.
    private var listsColorSetsLeadingOut = false
    private var catalogPath = ""

    /// The catalog at `path` (spelled as messages show it), as far as it could be read; `errors` says
    /// what could not be, and nil means nothing could. `skipping` names color set folders (relative to
    /// the catalog) that are left out unread.
    static func walk(
        _ path: String, skipping: Set<String> = [], listingColorSetsLeadingOut: Bool = false
    ) -> (catalog: CatalogFolder?, walker: CatalogWalker) {
        let spelled = PathSpelling.tidy(path)
        do throws(FileSystemError) {
            let real = try FileSystem.realPath(spelled)
            var walker = CatalogWalker(catalogRealPath: real)
            walker.skipped = skipping
            walker.listsColorSetsLeadingOut = listingColorSetsLeadingOut
            walker.catalogPath = spelled
            let name = PathSpelling.components(real).last ?? spelled
            let catalog = walker.folder(at: spelled, name: name, depth: 0, ancestors: [real])
            return (catalog, walker)
        } catch {
            var walker = CatalogWalker(catalogRealPath: spelled)
            walker.addError(at: error.path, "could not read the catalog: \(error.reason)")
            return (nil, walker)
        }
    }

    private init(catalogRealPath: String) {
        self.catalogRealPath = catalogRealPath
    }

    private mutating func folder(at path: String, name: String, depth: Int, ancestors: Set<String>) -> CatalogFolder {
        var folder = CatalogFolder(name: name, path: path, contents: nil, members: [])
        guard depth <= Self.depthLimit else {
            addError(
                at: path,
                "folders are nested more than \(Self.depthLimit) deep here; "
                    + "palettec does not read further")
            return folder
        }
        folder.contents = contentsIfPresent(in: path, providesNamespace: depth > 0)
        for entry in entries(of: path) {
            let entryPath = PathSpelling.join(path, entry)
            let isColorSet = entry.hasSuffix(AssetCatalogLayout.colorSetExtension)
            if isColorSet, !skipped.isEmpty, skipped.contains(PathSpelling.relative(entryPath, to: catalogPath)) {
                continue
            }
            guard let (real, kind) = entryInsideCatalog(entryPath) else {
                if isColorSet, listsColorSetsLeadingOut, FileSystem.isSymbolicLink(entryPath) {
                    folder.members.append(.colorSet(Self.leadingOut(at: entryPath, named: entry)))
                }
                continue
            }
            if isColorSet {
                guard kind == .folder else {
                    addWarning(
                        at: entryPath,
                        "a colorset is a folder, and this is "
                            + (kind == .file
                                ? "a file; it is not imported"
                                : "a FIFO, socket or device; it is not opened, nor imported"))
                    continue
                }
                if let colorSet = colorSet(
                    at: entryPath, name: String(entry.dropLast(AssetCatalogLayout.colorSetExtension.count)))
                {
                    folder.members.append(.colorSet(colorSet))
                }
            } else if kind != .folder {
                addWarning(
                    at: entryPath,
                    kind == .file
                        ? "a catalog holds folders and their Contents.json; this file is not read"
                        : "this is a FIFO, socket or device, which no catalog holds; it is not opened")
            } else if let type = AssetFolderType.type(ofFolderNamed: entry), !type.isColorSet {
                skippedAssets += 1
            } else if ancestors.contains(real) {
                addWarning(
                    at: entryPath, "this symbolic link leads back into a folder being read; it is not read again")
            } else {
                folder.members.append(
                    .folder(
                        self.folder(at: entryPath, name: entry, depth: depth + 1, ancestors: ancestors.union([real]))))
            }
        }
        return folder
    }

    /// A colorset holds its `Contents.json` and nothing else palettec reads: anything more in it is a warning.
    private mutating func colorSet(at path: String, name: String) -> CatalogColorSet? {
        for entry in entries(of: path) {
            addWarning(
                at: PathSpelling.join(path, entry),
                entry.hasSuffix(AssetCatalogLayout.colorSetExtension)
                    ? "a colorset inside another colorset is not imported, since a colorset holds only its Contents.json; "
                        + "move it out to import it"
                    : "a colorset holds only its Contents.json; this is not read")
        }
        let contentsPath = PathSpelling.join(path, AssetCatalogLayout.contentsFileName)
        do throws(FileSystemError) {
            switch try contentsJSON(at: contentsPath, of: "a colorset", ifOutside: ", so this colorset is not imported")
            {
            case .bytes(let bytes): return CatalogColorSet(name: name, path: path, contents: bytes)
            case .leadsOut where listsColorSetsLeadingOut:
                return Self.leadingOut(at: path, named: name + AssetCatalogLayout.colorSetExtension)
            case .leadsOut, .notRead: return nil
            }
        } catch  where error.code == ENOENT {
            addError(
                at: path,
                "this colorset has no Contents.json, so it has no color; "
                    + "remove it, or set its color in Xcode")
        } catch {
            addError(at: contentsPath, "could not read the colorset: \(error.reason)")
        }
        return nil
    }

    /// A folder's `Contents.json`, or nil when it has none (or it is not read: then a warning or error).
    private mutating func contentsIfPresent(in folder: String, providesNamespace: Bool) -> [UInt8]? {
        let contentsPath = PathSpelling.join(folder, AssetCatalogLayout.contentsFileName)
        do throws(FileSystemError) {
            let read = try contentsJSON(
                at: contentsPath, of: "a folder",
                ifOutside: providesNamespace ? ", so the folder provides no namespace" : "")
            if case .bytes(let bytes) = read { return bytes }
        } catch  where error.code == ENOENT {
            return nil
        } catch {
            addError(at: contentsPath, "could not read the folder's Contents.json: \(error.reason)")
        }
        return nil
    }

    private enum ContentsRead {
        case bytes([UInt8])
        /// A warning said it leads out of the catalog, so nothing of it is read.
        case leadsOut
        /// An error said why (it is too large), or it is a file the walker knows.
        case notRead
    }

    /// The bytes of a `Contents.json` inside the catalog, or why there are none. A file that cannot be
    /// read is thrown.
    private mutating func contentsJSON(
        at path: String, of owner: String, ifOutside consequence: String
    ) throws(FileSystemError) -> ContentsRead {
        switch try FileSystem.contents(of: path, inside: catalogRealPath, limit: Self.contentsLimit) {
        case .contents(.bytes(let bytes), _): return .bytes(bytes)
        case .contents(.tooLarge(let count), _):
            addError(
                at: path,
                "the file has \(count) bytes, more than \(owner)'s "
                    + "Contents.json ever needs (\(Self.contentsLimit)); palettec does not read it")
        case .outside:
            addWarning(at: path, Self.leadsOut + consequence)
            return .leadsOut
        case .known:
            break  // the walker names no file it knows
        }
        return .notRead
    }

    private static let leadsOut = "this symbolic link leads out of the catalog; it is not read"

    private static func leadingOut(at path: String, named folderName: String) -> CatalogColorSet {
        CatalogColorSet(
            name: String(folderName.dropLast(AssetCatalogLayout.colorSetExtension.count)), path: path, contents: [],
            leadsOutOfCatalog: true)
    }

    private mutating func addError(at path: String, _ message: String) {
        errors.append(.error(message, at: .whole(path)))
    }

    private mutating func addWarning(at path: String, _ message: String) {
        warnings.append(.warning(message, at: .whole(path)))
    }

    /// A folder's entries but its own `Contents.json` and hidden ones (`.DS_Store`); none after an error
    /// when it cannot be listed.
    private mutating func entries(of folder: String) -> [String] {
        do throws(FileSystemError) {
            return try FileSystem.entries(of: folder).filter {
                !$0.hasPrefix(".") && $0 != AssetCatalogLayout.contentsFileName
            }
        } catch {
            addError(at: folder, "could not list this folder: \(error.reason)")
            return []
        }
    }

    /// The entry's real path and kind when it lies inside the catalog; nil after a warning (a symbolic
    /// link out of it is not followed) or an error (a link to nothing).
    private mutating func entryInsideCatalog(_ path: String) -> (real: String, kind: FileSystem.Kind)? {
        do throws(FileSystemError) {
            let kind = try FileSystem.kind(of: path)
            let real = try FileSystem.realPath(path)
            guard FileSystem.isInside(real, root: catalogRealPath) else {
                addWarning(at: path, Self.leadsOut)
                return nil
            }
            return (real, kind)
        } catch {
            addError(at: path, "could not read this: \(error.reason)")
            return nil
        }
    }
}
