/// `palettec.yml`: a target's settings, for every palette in it that does not say otherwise.
///
///     access: public      # public, package or internal: for palettes without 'access:'
///     runtime: import     # import PaletteRuntime, or embed a support file of the target's own
///     staticMembers: true # also Color.brandTextPrimary, .foregroundStyle(.brandTextPrimary), UIColor.brandTextPrimary
///     swiftUIPreviews: true # also PalettePreviews.swift: a #Preview per palette, in debug builds
package struct PalettecConfig: Sendable, Equatable {
    package var accessLevel: AccessLevel?
    package var runtime: RuntimeMode?
    package var staticMembers: SwitchSetting?
    package var swiftUIPreviews: SwitchSetting?

    package init(
        accessLevel: AccessLevel? = nil, runtime: RuntimeMode? = nil, staticMembers: SwitchSetting? = nil,
        swiftUIPreviews: SwitchSetting? = nil
    ) {
        self.accessLevel = accessLevel
        self.runtime = runtime
        self.staticMembers = staticMembers
        self.swiftUIPreviews = swiftUIPreviews
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
            case .swiftUIPreviews:
                config.swiftUIPreviews = choice(pair, .swiftUIPreviews)
                if config.swiftUIPreviews == .true, !PaletteFileNames.asksForSwiftUIPreviews(configText: source.bytes) {
                    diagnostics.append(.error(Self.previewsSpelling, at: document.location(pair.keyMark)))
                }
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
        if config.swiftUIPreviews != .true, PaletteFileNames.asksForSwiftUIPreviews(configText: source.bytes) {
            diagnostics.append(.error(Self.previewsSpelling, at: .whole(source.path)))
        }
        return (diagnostics.containsErrors ? nil : config, diagnostics)
    }

    /// The build plugin cannot read YAML: it declares the previews file when a line of the file is exactly
    /// `swiftUIPreviews: true`, so that is the one way to ask for them.
    private static let previewsSpelling =
        "write \(PalettecConfigKey.swiftUIPreviews.quoted(SwitchSetting.true.rawValue)) on a line of its own, at the "
        + "start of the line: the build plugin, which cannot read YAML, looks for that line to know that "
        + "\(PaletteFileNames.previewsFile) is generated"
}
