/// One design-token file as the CLI read it: its path as messages name it, and its bytes. The core
/// never opens a file: the layouts say which files they need, and are handed them.
struct TokenFile: Sendable {
    var path: String
    var bytes: [UInt8]
    /// The file on disk, when the CLI knows it: files of one identity are parsed once, whatever
    /// names lead to them, and messages name the first. Nil: the path alone tells files apart.
    var identity: FileIdentity?

    init(path: String, bytes: [UInt8], identity: FileIdentity? = nil) {
        self.path = path
        self.bytes = bytes
        self.identity = identity
    }

    /// What tells this file from others: its identity, else its path.
    var key: Key {
        identity.map(Key.identity) ?? .path(path)
    }

    enum Key: Hashable {
        case identity(FileIdentity)
        case path(String)
    }

    /// The JSON document, or the error at the place it goes wrong (a file over
    /// `PaletteLimits.fileBytes` is refused at its first line without being read).
    func json(limits: PaletteLimits) -> Result<JSONNode, DiagnosticError> {
        guard bytes.count <= limits.fileBytes else {
            return .failure(
                DiagnosticError(
                    PaletteLimits.importFileTooLarge(path: path, byteCount: bytes.count, limit: limits.fileBytes)))
        }
        return JSONReader.read(bytes, path: path)
    }
}
