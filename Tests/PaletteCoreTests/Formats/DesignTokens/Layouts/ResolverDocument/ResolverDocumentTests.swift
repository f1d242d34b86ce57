import Testing
@testable import PaletteCore

/// What the resolver module requires of a document, reported at its place; file references joined
/// to the resolver's folder.
@Suite struct ResolverDocumentTests {
    private func read(_ json: String, files: [String: TokenFile] = [:]) -> TokenImport {
        ResolverDocumentLayout.read(resolver: TokenTestFiles.file("tokens/app.resolver.json", json), files: files)
    }

    @Test func referencedFilesAreJoinedToTheResolversFolder() {
        let resolver = TokenTestFiles.file(
            "tokens/app.resolver.json",
            ##"""
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }, { "$ref": "./color/../color/ramps.json#/color" }] } },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "../shared/light.json" }], "dark": [{ "$ref": "#/sets/base" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }
            """##)
        #expect(
            ResolverDocumentLayout.referencedFiles(resolver) == [
                "tokens/base.json", "tokens/color/ramps.json", "shared/light.json",
            ])
        #expect(ResolverDocument.joined("/abs/app.resolver.json", "x/y.json") == "/abs/x/y.json")
        #expect(ResolverDocument.joined("app.resolver.json", "../up.json") == "../up.json")
    }

    @Test func fragmentsAndOverridesAreRead() {
        let ramps = TokenTestFiles.file(
            "tokens/ramps.json",
            ##"""
            { "color": { "$type": "color", "red": { "$value": "#ff0000" }, "blue": { "$value": "#0000ff" } }, "unused": { "$type": "color", "x": { "$value": "#000000" } } }
            """##)
        let imported = read(
            ##"""
            {
              "version": "2025.10",
              "resolutionOrder": [
                { "type": "set", "name": "base", "sources": [{ "$ref": "ramps.json#/color" }] },
                { "type": "set", "name": "more", "sources": [{ "$ref": "ramps.json", "unused": { "$type": "color", "y": { "$value": "#ffffff" } } }] }
              ]
            }
            """##, files: ["tokens/ramps.json": ramps])
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        // The fragment's tokens sit at the top level; the override replaces "unused" whole.
        #expect(imported.colorTokens.map(\.path.description) == ["red", "blue", "color.red", "color.blue", "unused.y"])
    }

    @Test func whatTheModuleForbidsIsAnError() {
        let imported = read(
            ##"""
            {
              "version": "2024.01",
              "sets": { "a": { "sources": [{ "$ref": "#/modifiers/m" }] } },
              "modifiers": {
                "m": { "contexts": { "light": [], "dark": [] }, "default": "dim" },
                "none": { "contexts": {} }
              },
              "resolutionOrder": [
                { "$ref": "#/sets/a" },
                { "$ref": "#/sets/missing" },
                { "type": "set", "name": "x", "sources": [] },
                { "type": "set", "name": "x", "sources": [{ "$ref": "https://example.com/t.json" }] },
                { "name": "y", "sources": [] },
                { "$ref": "#/modifiers/m" }
              ]
            }
            """##)
        #expect(
            imported.messages(.error) == [
                "tokens/app.resolver.json:2:14: version is \"2025.10\", the resolver module palettec reads; this document says \"2024.01\"",
                "tokens/app.resolver.json:3:42: a source cannot point into modifiers (the resolver module allows only resolutionOrder to name a modifier)",
                "tokens/app.resolver.json:5:64: the default 'dim' is not one of the modifier's contexts",
                "tokens/app.resolver.json:6:13: the modifier 'none' needs contexts: an object of context names and their sources",
                "tokens/app.resolver.json:10:15: '#/sets/missing' names no set or modifier of this document; write \"#/sets/NAME\" or \"#/modifiers/NAME\"",
                "tokens/app.resolver.json:12:30: the name 'x' is used twice in resolutionOrder; names there are unique",
                "tokens/app.resolver.json:12:57: 'https://example.com/t.json' is a remote document; palettec reads files beside the resolver",
                "tokens/app.resolver.json:13:5: an inline set or modifier in resolutionOrder has a \"name\" and a \"type\" of \"set\" or \"modifier\"",
            ])
    }

    @Test func aFileNotHandedOverIsAnErrorAtItsReference() {
        let imported = read(
            ##"""
            { "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "gone.json" }] }] }
            """##)
        #expect(
            imported.messages(.error) == [
                "tokens/app.resolver.json:1:97: 'tokens/gone.json' was not read; the resolver names it here"
            ])
    }

    @Test func noLightContextReadsOneAppearance() {
        let imported = read(
            ##"""
            {
              "version": "2025.10",
              "modifiers": { "size": { "contexts": { "small": [{ "c": { "$type": "color", "$value": "#010203" } }], "large": [] }, "default": "small" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/size" }]
            }
            """##)
        #expect(imported.appearances == [.light])
        #expect(imported.value("c") == "#010203FF")
        #expect(
            imported.messages(.warning) == [
                "tokens/app.resolver.json: no modifier has a light context (the modifiers are 'size'), so one appearance, light, is read "
                    + "and the palette has no dark values: palettec derives each color's dark by the palette's rule, never a copy of light; "
                    + "name the light context with --appearance light=CONTEXT (and the dark one with dark=CONTEXT)"
            ])
        #expect(imported.derivesDark, "never dark = light")
    }
}
