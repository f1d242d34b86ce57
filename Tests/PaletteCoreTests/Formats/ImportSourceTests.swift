import Testing
@testable import PaletteCore

/// Which importer reads a path: a folder is a catalog; a file by its extension, and a `.json` by what
/// it holds, since design tokens are JSON too.
@Suite struct ImportSourceTests {
    private func detect(_ path: String, _ text: String) -> Result<ImportSource, ImportSourceRefusal> {
        ImportSource.detect(path: path, contents: .file(Array(text.utf8)))
    }

    @Test func aFolderIsACatalog() {
        #expect(ImportSource.detect(path: "App/Assets.xcassets", contents: .folder) == .success(.assetCatalog))
    }

    @Test func swiftGensFilesByExtensionInAnyCase() {
        #expect(detect("Resources/colors.txt", "a: #FFFFFF") == .success(.swiftGenColors(.text)))
        #expect(detect("COLORS.TXT", "") == .success(.swiftGenColors(.text)))
        #expect(detect("colors.json", "{\"a\": \"#FFFFFF\"}") == .success(.swiftGenColors(.json)))
        #expect(detect("colors.Json", "{\"a\": {\"value\": \"#FFFFFF\"}}") == .success(.swiftGenColors(.json)))
        #expect(
            detect("broken.json", "{\"a\": ") == .success(.swiftGenColors(.json)),
            "the SwiftGen reader says where it is malformed")
    }

    /// A `$value` or `$type` key at any depth is the design-token format, never SwiftGen's: token files,
    /// one per mode when several are named.
    @Test func designTokensAreNotSwiftGensJSON() {
        let tokens = ImportSource.designTokens(.modeFile)
        #expect(
            detect("tokens.json", "{\"brand\": {\"accent\": {\"$type\": \"color\", \"$value\": \"#0A84FF\"}}}")
                == .success(tokens))
        #expect(detect("tokens.json", "[{\"$value\": \"#0A84FF\"}]") == .success(tokens))
        #expect(detect("colors.json", "{\"$value\": \"#0A84FF\"}") == .success(tokens))
    }

    /// The layouts by name (whatever the file holds, so a malformed one is read, and its error reported,
    /// as tokens) and Tokens Studio's single file by its root's `$themes`.
    @Test func tokenLayoutsByNameAndByRoot() {
        #expect(detect("design/palettes.resolver.json", "{") == .success(.designTokens(.resolver)))
        #expect(detect("A.Resolver.JSON", "{}") == .success(.designTokens(.resolver)))
        #expect(detect("studio/$themes.json", "[]") == .success(.designTokens(.tokensStudioThemes)))
        #expect(detect("light.tokens.json", "{") == .success(.designTokens(.modeFile)))
        #expect(detect("studio.json", "{\"$themes\": [], \"core\": {}}") == .success(.designTokens(.tokensStudioFile)))
        #expect(
            detect("nested.json", "{\"a\": {\"$themes\": []}}") == .success(.swiftGenColors(.json)),
            "only the root's $themes")
    }

    /// JSON that is neither tokens nor SwiftGen's object of strings (a top-level array, a Figma plugin's
    /// variables dump) is no format palettec imports, not a SwiftGen error (issue #33, item 7).
    @Test func jsonOfNoKnownShapeSaysWhatImportReads() {
        let refusal = ImportSource.Refusal.unknownJSON
        #expect(detect("variables.json", "[{\"name\": \"bg\", \"color\": \"#FFFFFF\"}]") == .failure(refusal))
        #expect(
            detect("dump.json", "{\"collections\": [{\"name\": \"Colors\", \"modes\": []}], \"version\": 2}")
                == .failure(refusal))
        #expect(refusal.message.hasPrefix("is JSON, but not a format palettec imports"))
        #expect(refusal.message.hasSuffix(ImportSource.whatImportReads))
        #expect(
            detect("colors.json", "{}") == .success(.swiftGenColors(.json)),
            "an empty object is SwiftGen's file with no color")
    }

    @Test func anythingElseSaysWhatImportReads() {
        #expect(
            detect("colors.clr", "")
                == .failure(ImportSourceRefusal("is not a file import reads; " + ImportSource.whatImportReads)))
        #expect(
            detect("Makefile", "")
                == .failure(ImportSourceRefusal("is not a file import reads; " + ImportSource.whatImportReads)))
        #expect(
            detect("Assets.xcassets", "")
                == .failure(
                    ImportSourceRefusal(
                        "is a file, and an asset catalog is a folder; "
                            + ImportSource.whatImportReads)))
    }
}

/// A DTCG resolver document is told by what it holds (`resolutionOrder`, or a `version` with `sets` or
/// `modifiers`), whatever the file is named: `resolver.json` is one, not SwiftGen's JSON.
@Suite struct ImportSourceResolverByContentsTests {
    private func detect(_ path: String, _ text: String) -> Result<ImportSource, ImportSourceRefusal> {
        ImportSource.detect(path: path, contents: .file(Array(text.utf8)))
    }

    @Test func aResolverNamedResolverJSONIsAResolver() {
        let resolver = """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
             "modifiers": {}, "resolutionOrder": [{"$ref": "#/sets/core"}]}
            """
        #expect(detect("resolver.json", resolver) == .success(.designTokens(.resolver)))
        #expect(
            detect("design/themes.json", #"{"version": "2025.10", "modifiers": {"theme": {"contexts": {}}}}"#)
                == .success(.designTokens(.resolver)))
        #expect(detect("order.json", #"{"resolutionOrder": []}"#) == .success(.designTokens(.resolver)))
    }

    /// SwiftGen's colors named like a resolver's keys stay SwiftGen's: a string value is a color.
    @Test func swiftGenColorsNamedLikeResolverKeysStaySwiftGens() {
        #expect(
            detect("colors.json", ##"{"version": "#FFFFFF", "sets": "#000000"}"##) == .success(.swiftGenColors(.json)))
    }
}
