import Testing
@testable import PaletteCore

/// Whole catalogs, in memory, to palettes: names, namespaces, explicit forms, and the errors that stop an import.
@Suite struct CatalogImporterTests {
    private typealias J = ColorSetText

    private static func colorSet(_ name: String, in folder: String, _ hex: String = "0x10") -> CatalogFolder.Member {
        .colorSet(
            CatalogColorSet(
                name: name, path: "\(folder)/\(name).colorset",
                contents: Array(J.colorSet([J.entry(J.rgb(hex, "0x20", "0x30"))]).utf8)))
    }

    private static func folder(
        _ name: String, in parent: String, namespace: Bool?, _ members: (String) -> [CatalogFolder.Member]
    )
        -> CatalogFolder.Member
    {
        let path = "\(parent)/\(name)"
        let contents: String? = namespace.map {
            $0 ? J.namespaceFolder : "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        }
        return .folder(
            CatalogFolder(name: name, path: path, contents: contents.map { Array($0.utf8) }, members: members(path)))
    }

    private static func catalog(_ members: (String) -> [CatalogFolder.Member]) -> CatalogFolder {
        CatalogFolder(
            name: "Assets.xcassets", path: "Assets.xcassets", contents: nil, members: members("Assets.xcassets"))
    }

    private func run(_ catalog: CatalogFolder, name: String = "Assets") -> CatalogImporter.Result {
        CatalogImporter.run(catalog, paletteName: name, palettePath: "palettes/\(name).yml")
    }

    /// Color sets for one idiom only (a Mac app's) are one note per idiom for the whole catalog, counting
    /// them and naming the first, not one warning each.
    @Test func colorSetsForOneIdiomOnlyAreOneNotePerIdiom() throws {
        func oneIdiom(_ name: String, in folder: String, _ idiom: String) -> CatalogFolder.Member {
            .colorSet(
                CatalogColorSet(
                    name: name, path: "\(folder)/\(name).colorset",
                    contents: Array(
                        J.colorSet([
                            J.entry(J.rgb("0x10", "0x20", "0x30"), idiom: idiom),
                            J.entry(J.rgb("0x40", "0x50", "0x60"), luminosity: "dark", idiom: idiom),
                        ]).utf8)))
        }
        let catalog = Self.catalog { root in
            [
                Self.folder("Avatar", in: root, namespace: true) { [oneIdiom("border", in: $0, "mac")] },
                oneIdiom("accent", in: root, "mac"),
                oneIdiom("phone", in: root, "iphone"),
                Self.colorSet("plain", in: root),
                oneIdiom("tint", in: root, "mac"),
            ]
        }
        let result = run(catalog)
        #expect(result.colorCount == 5)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Assets.xcassets: note: 3 color sets have entries for the idiom 'mac' only; palettec reads them as universal, which shows "
                    + "the same colors on that device (palettec's colors are the same on every device); first at Assets.xcassets/accent.colorset",
                "Assets.xcassets: note: 1 color set has entries for the idiom 'iphone' only; palettec reads them as universal, which shows "
                    + "the same colors on that device (palettec's colors are the same on every device); first at Assets.xcassets/phone.colorset",
            ])
        #expect(try #require(result.yaml).contains(##"accent: { light: "#102030", dark: "#405060" }"##))
    }

    /// Color sets with `tv` entries of their own beside the universal ones are one warning for the whole
    /// catalog, naming each, not one each: they are not imported, and stay in the catalog as they are.
    /// Those with display-gamut entries are a warning of their own; an empty `tv` entry stands in no way.
    @Test func colorSetsPalettecCannotHoldWholeAreOneWarningPerReasonNamingEach() throws {
        func withEntries(_ name: String, in folder: String, _ extra: [J.Value]) -> CatalogFolder.Member {
            .colorSet(
                CatalogColorSet(
                    name: name, path: "\(folder)/\(name).colorset",
                    contents: Array(J.colorSet([J.entry(J.rgb("0x10", "0x20", "0x30"))] + extra).utf8)))
        }
        let tv = J.entry(J.rgb("0x40", "0x50", "0x60"), idiom: "tv")
        let catalog = Self.catalog { root in
            [
                Self.folder("Brand", in: root, namespace: true) { [withEntries("card", in: $0, [tv])] },
                withEntries("accent", in: root, [tv]),
                withEntries("empty tv", in: root, [J.entry(nil, idiom: "tv")]),
                withEntries(
                    "wide", in: root,
                    [J.entry(J.rgb("0x40", "0x50", "0x60"), extra: [("display-gamut", .string("display-P3"))])]),
                Self.colorSet("plain", in: root),
                withEntries("tint", in: root, [tv]),
            ]
        }
        let result = run(catalog)
        #expect(result.colorCount == 2)
        #expect(
            result.diagnostics.filter { !$0.formatted.contains("empty tv") }.map(\.formatted) == [
                "Assets.xcassets: warning: 3 color sets are not imported and stay in the catalog as they are, since palettec's "
                    + "colors cannot express their entries for the idiom 'tv' (generate --replace-imported leaves them in place): "
                    + "accent.colorset, Brand/card.colorset, tint.colorset",
                "Assets.xcassets: warning: 1 color set is not imported and stays in the catalog as it is, since palettec's "
                    + "colors cannot express its entries for the display gamut 'display-P3' (generate --replace-imported leaves "
                    + "it in place): wide.colorset",
            ])
        let yaml = try #require(result.yaml)
        #expect(yaml.contains("empty tv") && yaml.contains("plain") && !yaml.contains("accent"))
    }

    /// Empty `tv` entries beside universal ones change nothing Xcode shows: the sets are imported, and the
    /// warning that those entries are ignored is one line for the catalog, however many sets have them.
    @Test func emptyEntriesForOtherDevicesAreOneLineForTheCatalog() throws {
        let catalog = Self.catalog { root in
            ["a", "b", "c"].map { name in
                .colorSet(
                    CatalogColorSet(
                        name: name, path: "\(root)/\(name).colorset",
                        contents: Array(
                            J.colorSet([J.entry(J.rgb("0x10", "0x20", "0x30")), J.entry(nil, idiom: "tv")]).utf8)))
            }
        }
        let result = run(catalog)
        #expect(result.colorCount == 3)
        let lines = DiagnosticGroups.collapsed(result.diagnostics).map(\.formatted).filter { $0.contains("'tv'") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("3 color sets' entries for other devices ignored in this catalog") == true)
    }

    @Test func foldersKeepTheirNamespacesAndEveryLookupNameSurvives() throws {
        let catalog = Self.catalog { root in
            [
                Self.colorSet("Launch Background", in: root),
                Self.folder("Colors", in: root, namespace: true) { colors in
                    [
                        Self.folder("Brand", in: colors, namespace: true) { [Self.colorSet("Dark Blurple", in: $0)] },
                        Self.folder("Donations", in: colors, namespace: nil) { donations in
                            [
                                Self.folder("Primary", in: donations, namespace: nil) { [Self.colorSet("300", in: $0)] }
                            ]
                        },
                        Self.folder("Plain", in: colors, namespace: false) {
                            [Self.colorSet("primary.reverse", in: $0)]
                        },
                    ]
                },
                Self.folder("Images", in: root, namespace: true) { _ in [] },
            ]
        }
        let result = run(catalog)
        #expect(result.diagnostics.isEmpty)
        #expect(result.colorCount == 4)
        #expect(
            result.yaml == """
                # yaml-language-server: $schema=palette.schema.json
                # Imported from Assets.xcassets by palettec import: a group for each folder, and
                # each color keeps the name the catalog looks it up by (namespace: false where a folder adds none).
                palette: Assets
                namespace: false
                colors:
                  Colors:
                    Brand:
                      "Dark Blurple": { light: "#102030", dark: "#102030" }
                    Donations:
                      namespace: false
                      colors:
                        Primary:
                          namespace: false
                          colors:
                            "300": { light: "#102030", dark: "#102030" }
                    Plain:
                      namespace: false
                      colors:
                        primary.reverse: { light: "#102030", dark: "#102030" }
                  "Launch Background": { light: "#102030", dark: "#102030" }

                """)
        let yaml = try #require(result.yaml)
        let palette = try #require(compile(yaml).palette)
        #expect(
            palette.allColors.map(\.assetName) == [
                "Colors/Brand/Dark Blurple", "Colors/300", "Colors/primary.reverse", "Launch Background",
            ])
        #expect(
            palette.allColors.map(\.swiftPath) == [
                "Assets.Colors.Brand.darkBlurple", "Assets.Colors.Donations.Primary._300",
                "Assets.Colors.Plain.primaryReverse", "Assets.launchBackground",
            ])
    }

    /// Members named like a color's or a group's own keys, and folders named like appearances, are
    /// written in the explicit forms, so the palette reads them as the colors and groups they are.
    /// The walker hands members over in the byte order of their folders; the palette lists them as Xcode does.
    @Test func colorsAndFoldersAreListedAsXcodeListsThem() throws {
        let catalog = Self.catalog { root in
            [
                Self.colorSet("Grey 10", in: root), Self.colorSet("Grey 2", in: root), Self.colorSet("Grey", in: root),
                Self.folder("Zebra", in: root, namespace: true) { [Self.colorSet("x", in: $0)] },
                Self.colorSet("accent", in: root),
            ]
        }
        let result = run(catalog)
        let yaml = try #require(result.yaml)
        let keys = yaml.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }.map {
            $0.split(separator: ":")[0]
        }
        #expect(keys == ["  accent", "  Grey", "  \"Grey 2\"", "  \"Grey 10\"", "  Zebra"])
    }

    @Test func namesLikeTheFormatsOwnKeysTakeTheExplicitForms() throws {
        let catalog = Self.catalog { root in
            [
                Self.colorSet("dark", in: root), Self.colorSet("Light", in: root), Self.colorSet("any", in: root),
                Self.folder("dark mode", in: root, namespace: true) { [Self.colorSet("x", in: $0)] },
                Self.folder("Dark", in: root, namespace: true) { [Self.colorSet("y", in: $0)] },
                Self.folder("Roles", in: root, namespace: true) { roles in
                    ["light", "description", "colors", "namespace", "red", "derive", "space"].map {
                        Self.colorSet($0, in: roles)
                    }
                },
            ]
        }
        let result = run(catalog)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let yaml = try #require(result.yaml)
        #expect(yaml.contains("  Roles:\n    colors:\n      colors: {"))
        #expect(yaml.contains("  Dark:\n    colors:\n      \"y\": {"))
        let palette = try #require(compile(yaml).palette)
        #expect(
            palette.allColors.map(\.assetName) == [
                "any", "Dark/y", "dark", "dark mode/x", "Light", "Roles/colors", "Roles/derive",
                "Roles/description", "Roles/light", "Roles/namespace", "Roles/red", "Roles/space",
            ])
    }

    @Test func colorsetsThatBecomeOneSwiftNameAreAnErrorNamingBoth() {
        let catalog = Self.catalog { root in
            [
                Self.folder("Brand", in: root, namespace: true) {
                    [Self.colorSet("Dark Blurple", in: $0), Self.colorSet("dark-blurple", in: $0)]
                }
            ]
        }
        let result = run(catalog)
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Assets.xcassets/Brand/dark-blurple.colorset/Contents.json: error: the colorset 'dark-blurple' and the colorset 'Dark Blurple' "
                    + "both become the Swift name 'darkBlurple'; rename one of them in the catalog so the two differ in more than case, "
                    + "spaces and punctuation, which Swift names drop (and rename it wherever the app looks it up by name), then import again\n"
                    + "Assets.xcassets/Brand/Dark Blurple.colorset/Contents.json: note: the other one"
            ])
    }

    @Test func aFolderAndAColorsetOfOneNameAreAnError() {
        let catalog = Self.catalog { root in
            [
                Self.colorSet("Brand", in: root),
                Self.folder("Brand", in: root, namespace: true) { [Self.colorSet("x", in: $0)] },
            ]
        }
        let result = run(catalog)
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.first?.formatted.hasPrefix(
                "Assets.xcassets/Brand: error: the folder 'Brand' and the colorset "
                    + "'Brand' have the same name, which the palette cannot hold twice in one group") == true)
    }

    @Test func aNameThePaletteCannotUseIsAnErrorAtTheColorset() {
        let result = run(Self.catalog { [Self.colorSet("+++", in: $0)] })
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Assets.xcassets/+++.colorset/Contents.json: error: palettec cannot import this as it is named: '+++' has no letters "
                    + "or digits to make a Swift name from; rename it"
            ])
    }

    /// A name a catalog on disk can hold but palettec will not write back (Finder shows `:` as `/`).
    @Test func aNameTheCatalogWriterRefusesIsAnErrorAtTheColorset() {
        let result = run(Self.catalog { [Self.colorSet("a: b", in: $0)] })
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Assets.xcassets/a: b.colorset/Contents.json: error: palettec could not write this name back into an asset catalog, so its "
                    + "lookup name would not survive: the color 'a: b' has ':' in its name, which macOS file names cannot hold (Finder shows "
                    + "it as '/'); rename it without ':'; rename it in the catalog"
            ])
    }

    @Test func aReservedPaletteNameSaysToChooseAnother() {
        let result = run(Self.catalog { [Self.colorSet("x", in: $0)] }, name: "Color")
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.first?.formatted.hasPrefix(
                "Assets.xcassets: error: the palette name 'Color' cannot be used: ") == true)
        #expect(result.diagnostics.first?.message.hasSuffix("; choose another with --palette NAME") == true)
    }

    /// Not an error: a batch migration goes on past an extension's catalog with nothing to import.
    @Test func aCatalogWithNoColorIsAWarningAndNoPalette() {
        let result = run(Self.catalog { root in [Self.folder("Images", in: root, namespace: true) { _ in [] }] })
        #expect(result.yaml == nil)
        #expect(result.colorCount == 0)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Assets.xcassets: warning: the catalog has no color palettec can import, so there is no palette to write"
            ])
    }

    @Test func twoColorsWithOneLookupNameAreAWarning() throws {
        let catalog = Self.catalog { root in
            [
                Self.folder("A", in: root, namespace: nil) { [Self.colorSet("tint", in: $0)] },
                Self.folder("B", in: root, namespace: nil) { [Self.colorSet("tint", in: $0, "0x99")] },
            ]
        }
        let result = run(catalog)
        #expect(result.yaml != nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Assets.xcassets/B/tint.colorset/Contents.json: warning: this color and 'Assets.xcassets/A/tint.colorset/Contents.json' are "
                    + "both looked up as 'tint', as their folders provide no namespace; Xcode reports this as ambiguous, and the palette keeps both as they are, but palettec will not write them into an asset catalog until one is renamed\n"
                    + "Assets.xcassets/A/tint.colorset/Contents.json: note: the other color"
            ])
    }

    /// A colorset's warnings are the import's: an ambiguous `"1"` is reported, and the palette still written.
    @Test func anAmbiguousOneIsAWarningOfTheImport() throws {
        let mixed = CatalogFolder.Member.colorSet(
            CatalogColorSet(
                name: "Tint", path: "Assets.xcassets/Tint.colorset",
                contents: Array(J.colorSet([J.entry(J.rgb("1", "0.500", "0.250"))]).utf8)))
        let result = run(Self.catalog { _ in [mixed] })
        #expect(result.yaml?.contains("Tint: { light: \"color(srgb 0.0039215686 0.5 0.25)\"") == true)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(
            result.diagnostics.first?.formatted.hasPrefix(
                "Assets.xcassets/Tint.colorset/Contents.json:10:19: warning: 'red' is \"1\", "
                    + "which palettec reads as 1/255") == true)
    }

    @Test func aMalformedFolderContentsIsAnError() {
        let broken = CatalogFolder.Member.folder(
            CatalogFolder(
                name: "F", path: "Assets.xcassets/F",
                contents: Array("{\"properties\" : {\"provides-namespace\" : \"yes\"}}".utf8),
                members: [Self.colorSet("x", in: "Assets.xcassets/F")]))
        let result = run(Self.catalog { _ in [broken] })
        #expect(result.yaml == nil)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Assets.xcassets/F/Contents.json:1:41: error: \"provides-namespace\" is true or false; found a string"
            ])
    }
}
