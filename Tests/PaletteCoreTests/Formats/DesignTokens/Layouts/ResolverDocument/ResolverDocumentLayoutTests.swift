import Testing
@testable import PaletteCore

/// A resolver document (2025.10) written from the resolver module's own examples: a set, an inline
/// set, a theme modifier whose contexts are the four appearances and one more, and a modifier read
/// in its default context.
@Suite struct ResolverDocumentLayoutTests {
    @Test func themeContextsAreTheAppearances() throws {
        let imported = try TokenTestFiles.resolver("Resolver/tokens.resolver.json")
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark, .highContrastLight, .highContrastDark])
        let accent: [Appearance: String] = [
            .light: "{palette.blue.500}", .dark: "{palette.blue.400}",
            .highContrastLight: "{palette.blue.700}", .highContrastDark: "{palette.blue.vivid}",
        ]
        for (appearance, value) in accent {
            #expect(imported.value("color.accent", appearance) == value, "\(appearance)")
        }
        #expect(imported.value("color.text", .highContrastDark) == "{palette.white}")
        // The inline set's aliases reach the theme's tokens, merged after it.
        #expect(imported.value("button.background", .dark) == "{color.accent}")
        #expect(imported.value("palette.blue.vivid") == "color(display-p3 0.2 0.45 1.0)")
        #expect(imported.value("palette.gray.900") == "#111827FF")
    }

    @Test func groupsAndTokensInResolutionOrder() throws {
        let imported = try TokenTestFiles.resolver("Resolver/tokens.resolver.json")
        #expect(imported.root.members.map(\.name) == ["palette", "button", "color"])
        #expect(
            imported.colorTokens.map(\.path.description) == [
                "palette.white", "palette.black", "palette.gray.100", "palette.gray.900", "palette.blue.400",
                "palette.blue.500",
                "palette.blue.700", "palette.blue.vivid", "button.background", "button.text", "color.background",
                "color.text", "color.accent",
            ])
        #expect(imported.skipped.byType == ["dimension": 2])
        guard case .group(let palette) = imported.root.members[0] else { throw TestFailure("palette is not a group") }
        #expect(palette.description == "The brand ramps")
        #expect(imported.token("color.background")?.description == "The page behind everything")
        #expect(imported.token("color.background")?.location.description == "Resolver/theme/light.json:4:5")
    }

    @Test func otherContextsAndModifiersAreReported() throws {
        let imported = try TokenTestFiles.resolver("Resolver/tokens.resolver.json")
        #expect(
            imported.warnings.map(\.message) == [
                "the context 'sepia' of 'theme' is not an appearance and is not imported (name its appearance with --appearance, as dark=sepia, if it is one)"
            ])
        // The brand modifier's contexts are brands (#47), ocean (its default) first: no note passes one over.
        #expect(imported.diagnostics.filter { $0.severity == .note }.map(\.message) == [])
        #expect(imported.brands == ["ocean", "forest"])
        #expect(
            imported.token("palette.blue.500")?.values[.light]?.kind
                == .color(RGBA(red8: 0x3B, green8: 0x82, blue8: 0xF6)))
        // The forest context's blue replaces palette.blue.500 in that brand.
        #expect(
            imported.otherBrands[0][TokenPath(["palette", "blue", "500"])]?.values[.light]?.kind
                == .color(RGBA(red8: 0x22, green8: 0x8B, blue8: 0x22)))
    }

    @Test func explicitModeNamesAContext() throws {
        let imported = try TokenTestFiles.resolver(
            "Resolver/tokens.resolver.json", modes: AppearanceModeNames(explicit: [.dark: "sepia"]))
        #expect(imported.value("color.text", .dark) == "#5B4636FF")
        #expect(
            imported.warnings.map(\.message) == [
                "the context 'dark' of 'theme' is not an appearance and is not imported (name its appearance with --appearance, as APPEARANCE=dark, if it is one)"
            ])
    }
}

extension ResolverDocumentLayoutTests {
    /// design-system-ia's contexts: two brands, each light and dark (issue #33, item 3).
    private static func brands(_ contexts: [String]) -> (TokenFile, [String: TokenFile]) {
        let listed = contexts.map { "\"\($0)\": [{ \"$ref\": \"\($0).json\" }]" }.joined(separator: ", ")
        let resolver = TokenTestFiles.file(
            "brands.resolver.json",
            """
            { "version": "2025.10",
              "modifiers": { "brandTheme": { "contexts": { \(listed) } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/brandTheme" }] }
            """)
        var files: [String: TokenFile] = [:]
        for (index, context) in contexts.enumerated() {
            files["\(context).json"] = TokenTestFiles.file(
                "\(context).json", ##"{ "bg": { "$type": "color", "$value": "#00000\##(index)" } }"##)
        }
        return (resolver, files)
    }

    /// Contexts joining a brand and an appearance are the palette's brands (#47); with `--appearance`, one
    /// brand is read, and a note names the others.
    @Test func brandContextsAreBrandsOrTheOneAppearancesChoose() {
        let (resolver, files) = Self.brands(["brand-a-light", "brand-a-dark", "brand-b-light", "brand-b-dark"])
        let imported = ResolverDocumentLayout.read(resolver: resolver, files: files)
        #expect(imported.appearances == [.light, .dark])
        #expect(imported.brands == ["brand-a", "brand-b"])
        #expect(imported.value("bg") == "#000000FF")
        #expect(imported.value("bg", .dark) == "#000001FF")
        let brandB = imported.otherBrands[0][TokenPath(["bg"])]
        #expect(brandB?.values[.dark]?.kind == .color(RGBA(red8: 0, green8: 0, blue8: 3)))
        #expect(imported.warnings.isEmpty, "\(imported.warnings.map(\.formatted))")
        #expect(imported.messages(.note) == [])

        let chosen = ResolverDocumentLayout.read(
            resolver: resolver, files: files,
            modes: AppearanceModeNames(explicit: [.light: "brand-a-light", .dark: "brand-a-dark"]))
        #expect(chosen.brands == [])
        #expect(chosen.value("bg", .dark) == "#000001FF")
        #expect(chosen.warnings.map(\.message).contains { $0.hasPrefix("the context 'brand-b-light' of 'brandTheme'") })
    }

    /// Never dark = light: with no dark context, the darks are left to palettec's rule, with a warning.
    @Test func noDarkContextDerivesTheDarks() {
        let (resolver, files) = Self.brands(["brand-a-light", "brand-a-sepia"])
        let imported = ResolverDocumentLayout.read(resolver: resolver, files: files)
        #expect(imported.appearances == [.light])
        #expect(imported.derivesDark)
        #expect(
            imported.warnings.map(\.message).contains(
                "no context of 'brandTheme' is dark, so the palette has no dark values: palettec derives each color's dark by the "
                    + "palette's rule, never a copy of light; name the dark context with --appearance dark=CONTEXT"))
    }

    /// Files the CLI found to be one (the same identity under two names) are parsed once: the second
    /// name costs its merge, not another read.
    @Test func filesOfOneIdentityAreParsedOnce() {
        let json = ##"{"c": {"$type": "color", "a": {"$value": "#112233"}, "b": {"$value": "#445566"}}}"##
        let resolver = TokenTestFiles.file(
            "t.resolver.json",
            ##"{"version": "2025.10", "sets": {"s": {"sources": "##
                + ##"[{"$ref": "a.json"}, {"$ref": "b.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##)
        func work(sharing identity: FileIdentity?, _ other: FileIdentity?) -> Int {
            let files = [
                "a.json": TokenFile(path: "a.json", bytes: Array(json.utf8), identity: identity),
                "b.json": TokenFile(path: "b.json", bytes: Array(json.utf8), identity: other),
            ]
            let imported = ResolverDocumentLayout.read(resolver: resolver, files: files)
            #expect(imported.errors.isEmpty && imported.colorTokens.count == 2)
            return imported.work
        }
        let one = FileIdentity(device: 1, inode: 7)
        // A read is 1 + its 3 groups and tokens.
        #expect(work(sharing: nil, nil) == work(sharing: one, one) + 4)
        #expect(work(sharing: one, FileIdentity(device: 1, inode: 8)) == work(sharing: nil, nil))
    }
}
