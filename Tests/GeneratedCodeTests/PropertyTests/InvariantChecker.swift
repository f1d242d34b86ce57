import Foundation
@testable import PaletteCore

/// Compiles drawn palettes with palettec and holds it to its promise: what it rejects it rejects with
/// an error; what it accepts generates Swift whose lines are safe and that type-checks in every
/// flavour. A failure is narrowed to one palette and shrunk, within a budget of swiftc runs.
final class InvariantChecker {
    struct Statistics: CustomStringConvertible {
        var palettes = 0
        var accepted = 0
        var batches = 0
        var failingBatches = 0
        var swiftcRuns = 0

        var acceptanceRate: Double { palettes == 0 ? 0 : Double(accepted) / Double(palettes) }
        var description: String {
            "\(palettes) palettes in \(batches) batches, \(accepted) accepted (\(Int((acceptanceRate * 100).rounded()))%), "
                + "\(failingBatches) batches failed, \(swiftcRuns) swiftc runs"
        }
    }

    let flavours: [SwiftTypeChecker.Flavour]
    let folder: URL
    var standIns: [SwiftTypeChecker.Flavour: URL] = [:]
    /// swiftc runs left for narrowing failures down and shrinking them.
    var budget: Int
    /// swiftc error messages (names blanked) that a recorded finding already explains.
    var explainedMessages: Set<String> = []
    var runCount = 0
    var statistics = Statistics()
    var log = FindingLog()

    /// Builds the stand-ins each flavour needs (none when `flavours` is empty: text checks only).
    init(flavours: [SwiftTypeChecker.Flavour], budget: Int) throws {
        self.flavours = flavours
        self.budget = budget
        folder = try SwiftTypeChecker.makeTemporaryFolder("palettec-properties")
        for flavour in flavours {
            let modules = folder.appendingPathComponent("standins-\(flavour)")
            try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
            try SwiftTypeChecker.buildStandIns(for: flavour, into: modules)
            standIns[flavour] = modules
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Compiles `batch` together, as `palettec generate` would, and checks the outcome.
    func check(_ batch: DrawnBatch, label: String) throws {
        let compiled = PaletteCompiler.compile(batch.palettes.map(\.source))
        let accepted = batch.palettes.filter { drawn in compiled.palettes.contains { $0.source == drawn.path } }
        statistics.batches += 1
        statistics.palettes += batch.palettes.count
        statistics.accepted += accepted.count
        let failuresBefore = log.findings.map(\.occurrences).reduce(0, +)
        defer {
            if log.findings.map(\.occurrences).reduce(0, +) > failuresBefore { statistics.failingBatches += 1 }
        }

        for drawn in batch.palettes where !accepted.contains(drawn) && !Self.hasError(compiled, in: drawn) {
            let signature = "no error diagnostic for the rejected file"
            guard !log.contains(.rejectedSilently, signature) else {
                log.recordAgain(.rejectedSilently, signature)
                continue
            }
            let shrunk = PaletteShrinker.shrink(drawn, budget: { true }) { candidate in
                let (palette, diagnostics) = PaletteCompiler.compile(candidate.source)
                return palette == nil && !diagnostics.contains { $0.severity == .error }
            }
            log.add(
                Finding(
                    kind: .rejectedSilently, signature: signature, reproducer: [shrunk],
                    accessLevel: batch.accessLevel, detail: "\(PaletteCompiler.compile(shrunk.source).1)",
                    batch: label))
        }

        let files = Self.swiftFiles(compiled.palettes, batch.accessLevel)
        checkPaths(files, compiled.palettes, accepted, batch.accessLevel, label)
        checkText(files, compiled.palettes, accepted, batch.accessLevel, label)
        guard !accepted.isEmpty, !flavours.isEmpty else { return }
        try checkTypes(files, accepted, batch.accessLevel, label)
    }

    // MARK: Paths

    /// Two generated files at one path overwrite each other; at paths that differ only in case they
    /// do so on the default macOS volume.
    private func checkPaths(
        _ files: [RenderedFile], _ palettes: [Palette], _ accepted: [DrawnPalette],
        _ accessLevel: AccessLevel, _ label: String
    ) {
        for (path, sharing) in Dictionary(grouping: files.map(\.path), by: { $0.lowercased() }) where sharing.count > 1
        {
            let signature =
                Set(sharing).count == 1
                ? "two generated files have one path" : "two generated files' paths differ only in case"
            let reproducer = accepted.filter { drawn in
                palettes.contains { $0.source == drawn.path && "\($0.name).swift".lowercased() == path }
            }
            log.add(
                Finding(
                    kind: .clashingFiles, signature: signature, reproducer: reproducer, accessLevel: accessLevel,
                    detail: sharing.joined(separator: "\n"), batch: label))
        }
    }

    // MARK: Text

    private func checkText(
        _ files: [RenderedFile], _ palettes: [Palette], _ accepted: [DrawnPalette],
        _ accessLevel: AccessLevel, _ label: String
    ) {
        for file in files {
            for kind in Set(GeneratedTextChecks.problems(in: file).map(\.kind)) {
                if log.contains(.unsafeText, kind) {
                    log.recordAgain(.unsafeText, kind)
                    continue
                }
                let culprit = palettes.first { "\($0.name).swift" == file.path }
                    .flatMap { palette in accepted.first { $0.path == palette.source } }
                let reproducer =
                    culprit.map { culprit in
                        [
                            PaletteShrinker.shrink(culprit, budget: { true }) { candidate in
                                Self.textProblems(of: candidate, accessLevel).contains { $0.kind == kind }
                            }
                        ]
                    } ?? accepted
                let problems =
                    reproducer.count == 1
                    ? Self.textProblems(of: reproducer[0], accessLevel) : GeneratedTextChecks.problems(in: file)
                log.add(
                    Finding(
                        kind: .unsafeText, signature: kind, reproducer: reproducer, accessLevel: accessLevel,
                        detail: problems.filter { $0.kind == kind }.map(\.description).joined(separator: "\n"),
                        batch: label))
            }
        }
    }

    private static func textProblems(
        of drawn: DrawnPalette, _ accessLevel: AccessLevel
    ) -> [GeneratedTextChecks.Problem] {
        acceptedFiles(drawn, accessLevel)?.flatMap(GeneratedTextChecks.problems) ?? []
    }

    // MARK: Helpers

    static func hasError(_ compiled: PaletteCompiler.Result, in drawn: DrawnPalette) -> Bool {
        compiled.diagnostics.contains { $0.severity == .error && $0.location.path == drawn.path }
    }

    static func swiftFiles(_ palettes: [Palette], _ accessLevel: AccessLevel) -> [RenderedFile] {
        PaletteCompiler.render(palettes, options: RenderOptions(accessLevel: accessLevel)).files.filter {
            $0.path.hasSuffix(".swift")
        }
    }

    /// The Swift files for `drawn` compiled alone, or nil when palettec rejects it.
    static func acceptedFiles(_ drawn: DrawnPalette, _ accessLevel: AccessLevel) -> [RenderedFile]? {
        let (palette, _) = PaletteCompiler.compile(drawn.source)
        return palette.map { swiftFiles([$0], accessLevel) }
    }

    func mentions(_ run: SwiftTypeChecker.Run, _ drawn: DrawnPalette) -> Bool {
        guard let palette = PaletteCompiler.compile(drawn.source).0 else { return false }
        return run.output.contains("/\(palette.name).swift:")
    }

    /// swiftc's error messages, with quoted names blanked so that one cause reads the same for any name.
    static func errorMessages(in output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: ": error: ") else { return nil }
            return normalized(String(line[range.upperBound...]))
        }
    }

    static func normalized(_ message: String) -> String {
        message.replacing(/'[^']*'/, with: "'…'")
    }

    /// swiftc's output without the temporary folder in each path.
    func readable(_ output: String) -> String {
        output.replacing(/\/[^ :\n]*\/module-[0-9]+\//, with: "")
    }
}
