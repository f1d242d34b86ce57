import Foundation
@testable import PaletteCore

/// The type-check part of `InvariantChecker`: each batch in every flavour, and a failure narrowed
/// to the palette that fails alone, then shrunk.
extension InvariantChecker {
    /// A swiftc run over some files, and what tells its failure from others.
    struct TypeCheck {
        var flavour: SwiftTypeChecker.Flavour
        var run: SwiftTypeChecker.Run
        /// Every error message, names blanked.
        var messages: Set<String>
        var signature: String
    }

    func checkTypes(
        _ files: [RenderedFile], _ accepted: [DrawnPalette], _ accessLevel: AccessLevel,
        _ label: String
    ) throws {
        var unexplained: [TypeCheck] = []
        for check in try typeCheck(files, in: flavours, chargingBudget: false) where !check.run.succeeded {
            if log.contains(.typeCheck, check.signature), explainedMessages.isSuperset(of: check.messages) {
                log.recordAgain(.typeCheck, check.signature, flavour: check.flavour.rawValue)
            } else {
                unexplained.append(check)
            }
        }
        guard !unexplained.isEmpty else { return }

        // Palettes whose own file swiftc complains about first: usually the culprit.
        let isMentioned = { (drawn: DrawnPalette) in unexplained.contains { self.mentions($0.run, drawn) } }
        let suspects = accepted.filter(isMentioned) + accepted.filter { !isMentioned($0) }
        for suspect in suspects where budget > 0 {
            try isolate(suspect, flavours: unexplained.map(\.flavour), accessLevel: accessLevel, label: label)
            unexplained.removeAll { explainedMessages.isSuperset(of: $0.messages) }
            if unexplained.isEmpty { return }
        }
        // No palette fails alone (palettes clash), or no budget left: the batch is the reproducer.
        for check in unexplained {
            explainedMessages.formUnion(check.messages)
            log.add(
                Finding(
                    kind: .typeCheck, signature: check.signature, reproducer: accepted, accessLevel: accessLevel,
                    detail: readable(check.run.output), batch: label, flavours: [check.flavour.rawValue]))
        }
    }

    /// Type-checks `drawn` alone in each of `flavours`; records and shrinks each new failure.
    private func isolate(
        _ drawn: DrawnPalette, flavours: [SwiftTypeChecker.Flavour], accessLevel: AccessLevel,
        label: String
    ) throws {
        guard let files = Self.acceptedFiles(drawn, accessLevel) else { return }
        for check in try typeCheck(files, in: flavours) where !check.run.succeeded {
            explainedMessages.formUnion(check.messages)
            if log.contains(.typeCheck, check.signature) {
                log.recordAgain(.typeCheck, check.signature, flavour: check.flavour.rawValue)
                continue
            }
            var output = check.run.output
            let shrunk = try PaletteShrinker.shrink(drawn, budget: { budget > 0 }) { candidate in
                guard let files = Self.acceptedFiles(candidate, accessLevel),
                    let again = try typeCheck(files, in: [check.flavour]).first,
                    again.signature == check.signature
                else { return false }
                output = again.run.output
                return true
            }
            log.add(
                Finding(
                    kind: .typeCheck, signature: check.signature, reproducer: [shrunk], accessLevel: accessLevel,
                    detail: readable(output), batch: label, flavours: [check.flavour.rawValue]))
        }
    }

    /// Writes `files` to a fresh folder and type-checks them in each flavour, two swiftc runs at a time.
    /// The runs count against the budget unless they are the batch's own check.
    private func typeCheck(
        _ files: [RenderedFile], in flavours: [SwiftTypeChecker.Flavour], chargingBudget: Bool = true
    )
        throws -> [TypeCheck]
    {
        runCount += 1
        let module = folder.appendingPathComponent("module-\(runCount)")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: module) }
        let urls = try files.map { file in
            let url = module.appendingPathComponent(file.path)
            try file.contents.write(to: url, atomically: false, encoding: .utf8)
            return url
        }
        if chargingBudget { budget -= flavours.count }
        statistics.swiftcRuns += flavours.count
        let standIns = flavours.map { self.standIns[$0]! }
        let runs = try ConcurrentRuns.map(standIns) { try SwiftTypeChecker.typeCheck(urls, standIns: $0) }
        return zip(flavours, runs).map { flavour, run in
            TypeCheck(
                flavour: flavour, run: run, messages: Set(Self.errorMessages(in: run.output)),
                signature: Self.signature(of: run, files: files))
        }
    }

    /// swiftc's first error, names blanked unless it is in the support file; or, when its file holds a
    /// raw CR, that cause: Swift ends a line at a CR, so whatever follows one in a `//` comment is
    /// compiled as code, and the error could be anything that text makes.
    private static func signature(of run: SwiftTypeChecker.Run, files: [RenderedFile]) -> String {
        guard let first = run.output.firstMatch(of: /([^\/\s]+\.swift):[0-9]+:[0-9]+: error: (.*)/) else {
            return "swiftc exited \(run.status) with no error line"
        }
        if let file = files.first(where: { $0.path == first.1 }), file.contents.unicodeScalars.contains("\r") {
            return "palette text with a CR: Swift ends the // comment there and compiles the rest as code"
        }
        // In the support file the names are the cause (a palette hiding a type it uses); elsewhere
        // they are whatever was drawn.
        let message = String(first.2)
        return first.1 == PaletteFileNames.supportFile ? "\(first.1): \(message)" : normalized(message)
    }
}
