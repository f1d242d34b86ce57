import PaletteCore

/// Writes one file at a path chosen by a build system: only when its bytes change, atomically, and
/// never over a file palettec did not write.
struct SingleFileWriter {
    func write(_ contents: String, to path: String) throws {
        let spelled = PathSpelling.tidy(path)
        let name = PathSpelling.name(of: spelled)
        guard spelled != "/", name != ".", name != ".." else {
            throw CLIError.usage(
                .error(
                    "\(PalettecInvocation.Option.output.flag) names a folder; name the Swift file to write",
                    at: .whole(path)))
        }
        let folder = PathSpelling.folder(of: spelled)
        Temporaries.removeAbandoned(in: folder)
        let plan = FolderPlan.single([RenderedFile(path: name, contents: contents)], in: folder)
        try plan.failIfBlocked()
        try OutputWriter().apply(plan)
    }
}
