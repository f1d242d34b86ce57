/// A path given to `import`, as the CLI found it, for the formats to recognise.
package struct ImportCandidate: Sendable {
    package enum Contents: Sendable {
        /// A file's bytes; nil when it could not be read whole (too large, unreadable): its name alone tells.
        case file([UInt8]?)
        /// A folder: its own name (through links), and which of the formats' `folderMarkers` are files in it.
        case folder(name: String, markers: Set<String>)
        /// Nothing is there.
        case missing
    }

    /// The path, tidied as messages show it.
    var path: String
    var contents: Contents

    package init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }

    /// The path's last name: `colors.txt`.
    var name: String { ImportPath.name(of: path) }

    /// The file's extension in lower case (`json`), nil without one.
    var fileExtension: String? {
        name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
    }

    /// The file's bytes; none for a folder, a missing path, or a file that could not be read.
    var bytes: [UInt8]? {
        if case .file(let bytes) = contents { return bytes }
        return nil
    }

    var isFile: Bool {
        if case .file = contents { return true }
        return false
    }
}

/// What a format makes of a candidate path.
package enum ImportRecognition: Sendable {
    /// Not this format's.
    case none
    /// This format's kind of path, which import cannot read (`Assets.xcassets` as a file): the whole message.
    case refusal(String)
    /// This format's, and unreadable for what the message says, which the registry follows with what import reads.
    case refusalSayingWhatImportReads(String)
    /// This format's, as sure as `confidence` says, to be read as `format` is.
    case match(ImportConfidence, any ImportFormat)
}

/// How a format knows a path: what it holds tells more than its name, and a name that says the format more
/// than one that merely allows it (any `.json`, any folder).
package enum ImportConfidence: Int, Comparable, Sendable {
    /// The name allows the format and nothing says another (a `.json` that may be SwiftGen's colors).
    case fallback
    /// The name says the format (`.txt`, `.tokens.json`, `NAME.xcassets`).
    case name
    /// What the path holds says the format (a `$value` key, a resolver's `resolutionOrder`).
    case content

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
