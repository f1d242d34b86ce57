@testable import PaletteCore

/// One way palettec broke its promise, with the smallest input found that shows it.
struct Finding {
    enum Kind: String {
        case typeCheck = "accepted, but its Swift does not type-check"
        case unsafeText = "accepted, but a line of its Swift is unsafe or too long"
        case clashingFiles = "accepted, but two of its generated files clash"
        case rejectedSilently = "rejected without an error diagnostic"
    }

    var kind: Kind
    /// What tells one cause from another: swiftc's first error with names blanked, or the text problem.
    var signature: String
    /// The palettes to compile together (usually one), shrunk.
    var reproducer: [DrawnPalette]
    var accessLevel: AccessLevel
    /// swiftc's output for the reproducer, or the problems found in its text.
    var detail: String
    /// Where it was first seen: `batch 3`.
    var batch: String
    var flavours: Set<String> = []
    var occurrences = 1

    var report: String {
        let output = detail.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        let files = reproducer.map { "--- file \(YAMLTree.doubleQuoted($0.path))\n\($0.yaml)" }
        let flavourList = flavours.isEmpty ? "" : " [\(flavours.sorted().joined(separator: ", "))]"
        return """
            \(kind.rawValue)\(flavourList): \(signature)
            seen in \(occurrences) check(s), first in \(batch); access level \(accessLevel.rawValue)
            \(files.joined(separator: "\n"))
            --- output
            \(GeneratedTextChecks.visible(output))
            """
    }
}

/// The findings of one test, one per cause.
struct FindingLog {
    private(set) var findings: [Finding] = []

    func contains(_ kind: Finding.Kind, _ signature: String) -> Bool {
        findings.contains { $0.kind == kind && $0.signature == signature }
    }

    /// Records `finding`, or counts it against the one already recorded for the same cause.
    mutating func add(_ finding: Finding) {
        if let index = findings.firstIndex(where: { $0.kind == finding.kind && $0.signature == finding.signature }) {
            findings[index].occurrences += finding.occurrences
            findings[index].flavours.formUnion(finding.flavours)
        } else {
            findings.append(finding)
        }
    }

    /// One more occurrence of a recorded cause, in `flavour`.
    mutating func recordAgain(_ kind: Finding.Kind, _ signature: String, flavour: String? = nil) {
        guard let index = findings.firstIndex(where: { $0.kind == kind && $0.signature == signature }) else { return }
        findings[index].occurrences += 1
        if let flavour { findings[index].flavours.insert(flavour) }
    }
}
