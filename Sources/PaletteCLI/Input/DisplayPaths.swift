/// The names generated files give paths: the same for every spelling of one path, and the same on
/// every machine. A path is first resolved to its real path (symbolic links, `.`, `..` and repeated
/// slashes gone), then named relative to the real current folder when it is inside it, else by its last
/// component, so no machine's absolute paths end up in output.
struct DisplayPaths {
    /// The real path of the current folder.
    let currentFolder: String

    init(currentFolder: String) {
        self.currentFolder = currentFolder
    }

    init() throws(FileSystemError) {
        self.init(currentFolder: try FileSystem.realPath("."))
    }

    /// `real` is a real path. The current folder itself is the empty name.
    func name(ofRealPath real: String) -> String {
        if real == currentFolder { return "" }
        let base = currentFolder.hasSuffix("/") ? currentFolder : currentFolder + "/"
        if let inside = PathSpelling.dropping(base, from: real) { return inside }
        return PathSpelling.components(real).last ?? ""
    }
}
