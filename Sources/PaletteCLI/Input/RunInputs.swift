import PaletteCore

/// What one `generate` run reads, named as generated files name it. A palettec file in the output
/// folder belongs to the run when every source it names is a file the run reads or lies under a path the
/// run was given, so that a palette deleted from a folder the run reads has its output removed, while
/// the output of a run over other inputs is never touched.
struct RunInputs {
    /// Display paths, escaped as generated files name them (`OutputFileOwner`).
    private let sources: Set<String>
    private let inputPaths: [String]

    init(sources: [String], inputPaths: [String]) {
        self.sources = Set(sources.map(CommentText.singleLine))
        self.inputPaths = inputPaths.map(CommentText.singleLine)
    }

    /// The sources `owner` names that this run does not read; empty when the file is this run's.
    /// Others' files name no sources but are never this run's: ask `owner.isPalettec` first.
    func unreadSources(of owner: OutputFileOwner) -> [String] {
        owner.sources.filter { !reads($0) }
    }

    func owns(_ owner: OutputFileOwner) -> Bool {
        owner.isPalettec && unreadSources(of: owner).isEmpty
    }

    private func reads(_ source: String) -> Bool {
        sources.contains(source)
            || inputPaths.contains { path in
                path.isEmpty || source == path || PathSpelling.dropping(path + "/", from: source) != nil
            }
    }
}
