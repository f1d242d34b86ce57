import PaletteCore

/// Reads `palettec.yml` for `--config`: its problems go to stderr, and an error ends the command.
enum ConfigFile {
    static func read(_ path: String) throws -> PalettecConfig {
        let spelled = PathSpelling.tidy(path)
        let bytes: [UInt8]
        do throws(FileSystemError) {
            switch try FileSystem.kind(of: path) {
            case .missing: throw FileSystemError(path: path, reason: "it does not exist")
            case .folder:
                throw FileSystemError(
                    path: path, reason: "it is a folder; name the \(PaletteFileNames.configFile) file")
            case .special: throw FileSystemError(path: path, reason: "it is not a regular file")
            case .file: break
            }
            switch try FileSystem.contents(of: path, limit: PaletteLimits.fileBytes) {
            case .bytes(let contents): bytes = contents
            case .tooLarge(let byteCount):
                throw FileSystemError(
                    path: path, reason: PaletteLimits.fileTooLarge(path: spelled, byteCount: byteCount).message)
            }
        } catch {
            throw CLIError.usage(.error("could not read the config file: \(error.reason)", at: .whole(spelled)))
        }
        let (config, diagnostics) = PalettecConfig.read(PaletteSource(path: spelled, bytes: bytes))
        StandardError.report(diagnostics)
        guard let config else {
            throw CLIError.summary(
                "palettec: \(StandardError.summary(of: diagnostics)) in \(spelled); nothing was written")
        }
        return config
    }
}
