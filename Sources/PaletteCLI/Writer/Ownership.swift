import PaletteCore

/// Which of the files already in place a run may replace or remove: never one palettec did not write.
enum Ownership {
    /// `generate`: the support file, and files generated from what the run reads.
    case run(RunInputs)
    /// `compile` and `support`: any file palettec wrote, at the path a build system chose.
    case anyPalettecFile

    /// Why the file at `path`, owned by `owner`, must not be changed; nil when it may be.
    func conflict(at path: String, owner: GeneratedFileOwner) -> OutputConflict? {
        guard owner.isPalettec else { return .notPalettec(path: path) }
        switch self {
        case .anyPalettecFile:
            return nil
        case .run(let inputs):
            let unread = inputs.unreadSources(of: owner)
            return unread.isEmpty ? nil : .otherInputs(path: path, sources: unread)
        }
    }

    func mayChange(_ owner: GeneratedFileOwner) -> Bool {
        switch self {
        case .anyPalettecFile: return owner.isPalettec
        case .run(let inputs): return inputs.owns(owner)
        }
    }
}
