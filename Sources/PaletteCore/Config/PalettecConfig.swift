/// `palettec.yml`: a target's settings, for every palette in it that does not say otherwise.
///
///     access: public      # public, package or internal: for palettes without 'access:'
///     runtime: import     # import PaletteRuntime, or embed a support file of the target's own
///     staticMembers: true # also Color.brandTextPrimary, .foregroundStyle(.brandTextPrimary), UIColor.brandTextPrimary
package struct PalettecConfig: Sendable, Equatable {
    package var accessLevel: AccessLevel?
    package var runtime: RuntimeMode?
    package var staticMembers: StaticMembersSetting?

    package init(
        accessLevel: AccessLevel? = nil, runtime: RuntimeMode? = nil, staticMembers: StaticMembersSetting? = nil
    ) {
        self.accessLevel = accessLevel
        self.runtime = runtime
        self.staticMembers = staticMembers
    }

    /// The settings in the file, or nil with the errors that stop it being read. An empty file is
    /// all defaults.
    package static func read(
        _ source: PaletteSource, limits: PaletteLimits = .standard
    ) -> (PalettecConfig?, [Diagnostic]) {
        let document = YAMLReader.read(source.bytes, path: source.path, limits: limits)
        guard document.diagnostics.isEmpty else { return (nil, document.diagnostics) }
        guard let root = document.root, !(root.scalar?.isNull ?? false) else { return (PalettecConfig(), []) }
        guard let pairs = root.mapping else {
            let message =
                "\(PaletteFileNames.configFile) is a mapping of settings, such as "
                + "\(PalettecConfigKey.access.quoted(AccessLevel.public.rawValue)); found \(root.kindDescription)"
            return (nil, [.error(message, at: document.location(root.mark))])
        }
        var config = PalettecConfig()
        var diagnostics: [Diagnostic] = []
        func choice<Choice: RawRepresentable & CaseIterable>(_ pair: YAMLPair, _ key: PalettecConfigKey) -> Choice?
        where Choice.RawValue == String {
            if let choice: Choice = ChoiceText.value(pair.value) { return choice }
            diagnostics.append(
                .error(
                    ChoiceText.problem(key: pair.key, meaning: key.meaning, found: pair.value, among: Choice.self),
                    at: document.location(pair.value.mark)))
            return nil
        }
        for pair in pairs {
            switch PalettecConfigKey(rawValue: pair.key) {
            case .access: config.accessLevel = choice(pair, .access)
            case .runtime: config.runtime = choice(pair, .runtime)
            case .staticMembers: config.staticMembers = choice(pair, .staticMembers)
            case nil:
                let keys = PalettecConfigKey.names
                diagnostics.append(
                    .error(
                        Suggestion.unknownKey(
                            pair.key, owner: PaletteFileNames.configFile, in: keys,
                            context: "its settings are \(ChoiceText.quotedList(keys, joinedBy: "and"))"),
                        at: document.location(pair.keyMark)))
            }
        }
        return (diagnostics.containsErrors ? nil : config, diagnostics)
    }
}
