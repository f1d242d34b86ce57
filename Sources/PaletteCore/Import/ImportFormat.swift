/// One file format `palettec import` reads, in its own folder under `Formats/`. It recognises a path (by what
/// it holds first, then by its name), says what else it needs from disk (`ImportRequest`s the CLI serves, as
/// the core opens no file), and reads what it is handed into a palette. Adding one: its folder, and one line in
/// `ImportRegistry` (docs/architecture.md, "Adding an import format").
package protocol ImportFormat: Sendable {
    /// How sure the format is that the path holds it, with the format as it would read it (a layout, say).
    static func recognise(_ candidate: ImportCandidate) -> ImportRecognition

    /// Files whose presence in a folder tells the format by content (Tokens Studio's `$themes.json`): the CLI
    /// says which of them are files there.
    static var folderMarkers: [String] { get }

    /// What is wrong with the options import was given, for this format; nil when nothing is.
    static func problem(with options: ImportOptions) -> ImportOptionProblem?

    /// What the name of a file says it is one variant of (a mode: `Tokens.Dark.json` → `Dark`): a file named
    /// twice under names that say two variants is read once, with a warning.
    static func nameVariant(ofPath path: String) -> String?

    /// Whether files this format recognised so are read together, as one palette (token files, one per mode).
    var readsTogether: Bool { get }

    /// Refuses a path before anything is read, when it is not what the format reads though it matched
    /// (a folder that is no asset catalog); `.done` when it is.
    func check(_ input: ImportInput) -> ImportStep<Void>

    /// The reading of `inputs` (one, unless `readsTogether`): what it needs read, then what it read.
    func read(_ inputs: [ImportInput], options: ImportOptions) -> ImportStep<ImportReading>
}

extension ImportFormat {
    static var folderMarkers: [String] { [] }
    static func problem(with options: ImportOptions) -> ImportOptionProblem? { nil }
    static func nameVariant(ofPath path: String) -> String? { nil }
    var readsTogether: Bool { false }
    func check(_ input: ImportInput) -> ImportStep<Void> { .done(()) }
}
