import XCTest
@testable import PaletteCore

/// Lookup names as Xcode forms them, for a catalog on disk and for the one palettec renders, and the
/// foreign color sets that share one with palettec's.
final class CatalogDuplicatesTests: XCTestCase {
    private static let namespaced = Array(
        #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#.utf8)
    private static let plain = Array(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)

    private static func colorSet(
        _ name: String, in folder: String, red: String, author: String = "xcode"
    ) -> CatalogColorSet {
        let json = """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : "\(red)" } }, "idiom" : "universal" } ],
              "info" : { "author" : "\(author)", "version" : 1 } }
            """
        return CatalogColorSet(name: name, path: "\(folder)/\(name).colorset", contents: Array(json.utf8))
    }

    func testLookupNamesTakeOnlyTheFoldersThatProvideANamespace() {
        let catalog = CatalogFolder(
            name: "A.xcassets", path: "A.xcassets", contents: Self.namespaced,
            members: [
                .colorSet(Self.colorSet("top", in: "A.xcassets", red: "0xFF")),
                .folder(
                    CatalogFolder(
                        name: "Plain", path: "A.xcassets/Plain", contents: Self.plain,
                        members: [
                            .folder(
                                CatalogFolder(
                                    name: "Named", path: "A.xcassets/Plain/Named", contents: Self.namespaced,
                                    members: [
                                        .colorSet(Self.colorSet("deep", in: "A.xcassets/Plain/Named", red: "0xFF"))
                                    ]))
                        ])),
            ])

        XCTAssertEqual(
            CatalogLookupNames.colorSets(in: catalog).map(\.lookupName), ["top", "Named/deep"],
            "the catalog's own folder never provides a namespace")
    }

    func testARenderedCatalogReadsAsTheCatalogOnDiskWould() throws {
        let palette = try XCTUnwrap(
            PaletteCompiler.compile(
                PaletteSource(
                    path: "p.yml",
                    bytes: Array(
                        """
                        palette: Brand
                        colors:
                          accent: "#FF0000"
                          text:
                            primary: "#111111"
                        """.utf8))
            ).0)
        let files = AssetCatalogRenderer.render([palette]).files

        let catalog = CatalogFolder(rendered: files, name: "C.xcassets", path: "C.xcassets")

        XCTAssertEqual(
            CatalogLookupNames.colorSets(in: catalog).map(\.lookupName), ["Brand/accent", "Brand/text/primary"])
        XCTAssertEqual(
            CatalogLookupNames.colorSets(in: catalog).map(\.colorSet.path),
            ["C.xcassets/Brand/accent.colorset", "C.xcassets/Brand/text/primary.colorset"])
    }

    func testForeignColorSetsSharingALookupNameAreDuplicatesReplaceableOnlyWithTheSameColors() {
        let written = CatalogFolder(
            name: "A.xcassets", path: "A.xcassets", contents: nil,
            members: [
                .folder(
                    CatalogFolder(
                        name: "P", path: "A.xcassets/P", contents: Self.plain,
                        members: [
                            .colorSet(Self.colorSet("same", in: "A.xcassets/P", red: "0xFF", author: "palettec")),
                            .colorSet(Self.colorSet("other", in: "A.xcassets/P", red: "0xFF", author: "palettec")),
                            .colorSet(Self.colorSet("mine", in: "A.xcassets/P", red: "0xFF", author: "palettec")),
                        ]))
            ])
        let onDisk = CatalogFolder(
            name: "A.xcassets", path: "A.xcassets", contents: nil,
            members: [
                .colorSet(Self.colorSet("same", in: "A.xcassets", red: "255")),
                .colorSet(Self.colorSet("other", in: "A.xcassets", red: "254")),
                .colorSet(Self.colorSet("unrelated", in: "A.xcassets", red: "254")),
                .colorSet(Self.colorSet("mine", in: "A.xcassets", red: "0xFF", author: "palettec")),
            ])

        XCTAssertEqual(
            CatalogDuplicates.find(in: onDisk, written: written),
            [
                CatalogDuplicate(
                    lookupName: "same", foreignPath: "A.xcassets/same.colorset",
                    palettecPath: "A.xcassets/P/same.colorset", obstacle: nil),
                CatalogDuplicate(
                    lookupName: "other", foreignPath: "A.xcassets/other.colorset",
                    palettecPath: "A.xcassets/P/other.colorset", obstacle: .otherColors),
            ], "a stale color set palettec wrote is not a duplicate: the sweep removes it")
    }

    /// A warning that changes nothing Xcode shows does not stop a replacement; an entry palettec passes
    /// over (another device's) does.
    func testOnlyAColorSetReadWholeIsReplaceable() {
        let universal =
            #"{ "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : "0xFF" } }, "idiom" : "universal" }"#
        let emptyDark =
            #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "idiom" : "universal" }"#
        let mac =
            #"{ "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0x00", "red" : "0x00" } }, "idiom" : "mac" }"#
        func set(_ name: String, _ entries: [String]) -> CatalogColorSet {
            CatalogColorSet(
                name: name, path: "A.xcassets/\(name).colorset",
                contents: Array(
                    #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
                        .utf8))
        }
        let written = CatalogFolder(
            name: "A.xcassets", path: "A.xcassets", contents: nil,
            members: [
                .folder(
                    CatalogFolder(
                        name: "P", path: "A.xcassets/P", contents: Self.plain,
                        members: [
                            .colorSet(Self.colorSet("emptyDark", in: "A.xcassets/P", red: "0xFF", author: "palettec")),
                            .colorSet(Self.colorSet("macToo", in: "A.xcassets/P", red: "0xFF", author: "palettec")),
                        ]))
            ])
        let onDisk = CatalogFolder(
            name: "A.xcassets", path: "A.xcassets", contents: nil,
            members: [
                .colorSet(set("emptyDark", [universal, emptyDark])),
                .colorSet(set("macToo", [universal, mac])),
            ])

        XCTAssertEqual(CatalogDuplicates.find(in: onDisk, written: written).map(\.isReplaceable), [true, false])
    }

    /// A color set for one idiom only (a Mac app's) is replaceable when its colors are palettec's: the
    /// universal entry shows them on that device too. One with other colors, or with an entry palettec
    /// passes over, is not.
    func testAColorSetForOneIdiomOnlyIsReplaceableWhenItsColorsArePalettecs() {
        func entry(_ red: String, idiom: String, extra: String = "") -> String {
            #"{ "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : "\#(red)" } }, "idiom" : "\#(idiom)"\#(extra) }"#
        }
        func set(_ name: String, _ entries: [String]) -> CatalogColorSet {
            CatalogColorSet(
                name: name, path: "A.xcassets/\(name).colorset",
                contents: Array(
                    #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
                        .utf8))
        }
        let names = ["mac", "iphone", "macOther", "macLocale"]
        let written = CatalogFolder(
            name: "A.xcassets", path: "A.xcassets", contents: nil,
            members: [
                .folder(
                    CatalogFolder(
                        name: "P", path: "A.xcassets/P", contents: Self.plain,
                        members: names.map {
                            .colorSet(Self.colorSet($0, in: "A.xcassets/P", red: "0xFF", author: "palettec"))
                        }))
            ])
        let onDisk = CatalogFolder(
            name: "A.xcassets", path: "A.xcassets", contents: nil,
            members: [
                .colorSet(set("mac", [entry("0xFF", idiom: "mac")])),
                .colorSet(set("iphone", [entry("0xFF", idiom: "iphone")])),
                .colorSet(set("macOther", [entry("0xFE", idiom: "mac")])),
                .colorSet(
                    set(
                        "macLocale",
                        [entry("0xFF", idiom: "mac"), entry("0x00", idiom: "mac", extra: #", "locale" : "fr""#)])),
            ])

        XCTAssertEqual(CatalogDuplicates.find(in: onDisk, written: written).map(\.lookupName), names)
        XCTAssertEqual(
            CatalogDuplicates.find(in: onDisk, written: written).map(\.isReplaceable), [true, true, false, false])
    }
}
