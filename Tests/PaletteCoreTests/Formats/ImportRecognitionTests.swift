import Testing
@testable import PaletteCore

/// Which format reads a path, as `ImportRegistry` asks each: what a file holds first, then its name; a folder
/// by the files in it, then its name.
@Suite struct ImportRecognitionTests {
    /// The format and how it reads, or the refusal's message.
    static func recognise(_ path: String, _ contents: ImportCandidate.Contents) -> String {
        switch ImportRegistry.recognise(ImportCandidate(path: path, contents: contents)) {
        case .success(let format as DesignTokensImport):
            return "tokens \(format.layout)\(format.isFolder ? " folder" : "")"
        case .success(let format as SwiftGenImport): return "swiftgen \(format.format)"
        case .success(let format as AssetCatalogImport): return "catalog \(format.folderName)"
        case .success(let format): return "\(format)"
        case .failure(let refusal): return refusal.message
        }
    }

    private func detect(_ path: String, _ text: String) -> String {
        Self.recognise(path, .file(Array(text.utf8)))
    }

    @Test func aFolderIsACatalogUnlessItHoldsTokensStudiosThemes() {
        #expect(
            Self.recognise("App/Assets.xcassets", .folder(name: "Assets.xcassets", markers: []))
                == "catalog Assets.xcassets")
        #expect(Self.recognise("App/Resources", .folder(name: "Resources", markers: [])) == "catalog Resources")
        #expect(
            Self.recognise("design", .folder(name: "design", markers: ["$themes.json"]))
                == "tokens tokensStudioThemes folder")
        #expect(ImportRegistry.folderMarkers == ["$themes.json"])
    }

    @Test func swiftGensFilesByExtensionInAnyCase() {
        #expect(detect("Resources/colors.txt", "a: #FFFFFF") == "swiftgen text")
        #expect(detect("COLORS.TXT", "") == "swiftgen text")
        #expect(detect("colors.json", "{\"a\": \"#FFFFFF\"}") == "swiftgen json")
        #expect(detect("colors.Json", "{\"a\": {\"value\": \"#FFFFFF\"}}") == "swiftgen json")
        #expect(detect("broken.json", "{\"a\": ") == "swiftgen json", "the SwiftGen reader says where it is malformed")
        #expect(
            Self.recognise("huge.json", .file(nil)) == "swiftgen json", "a file too large to read is told by its name")
    }

    /// A `$value` or `$type` key at any depth is the design-token format, never SwiftGen's: token files,
    /// one per mode when several are named.
    @Test func designTokensAreNotSwiftGensJSON() {
        #expect(
            detect("tokens.json", "{\"brand\": {\"accent\": {\"$type\": \"color\", \"$value\": \"#0A84FF\"}}}")
                == "tokens modeFile")
        #expect(detect("tokens.json", "[{\"$value\": \"#0A84FF\"}]") == "tokens modeFile")
        #expect(detect("colors.json", "{\"$value\": \"#0A84FF\"}") == "tokens modeFile")
    }

    /// The layouts by name (whatever the file holds, so a malformed one is read, and its error reported,
    /// as tokens) and Tokens Studio's single file by its root's `$themes`.
    @Test func tokenLayoutsByNameAndByRoot() {
        #expect(detect("design/palettes.resolver.json", "{") == "tokens resolver")
        #expect(detect("A.Resolver.JSON", "{}") == "tokens resolver")
        #expect(detect("studio/$themes.json", "[]") == "tokens tokensStudioThemes")
        #expect(detect("light.tokens.json", "{") == "tokens modeFile")
        #expect(detect("light.tokens.json", "{\"a\": \"#FFFFFF\"}") == "tokens modeFile", "the name says tokens")
        #expect(detect("studio.json", "{\"$themes\": [], \"core\": {}}") == "tokens tokensStudioFile")
        #expect(detect("nested.json", "{\"a\": {\"$themes\": []}}") == "swiftgen json", "only the root's $themes")
    }

    /// JSON that is neither tokens nor SwiftGen's object of strings (a top-level array, a Figma plugin's
    /// variables dump) is no format palettec imports, not a SwiftGen error (issue #33, item 7).
    @Test func jsonOfNoKnownShapeSaysWhatImportReads() {
        let refusal = ImportRegistry.unknownJSON
        #expect(detect("variables.json", "[{\"name\": \"bg\", \"color\": \"#FFFFFF\"}]") == refusal)
        #expect(
            detect("dump.json", "{\"collections\": [{\"name\": \"Colors\", \"modes\": []}], \"version\": 2}") == refusal
        )
        #expect(refusal.hasPrefix("this is JSON, but not a format palettec imports"))
        #expect(refusal.hasSuffix(ImportRegistry.whatImportReads))
        #expect(detect("colors.json", "{}") == "swiftgen json", "an empty object is SwiftGen's file with no color")
    }

    @Test func anythingElseSaysWhatImportReads() {
        let notRead = "this is not a file import reads; " + ImportRegistry.whatImportReads
        #expect(detect("colors.clr", "") == notRead)
        #expect(detect("Makefile", "") == notRead)
        #expect(
            detect("Assets.xcassets", "") == "this is a file, and an asset catalog is a folder; "
                + ImportRegistry.whatImportReads)
        #expect(Self.recognise("Gone.xcassets", .missing) == "no such asset catalog")
        #expect(Self.recognise("gone.txt", .missing) == "no such file or folder; " + ImportRegistry.whatImportReads)
    }
}

/// What a file holds tells its format before its name does: a DTCG resolver document (`resolutionOrder`, or
/// a `version` with `sets` or `modifiers`) whatever the file is named, `resolver.json` included, and token
/// files with no name that says so.
@Suite struct ImportRecognitionByContentTests {
    private func detect(_ path: String, _ text: String) -> String {
        ImportRecognitionTests.recognise(path, .file(Array(text.utf8)))
    }

    @Test func aResolverNamedResolverJSONIsAResolver() {
        let resolver = """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
             "modifiers": {}, "resolutionOrder": [{"$ref": "#/sets/core"}]}
            """
        #expect(detect("resolver.json", resolver) == "tokens resolver")
        #expect(
            detect("design/themes.json", #"{"version": "2025.10", "modifiers": {"theme": {"contexts": {}}}}"#)
                == "tokens resolver")
        #expect(detect("order.json", #"{"resolutionOrder": []}"#) == "tokens resolver")
    }

    /// Token files whose names say nothing of tokens, or of JSON: the content tells.
    @Test func aTokenFileWithNoTellingNameIsTokens() {
        let token = ##"{"brand": {"accent": {"$type": "color", "$value": "#0A84FF"}}}"##
        #expect(detect("design/brand", token) == "tokens modeFile")
        #expect(detect("brand.dtcg", token) == "tokens modeFile")
        #expect(detect("exported.txt", token) == "tokens modeFile", "what it holds, before its name")
        #expect(detect("resolver", #"{"resolutionOrder": []}"#) == "tokens resolver")
    }

    /// SwiftGen's colors named like a resolver's keys stay SwiftGen's: a string value is a color.
    @Test func swiftGenColorsNamedLikeResolverKeysStaySwiftGens() {
        #expect(detect("colors.json", ##"{"version": "#FFFFFF", "sets": "#000000"}"##) == "swiftgen json")
    }
}
