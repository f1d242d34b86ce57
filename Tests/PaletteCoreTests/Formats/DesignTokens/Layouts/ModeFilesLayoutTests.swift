import Testing
@testable import PaletteCore

/// One file per mode, as Figma's variables export writes a collection: the mode from the file's
/// `com.figma.modeName`, else its name; a file whose mode is no appearance (the primitives) applies
/// to every one; references to another collection, which Figma writes as the color plus
/// `com.figma.aliasData`, are read as the aliases they are.
@Suite struct ModeFilesLayoutTests {
    static let figma = [
        "Figma/Primitives.Default.json", "Figma/Spacing.Mode 1.json", "Figma/Tokens.Dark.json",
        "Figma/Tokens.Light.json",
    ]

    private func figma() throws -> TokenImport {
        ModeFilesLayout.read(try Self.figma.map(TokenTestFiles.fixture))
    }

    @Test func modesAreAppearancesAndPrimitivesAreShared() throws {
        let imported = try figma()
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark])
        #expect(imported.root.members.map(\.name) == ["color", "surface", "text"])
        #expect(imported.value("color.blue.500") == "#3B82F6FF")
        #expect(imported.value("color.blue.500", .dark) == "#3B82F6FF")
        #expect(imported.skipped.byType == ["number": 2])
        #expect(
            imported.diagnostics.filter { $0.severity == .note }.map(\.formatted) == [
                "Figma/Primitives.Default.json: note: mode 'Default' is not an appearance, so this file's tokens apply to every appearance "
                    + "(name its appearance with --appearance, as dark=Default, if it is one)",
                "Figma/Spacing.Mode 1.json: note: mode 'Mode 1' is not an appearance, so this file's tokens apply to every appearance "
                    + "(name its appearance with --appearance, as dark=Mode 1, if it is one)",
            ])
    }

    @Test func figmaAliasDataIsAnAliasWhenItShowsTheSameColor() throws {
        let imported = try figma()
        #expect(imported.value("surface.default") == "{color.neutral.0}")
        #expect(imported.value("surface.default", .dark) == "{color.neutral.900}")
        #expect(imported.value("text.link", .dark) == "{color.blue.300}")
        #expect(imported.value("surface.raised", .dark) == "{surface.default}")
        // Figma cannot alias a color at another alpha: the scrim keeps its own value.
        #expect(imported.value("text.scrim") == "#11182766")
        #expect(imported.token("text.scrim")?.description == "Behind sheets: the neutral at 40%")
    }

    @Test func extensionsAreKeptVerbatim() throws {
        let imported = try figma()
        #expect(
            imported.token("surface.raised")?.extensions?.jsonText
                == #"{"com.figma.variableId":"VariableID:3:2","com.figma.scopes":["FRAME_FILL"]}"#)
        #expect(imported.root.extensions?.jsonText == #"{"com.figma.modeName":"Light"}"#)
    }

    @Test func modeFromTheFileNameWithoutModeName() {
        let primitives = TokenTestFiles.file(
            "export/Primitives.Default.json", ##"{ "gray": { "$type": "color", "$value": "#808080" } }"##)
        let light = TokenTestFiles.file(
            "export/Light Mode.tokens.json", ##"{ "bg": { "$type": "color", "$value": "{gray}" } }"##)
        let dark = TokenTestFiles.file(
            "export/Tokens.Dark.json", ##"{ "bg": { "$type": "color", "$value": "#000000" } }"##)
        let imported = ModeFilesLayout.read([primitives, light, dark])
        #expect(imported.value("bg") == "{gray}")
        #expect(imported.value("bg", .dark) == "#000000FF")
        #expect(ModeFilesLayout.modeName(of: light, root: nil) == "Light Mode")
        #expect(ModeFilesLayout.modeName(of: dark, root: nil) == "Dark")
    }

    @Test func explicitModeAndMissingLight() {
        let dim = TokenTestFiles.file("Theme.Dim.json", ##"{ "bg": { "$type": "color", "$value": "#222222" } }"##)
        let day = TokenTestFiles.file("Theme.Day.json", ##"{ "bg": { "$type": "color", "$value": "#eeeeee" } }"##)
        let named = ModeFilesLayout.read(
            [day, dim], modes: AppearanceModeNames(explicit: [.light: "Day", .dark: "Dim"]))
        #expect(named.value("bg") == "#EEEEEEFF")
        #expect(named.value("bg", .dark) == "#222222FF")
        let unnamed = ModeFilesLayout.read([
            day, TokenTestFiles.file("Theme.Dark.json", ##"{ "bg": { "$type": "color", "$value": "#111111" } }"##),
        ])
        #expect(
            unnamed.messages(.error) == [
                "Theme.Day.json: no file is the light mode (its name or com.figma.modeName says light); name it with --appearance light=MODE"
            ])
    }

    @Test func onePlainFileIsLight() {
        let imported = TokenTestFiles.importing(##"{ "bg": { "$type": "color", "$value": "#fafafa" } }"##)
        #expect(imported.appearances == [.light])
        #expect(imported.diagnostics.isEmpty)
    }
}

/// Alias data that leads back to its own token is not an alias: that would be a cycle.
@Suite struct FigmaAliasDataTests {
    @Test func aliasDataLeadingBackIsTheColor() {
        let imported = TokenTestFiles.importing(
            ##"""
            {
              "$type": "color",
              "a": { "$value": "#112233", "$extensions": { "com.figma.aliasData": { "targetVariableName": "b" } } },
              "b": { "$value": "{a}" }
            }
            """##)
        #expect(imported.errors.isEmpty)
        #expect(imported.value("a") == "#112233FF")
        #expect(imported.value("b") == "{a}")
    }

    @Test func aliasDataToNothingOrAnotherColorKeepsTheColor() {
        let imported = TokenTestFiles.importing(
            ##"""
            {
              "$type": "color",
              "red": { "$value": "#ff0000" },
              "a": { "$value": "#112233", "$extensions": { "com.figma.aliasData": { "targetVariableName": "nothing/here" } } },
              "b": { "$value": "#112233", "$extensions": { "com.figma.aliasData": { "targetVariableName": "red" } } }
            }
            """##)
        #expect(
            imported.messages(.note) == [
                "tokens.json:4:3: 1 Figma alias points into a collection, which is in no file passed, so it became the color it shows, "
                    + "first {a}; pass that collection's exported file as well to keep it a reference"
            ])
        #expect(imported.value("a") == "#112233FF")
        #expect(imported.value("b") == "#112233FF")
    }

    /// fermi-flutter-bison's Light and Dark alias 'Color Alias', which was not passed: one note for the
    /// import naming it, with how many aliases became colors (issue #33, item 6).
    @Test func aliasesIntoACollectionNotPassedAreOneNote() {
        func mode(_ name: String, _ hex: String) -> TokenFile {
            TokenTestFiles.file(
                "\(name).tokens.json",
                """
                { "Border": {
                    "Plain": { "$type": "color", "$value": "\(hex)", "$extensions": { "com.figma.aliasData": {
                      "targetVariableName": "Neutral/Lighter", "targetVariableSetName": "Color Alias" } } },
                    "Primary": { "$type": "color", "$value": "#2d6af0", "$extensions": { "com.figma.aliasData": {
                      "targetVariableName": "Primary/Default", "targetVariableSetName": "Color Alias" } } } },
                  "$extensions": { "com.figma.modeName": "\(name)" } }
                """)
        }
        let alone = ModeFilesLayout.read([mode("Light", "#b6b6b6"), mode("Dark", "#4a4a4a")])
        #expect(
            alone.messages(.note) == [
                "Light.tokens.json:2:5: 4 Figma aliases (in 2 tokens) point into the collection 'Color Alias', which is in no file passed, "
                    + "so each became the color it shows, first {Border.Plain}; pass that collection's exported file as well to keep them references"
            ])
        let aliases = TokenTestFiles.file(
            "ColorAliasTokens.json",
            """
            { "Neutral": { "Lighter": { "$type": "color", "$value": "#b6b6b6" } },
              "Primary": { "Default": { "$type": "color", "$value": "#2d6af0" } },
              "$extensions": { "com.figma.modeName": "Mode 1" } }
            """)
        let passed = ModeFilesLayout.read([mode("Light", "#b6b6b6"), mode("Dark", "#2d6af0"), aliases])
        #expect(!passed.diagnostics.contains { $0.message.contains("Figma alias") })
        #expect(passed.value("Border.Primary") == "{Primary.Default}")
    }
}

/// A collection whose file is passed is not "in no file passed": `color.tokens.json` holds 'color', so
/// aliases into 'color' whose variables it lacks say so (issue #45, item 9).
@Suite struct FigmaAliasDataPassedCollectionTests {
    @Test func aliasesIntoThePassedCollectionDoNotSayItIsNotPassed() {
        let file = TokenTestFiles.file(
            "tokens/color.tokens.json",
            """
            { "$type": "color",
              "a": { "$value": "#112233", "$extensions": { "com.figma.aliasData": {
                "targetVariableName": "gone/one", "targetVariableSetName": "color" } } },
              "b": { "$value": "#445566", "$extensions": { "com.figma.aliasData": {
                "targetVariableName": "gone/two", "targetVariableSetName": "Color" } } } }
            """)
        let imported = ModeFilesLayout.read([file])
        #expect(
            imported.messages(.note) == [
                "tokens/color.tokens.json:2:3: 2 Figma aliases point to variables of the collection 'color' that color.tokens.json, "
                    + "which holds that collection, does not hold, so each became the color it shows, first {a}; pass the file "
                    + "that holds them as well to keep them references"
            ])
    }

    @Test func aCollectionIsPassedByItsFileOrFolderName() {
        let files = ["x/color.tokens.json", "ColorAliasTokens.json", "Brand/Light.tokens.json", "Spacing.Mode 1.json"]
        #expect(FigmaAliasData.passedFile(for: "Color", in: files) == "x/color.tokens.json")
        #expect(FigmaAliasData.passedFile(for: "Color Alias", in: files) == "ColorAliasTokens.json")
        #expect(FigmaAliasData.passedFile(for: "brand", in: files) == "Brand/Light.tokens.json")
        #expect(FigmaAliasData.passedFile(for: "Spacing", in: files) == "Spacing.Mode 1.json")
        #expect(FigmaAliasData.passedFile(for: "Color Base", in: files) == nil)
    }
}

extension ModeFilesLayoutTests {
    /// `Tokens.Light.json A.Dark.json B.Dark.json`, both dark files defining c.x: an error naming both,
    /// whichever order they come in; files of one mode that add different tokens are fine.
    @Test func twoFilesDefiningOneTokenForOneModeAreAnError() {
        let light = TokenTestFiles.file("Tokens.Light.json", ##"{"c":{"$type":"color","x":{"$value":"#111111"}}}"##)
        let a = TokenTestFiles.file("A.Dark.json", ##"{"c":{"$type":"color","x":{"$value":"#222222"}}}"##)
        let b = TokenTestFiles.file("B.Dark.json", ##"{"c":{"$type":"color","x":{"$value":"#333333"}}}"##)
        expectOneErrorNamingBoth(a, b, after: light, "for dark", fix: "keep each token in one file of the mode")
        let other = TokenTestFiles.file("B.Dark.json", ##"{"c":{"$type":"color","y":{"$value":"#333333"}}}"##)
        let added = ModeFilesLayout.read([light, a, other])
        #expect(added.errors.isEmpty)
        #expect(added.value("c.x", .dark) == "#222222FF")
        #expect(ModeFilesLayout.read([light, a, a]).errors.isEmpty)
    }
}

extension ModeFilesLayoutTests {
    /// Two shared files (their modes no appearance: two one-mode collections) that both define c.x
    /// differently: the later one's comes in, with a warning naming both, whichever order they come
    /// in; so with two plain files named together (issue #45, item 2). Shared files that add different
    /// tokens are fine.
    @Test func twoSharedFilesDefiningOneTokenLayerWithAWarning() {
        let light = TokenTestFiles.file("Tokens.Light.json", ##"{"c":{"$type":"color","z":{"$value":"{c.x}"}}}"##)
        let a = TokenTestFiles.file("A.Default.json", ##"{"c":{"$type":"color","x":{"$value":"#222222"}}}"##)
        let b = TokenTestFiles.file("B.Default.json", ##"{"c":{"$type":"color","x":{"$value":"#333333"}}}"##)
        for (first, second) in [(a, b), (b, a)] {
            let imported = ModeFilesLayout.read([light, first, second])
            #expect(imported.errors.isEmpty)
            #expect(
                imported.messages(.warning).prefix(1) == [
                    "\(second.path):1:23: {c.x} is defined differently in \(first.path) and \(second.path), which both apply "
                        + "to every appearance; \(second.path)'s, the later, is imported"
                ])
            #expect(imported.warnings.first?.notes.map(\.location.description) == ["\(first.path):1:23"])
        }
        let plainA = TokenTestFiles.file("a.json", ##"{"c":{"$type":"color","x":{"$value":"#222222"}}}"##)
        let plainB = TokenTestFiles.file("b.json", ##"{"c":{"$type":"color","x":{"$value":"#333333"}}}"##)
        let plain = ModeFilesLayout.read([plainA, plainB])
        #expect(plain.errors.isEmpty)
        #expect(plain.value("c.x") == "#333333FF")
        let other = TokenTestFiles.file("B.Default.json", ##"{"c":{"$type":"color","y":{"$value":"#333333"}}}"##)
        let added = ModeFilesLayout.read([light, a, other])
        #expect(added.errors.isEmpty)
        #expect(added.value("c.z", .light) == "{c.x}")
    }

    /// `a` and `b` both define c.x at 1:23: read after `before`, in either order, one error names both,
    /// at the later one's token, with a note at the earlier one's.
    private func expectOneErrorNamingBoth(
        _ a: TokenFile, _ b: TokenFile, after before: TokenFile, _ scope: String, fix: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (first, second) in [(a, b), (b, a)] {
            let imported = ModeFilesLayout.read([before, first, second])
            #expect(
                imported.messages(.error) == [
                    "\(second.path):1:23: {c.x} is defined \(scope) in both \(first.path) and \(second.path), and no layout says "
                        + "which wins; \(fix)"
                ], sourceLocation: sourceLocation)
            #expect(
                imported.errors.first?.notes.map(\.location.description) == ["\(first.path):1:23"],
                sourceLocation: sourceLocation)
        }
    }
}

/// Modes as real Figma exports name them (issue #45, item 2, and the probe's findings): a file's name
/// says its appearance when its mode does not; one-mode collections ('Mode 1', 'color') layer rather
/// than refuse; a token a shared file and a mode's file both define is never dropped in silence.
@Suite struct ModeFilesAsExportedTests {
    private static func file(_ path: String, mode: String?, _ tokens: String) -> TokenFile {
        let extensions = mode.map { #", "$extensions": { "com.figma.modeName": \#($0) }"# } ?? ""
        return TokenTestFiles.file(path, "{ \"$type\": \"color\", \(tokens)\(extensions) }")
    }

    @Test func aLightFileWhoseModeIsWhiteIsLight() {
        let light = Self.file("Light.tokens.json", mode: "\"White\"", ##""bg": { "$value": "#ffffff" }"##)
        let dark = Self.file("Dark.tokens.json", mode: "\"Black\"", ##""bg": { "$value": "#000000" }"##)
        let imported = ModeFilesLayout.read([light, dark])
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.appearances == [.light, .dark])
        #expect(imported.value("bg") == "#FFFFFFFF")
        #expect(imported.value("bg", .dark) == "#000000FF")
        #expect(!imported.diagnostics.contains { $0.message.contains("--appearance") })
    }

    /// Two one-mode collections ('color' from its file's name, and 'Mode 1') that both define a token:
    /// the same definition is no conflict; a different one is the later file's, with a warning.
    @Test func twoSharedFilesLayerInOrder() {
        let color = Self.file(
            "color.tokens.json", mode: nil, ##""a": { "$value": "#111111" }, "b": { "$value": "#222222" }"##)
        let alias = Self.file(
            "alias.tokens.json", mode: "\"Mode 1\"", ##""a": { "$value": "#111111" }, "b": { "$value": "#333333" }"##)
        let imported = ModeFilesLayout.read([color, alias])
        #expect(imported.errors.isEmpty, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.value("a") == "#111111FF")
        #expect(imported.value("b") == "#333333FF")
        #expect(
            imported.messages(.warning) == [
                "alias.tokens.json:1:51: {b} is defined differently in color.tokens.json and alias.tokens.json, which both apply to "
                    + "every appearance; alias.tokens.json's, the later, is imported"
            ])
    }

    /// The probe's `P.Default.json` and `Tokens.Light.json` both defining a token: the light file's is
    /// imported for light, and a warning says so.
    @Test func aModeFileOverASharedOneIsReported() {
        let shared = Self.file("P.Default.json", mode: nil, ##""x": { "$value": "#111111" }"##)
        let light = Self.file("Tokens.Light.json", mode: nil, ##""x": { "$value": "#eeeeee" }"##)
        let dark = Self.file("Tokens.Dark.json", mode: nil, ##""x": { "$value": "#111111" }"##)
        let imported = ModeFilesLayout.read([shared, light, dark])
        #expect(imported.value("x") == "#EEEEEEFF")
        #expect(imported.value("x", .dark) == "#111111FF")
        #expect(
            imported.messages(.warning) == [
                "Tokens.Light.json:1:21: {x} is defined differently in P.Default.json and Tokens.Light.json, the first of which "
                    + "applies to every appearance; Tokens.Light.json's, the later, is imported"
            ])
    }

    @Test func aModeNameThatIsNoStringIsAWarning() {
        let light = Self.file("Tokens.Light.json", mode: "7", ##""bg": { "$value": "#ffffff" }"##)
        let dark = Self.file("Tokens.Dark.json", mode: "\"Dark\"", ##""bg": { "$value": "#000000" }"##)
        let imported = ModeFilesLayout.read([light, dark])
        #expect(imported.value("bg") == "#FFFFFFFF")
        #expect(
            imported.messages(.warning) == [
                "Tokens.Light.json:1:91: com.figma.modeName is a number, not a mode's name; the file's mode is read from its name, 'Light'"
            ])
    }
}
