import PaletteCore

/// Which of the files already in place a run may replace or remove: never one palettec did not write.
enum Ownership {
    /// `generate`: files palettec made from what the run reads, and those that name no sources.
    case run(RunInputs)
    /// `compile`, `support` and `import`: any file palettec wrote, at the path a build system chose.
    case anyPalettecFile

    /// Why the file at `path`, owned by `owner`, must not be changed; nil when it may be.
    func conflict(at path: String, owner: OutputFileOwner, option: OutputOption) -> OutputConflict? {
        guard owner.isPalettec else { return .notPalettec(path: path, option: option) }
        switch self {
        case .anyPalettecFile:
            return nil
        case .run(let inputs):
            let unread = inputs.unreadSources(of: owner)
            return unread.isEmpty ? nil : .otherInputs(path: path, sources: unread, option: option)
        }
    }

    func mayChange(_ owner: OutputFileOwner) -> Bool {
        switch self {
        case .anyPalettecFile: return owner.isPalettec
        case .run(let inputs): return inputs.owns(owner)
        }
    }
}
