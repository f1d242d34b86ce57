import ArgumentParser
import PaletteCore

/// `palettec diff OLD NEW`: what changed in the colors between two manifests (or two output folders).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Explain what changed in the colors between two manifests, or two output folders.",
        discussion:
            "Exit 0 when the colors and contrast checks are equal, 1 when they differ (like diff(1)), 64 on a usage "
            + "error."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @Argument(help: ArgumentHelp("The old manifest.json, or a folder holding one.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The new manifest.json, or a folder holding one.", valueName: "new"))
    var new: String

    @Option(help: "text for a terminal, markdown for a pull-request comment.")
    var format: Format = .text

    func run() throws {
        let diff = ManifestDiff(old: try Self.manifest(at: old), new: try Self.manifest(at: new))
        StandardOutput.print(format == .text ? DiffRenderer.text(diff) : DiffRenderer.markdown(diff), terminator: "")
        if !diff.isEmpty { throw CLIError.differs }
    }

    /// The manifest at `path`, or `path/manifest.json` for a folder; anything unreadable is a usage error.
    static func manifest(at path: String) throws -> ManifestDocument {
        let spelled = PathSpelling.tidy(path)
        let file =
            (try? FileSystem.kind(of: path)) == .folder
            ? PathSpelling.join(spelled, ManifestRenderer.fileName) : spelled
        let contents: FileSystem.Contents
        do throws(FileSystemError) {
            contents = try FileSystem.contents(of: file, limit: PaletteLimits.manifestBytes)
        } catch {
            throw CLIError.usage(.error("could not read the manifest: \(error.reason)", at: .whole(file)))
        }
        let bytes: [UInt8]
        switch contents {
        case .bytes(let read): bytes = read
        case .tooLarge(let byteCount):
            throw CLIError.usage(PaletteLimits.manifestTooLarge(path: file, byteCount: byteCount))
        }
        switch ManifestReader.read(bytes, path: file) {
        case .success(let document): return document
        case .failure(let failure): throw CLIError.usage(failure.diagnostic)
        }
    }
}
