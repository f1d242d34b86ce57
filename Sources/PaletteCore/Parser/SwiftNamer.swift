/// The Swift names a palette's keys make, each checked: that there is one, that it fits a line of the
/// generated code, and that it is the only one of its name in its group.
struct SwiftNamer {
    let limits: PaletteLimits

    func memberName(
        for pair: YAMLPair, registry: inout NameRegistry, _ diagnostics: inout ParseDiagnostics
    ) -> String? {
        guard let name = usable(SwiftIdentifier.member(pair.key), for: pair, &diagnostics) else { return nil }
        return register(name, for: pair, in: &registry, &diagnostics)
    }

    func groupTypeName(
        for pair: YAMLPair, registry: inout NameRegistry, _ diagnostics: inout ParseDiagnostics
    ) -> String? {
        guard let name = usable(SwiftIdentifier.type(pair.key), for: pair, &diagnostics) else { return nil }
        if let reason = ReservedNames.reasonForGroup(name) {
            diagnostics.error(
                "the group '\(pair.key.abbreviated)' would become the type '\(name)', which is reserved: "
                    + "\(reason.explanation); rename the group",
                at: pair.keyMark)
            return nil
        }
        return register(name, for: pair, in: &registry, &diagnostics)
    }

    /// The name `pair`'s key makes, unless there is none or it is too long (with an error either way).
    private func usable(_ name: String?, for pair: YAMLPair, _ diagnostics: inout ParseDiagnostics) -> String? {
        guard let name else {
            diagnostics.error(
                "'\(pair.key.abbreviated)' has no letters or digits to make a Swift name from; rename it",
                at: pair.keyMark)
            return nil
        }
        let origin = "'\(pair.key.abbreviated)'"
        return isTooLong(name, madeFrom: origin, fix: "shorten it", at: pair.keyMark, &diagnostics) ? nil : name
    }

    /// Whether `name` is longer than `limits.swiftNameLength`, with an error when it is.
    func isTooLong(
        _ name: String, madeFrom origin: String, fix: String, at mark: YAMLMark,
        _ diagnostics: inout ParseDiagnostics
    ) -> Bool {
        guard name.isLonger(than: limits.swiftNameLength) else { return false }
        diagnostics.error(
            "\(origin) makes the Swift name '\(name.abbreviated)', \(name.count) characters long; Swift names are at "
                + "most "
                + "\(limits.swiftNameLength) characters, so that a line of the generated code holds one: \(fix)",
            at: mark)
        return true
    }

    private func register(
        _ name: String, for pair: YAMLPair, in registry: inout NameRegistry, _ diagnostics: inout ParseDiagnostics
    ) -> String? {
        if let earlier = registry.claim(name, key: pair.key, at: pair.keyMark) {
            diagnostics.error(
                "'\(pair.key.abbreviated)' and '\(earlier.key.abbreviated)' both become the Swift name '\(name)'; "
                    + "rename one of them",
                at: pair.keyMark,
                notes: [Diagnostic.Note("'\(earlier.key.abbreviated)' is here", at: diagnostics.location(earlier.mark))]
            )
            return nil
        }
        return name
    }
}
