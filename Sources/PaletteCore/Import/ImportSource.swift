/// What `palettec import` reads, told apart by a path's name and, for a file, by what it holds. The
/// one place a new kind of source (design tokens, say) adds its case.
package enum ImportSource: Equatable, Sendable {
    /// An Xcode asset catalog: a folder (`CatalogArgument` says what to pass for any other folder).
    case assetCatalog
    /// SwiftGen's colors: a `.txt` file of `name: value` lines, or a `.json` object of names and hex
    /// strings, with no design-token keys (`$value`, `$type`).
    case swiftGenColors(SwiftGenColorsFormat)

    package enum Contents {
        case folder
        case file([UInt8])
    }

    /// What import reads, for a message about a path it cannot.
    package static let whatImportReads = "import reads an Xcode asset catalog (a folder named NAME.xcassets) "
        + "or SwiftGen's colors (a .txt or .json file)"

    /// The source at `path`, or why import cannot read it.
    package static func detect(path: String, contents: Contents) -> Result<ImportSource, ImportSourceRefusal> {
        guard case .file(let bytes) = contents else { return .success(.assetCatalog) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let fileExtension = name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        switch fileExtension {
        case "txt":
            return .success(.swiftGenColors(.text))
        case "json":
            if holdsDesignTokens(bytes, path: path) {
                return .failure(ImportSourceRefusal("holds design tokens ('$value', '$type'), which import does not read yet; "
                    + whatImportReads))
            }
            return .success(.swiftGenColors(.json))
        case "xcassets":
            return .failure(ImportSourceRefusal("is a file, and an asset catalog is a folder; " + whatImportReads))
        default:
            return .failure(ImportSourceRefusal("is not a file import reads; " + whatImportReads))
        }
    }

    /// JSON with a `$value` or `$type` key at any depth: the W3C design-token format, never SwiftGen's.
    /// Malformed JSON is not: the SwiftGen reader says where it goes wrong.
    private static func holdsDesignTokens(_ bytes: [UInt8], path: String) -> Bool {
        guard case .success(let root) = JSONReader.read(bytes, path: path) else { return false }
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .object(let members):
                if members.contains(where: { $0.key == "$value" || $0.key == "$type" }) { return true }
                pending += members.map(\.value)
            case .array(let items):
                pending += items
            default:
                continue
            }
        }
        return false
    }
}

/// Why import cannot read a path: a message to follow the path.
package struct ImportSourceRefusal: Error, Equatable {
    package var message: String

    init(_ message: String) {
        self.message = message
    }
}
