import PaletteCore

/// Bytes → diagnostics or output files, as `palettec` runs it for one palette file, with every
/// invariant checked: exit 1 only with a well-formed `file:line:col` error, exit 0 only with sound output.
enum PipelineCheck {
    static let path = "fuzz.yml"

    static func run(_ bytes: [UInt8]) {
        let (palette, diagnostics) = PaletteCompiler.compile(PaletteSource(path: path, bytes: bytes))
        DiagnosticChecks.check(diagnostics, path: path, input: bytes)
        let diagnosticText = diagnostics.map(\.formatted).joined(separator: "\n")

        guard let palette else {
            require(
                diagnostics.containsErrors, "compile returned no palette and no error diagnostic:\n\(diagnosticText)")
            ReplayDigests.record(input: bytes, outcome: "failed\n" + diagnosticText)
            return
        }
        require(!diagnostics.containsErrors, "compile returned a palette along with errors:\n\(diagnosticText)")

        let files = PaletteCompiler.render([palette]).files
        let again = PaletteCompiler.render([palette]).files
        require(
            files.map(\.path) == again.map(\.path) && files.map(\.contents) == again.map(\.contents),
            "rendering one palette twice gave different files")
        OutputChecks.check(files)

        ReplayDigests.record(
            input: bytes,
            outcome: "succeeded\n" + diagnosticText + files.map { "\n--- \($0.path)\n\($0.contents)" }.joined())
        TypeCheckSamples.offer(bytes, rendered: files)
    }
}

/// Traps with a message libFuzzer's log and Scripts/fuzz.sh pick up (`palettec-fuzz:`).
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("palettec-fuzz: \(message())") }
}
