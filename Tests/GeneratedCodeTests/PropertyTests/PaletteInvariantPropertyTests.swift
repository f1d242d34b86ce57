import Foundation
@testable import PaletteCore
import PropertyBased
import Testing
import TestSupport

/// Issue 7's invariant, over random palettes: if palettec accepts a palette, the Swift it generates
/// type-checks, and no palette text reaches that Swift as code. See `PropertySettings` for the seed
/// and count (fixed by default) and how to explore more.
@Suite struct PaletteInvariantPropertyTests {
    /// Linux type-checks the Apple branches against the stand-ins; elsewhere the real SDK is the check.
    static var typeCheckFlavours: [SwiftTypeChecker.Flavour] {
        #if os(Linux)
        return [.plain, .uiKit, .appKit]
        #else
        return [.plain]
        #endif
    }

    /// Batches of palettes compiled together, their Swift type-checked on plain Linux and against the
    /// UIKit and AppKit stand-ins (each with SwiftUI).
    @Test func everyAcceptedPaletteTypeChecks() throws {
        let settings = PropertySettings.fromEnvironment(count: 300)
        let checker = try InvariantChecker(flavours: Self.typeCheckFlavours, budget: settings.shrinkBudget)
        try run(checker, settings, salt: 1)
    }

    /// Many more palettes, no swiftc: rejected with an error, or accepted with safe text only.
    @Test func everyPaletteIsRejectedWithAnErrorOrGeneratesSafeText() throws {
        let settings = PropertySettings.fromEnvironment(count: 2_000)
        let checker = try InvariantChecker(flavours: [], budget: 0)
        try run(checker, settings, salt: 2)
    }

    /// The tests above prove little if palettec rejects nearly everything they draw, or if what it
    /// accepts is tame: at least 40% must be accepted, and among those, many with hostile text.
    @Test func theGeneratorIsMostlyAcceptedAndStillAdversarial() throws {
        let settings = PropertySettings.fromEnvironment(count: 600)
        var accepted: [DrawnPalette] = []
        for (index, size) in settings.batchSizes.enumerated() {
            var random = settings.random(forBatch: index, salt: 1)
            let batch = PaletteGenerator.batch(of: size).run(using: &random)
            let compiled = PaletteCompiler.compile(batch.palettes.map(\.source))
            accepted += batch.palettes.filter { drawn in compiled.palettes.contains { $0.source == drawn.path } }
        }
        let rate = Double(accepted.count) / Double(settings.count)
        let shares = AdversarialShares(accepted)
        print("Accepted \(accepted.count) of \(settings.count) palettes (\(percent(rate))); among them \(shares)")
        #expect(rate >= 0.4, "palettec accepts only \(percent(rate)) of the drawn palettes: tune the generator")
        #expect(shares.hostileNames >= 0.25, "\(shares)")
        #expect(shares.hostileDescriptions >= 0.25, "\(shares)")
        #expect(shares.rules >= 0.2, "\(shares)")
        #expect(shares.references >= 0.2, "\(shares)")
        #expect(shares.made >= 0.2, "\(shares)")
        #expect(shares.displayP3 >= 0.2, "\(shares)")
    }

    /// The checks themselves can fail: swiftc rejects broken Swift (and passes the same setup with
    /// sound Swift), and the text checks see a raw CR and the code after it, and a line one character
    /// too long.
    @Test func theChecksCatchBrokenOutput() throws {
        let folder = try SwiftTypeChecker.makeTemporaryFolder("palettec-broken")
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIns = folder.appendingPathComponent("standins")
        try FileManager.default.createDirectory(at: standIns, withIntermediateDirectories: true)
        try SwiftTypeChecker.buildStandIns(for: .plain, into: standIns)

        let sound = folder.appendingPathComponent("Sound.swift")
        try "/// Colors\npublic let sound = 1\n".write(to: sound, atomically: true, encoding: .utf8)
        let soundRun = try SwiftTypeChecker.typeCheck([sound], standIns: standIns)
        #expect(soundRun.succeeded, "\(soundRun.report)")

        let broken = folder.appendingPathComponent("Broken.swift")
        let brokenText = "/// Colors\rpublic let injected = 1 + \"\(TextPools.sentinel)\"\n"
        try brokenText.write(to: broken, atomically: true, encoding: .utf8)
        #expect(!(try SwiftTypeChecker.typeCheck([broken], standIns: standIns).succeeded))

        let problems = GeneratedTextChecks.problems(in: RenderedFile(path: "Broken.swift", contents: brokenText))
        #expect(
            problems.map(\.kind) == [
                "a raw line break in a doc comment", "palette text outside a comment, in a doc comment",
            ])
        let wide =
            "/// " + String(repeating: "色", count: 116) + "\n    /// " + String(repeating: "色", count: 113) + "\n"
        #expect(
            GeneratedTextChecks.problems(in: RenderedFile(path: "Wide.swift", contents: wide)).map(\.description) == [
                "Wide.swift:2: a line over 120 characters in a doc comment: " + "    /// "
                    + String(repeating: "色", count: 113)
            ])
    }

    private func run(_ checker: InvariantChecker, _ settings: PropertySettings, salt: UInt64) throws {
        try checker.run(settings, salt: salt) { size, random in PaletteGenerator.batch(of: size).run(using: &random) }
    }

    private func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}
