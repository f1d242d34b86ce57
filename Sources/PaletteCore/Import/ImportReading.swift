/// What a format read for one palette: how the palette is named unless `--palette` names it, the
/// problems with the files themselves, and the import that makes the palette once it is named.
package struct ImportReading: Sendable {
    /// How the palette is named after what was read.
    package var naming: ImportNaming
    /// The paths as given, for the line that says what was imported.
    package var paths: [String]
    /// Problems with the files (warnings, then errors), printed before the import's own.
    package var fileProblems: [Diagnostic] = []
    /// Things the format skipped unread (a catalog's other assets), for the summary.
    package var skipped: [ImportSkippedKind: Int] = [:]
    /// The import, given the palette's name and where it will be written; nil when nothing could be read.
    package var run: Run?

    /// The import, given the palette's name and where it will be written.
    package typealias Run = @Sendable (_ paletteName: String, _ palettePath: String) -> ImportResult

    init(
        naming: ImportNaming, paths: [String], fileProblems: [Diagnostic] = [],
        skipped: [ImportSkippedKind: Int] = [:],
        run: Run?
    ) {
        self.naming = naming
        self.paths = paths
        self.fileProblems = fileProblems
        self.skipped = skipped
        self.run = run
    }
}

/// What a format skipped unread, as the summary counts it.
package enum ImportSkippedKind: Sendable, Hashable {
    /// `N other assets skipped`: a catalog's image sets, app icons, data sets.
    case otherAsset
}

/// How a palette is named after the path it is read from, when neither `--palette` nor `--output`'s file
/// names it.
package enum ImportNaming: Sendable {
    /// The file's name before its last `.`, as a Swift type: `colors.txt` → `Colors`.
    case fileName
    /// The folder's own name (`name`, through links, when it could be read) less `suffix`, its control and
    /// invisible characters left out with a warning: `Assets.xcassets` → `Assets`.
    case folderName(String?, dropping: String)
    /// The first file's name before its first `.` (`palettes.resolver.json` → `Palettes`), or its whole name
    /// when `wholeName`; for a file named `folderFile` (or a folder), its folder's. A name `isVariant` says is
    /// a variant (a mode: `Light.tokens.json`) gives way to the files' common folder, as the collection
    /// they export.
    case sharedName(wholeName: Bool, folderFile: String, isVariant: @Sendable (String) -> Bool)
}
