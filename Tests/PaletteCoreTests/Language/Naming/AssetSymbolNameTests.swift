import XCTest
@testable import PaletteCore

/// Xcode's rule for asset symbol names, on the names and symbols of Xcode's own `GeneratedAssetSymbols.swift`
/// files (each pair below is one Xcode wrote; docs/modules.md says where they come from), then on palettec's
/// lookup names, whose folders are words of the one name.
final class AssetSymbolNameTests: XCTestCase {
    func testXcodesOwnNames() {
        let xcode: [(String, String)] = [
            ("AccentColor", "accent"), ("BackgroundColor", "background"), ("greenColor", "green"),
            ("BlackGrayColor", "blackGray"), ("LightGrayColor", "lightGray"), ("BGColorOne", "bgColorOne"),
            ("UIColour", "uiColour"), ("Launch_screen_colour", "launchScreenColour"),
            ("DSTextPrimary", "dsTextPrimary"),
            ("BackIOSPrimary", "backIOSPrimary"), ("App icon", "appIcon"), ("Auto & Transport", "autoTransport"),
            ("polaroid.1000.fill.symbols", "polaroid1000FillSymbols"),
            ("polaroid.I-1.fill.symbols", "polaroidI1FillSymbols"),
            ("arrow_basic_e", "arrowBasicE"), ("map_s", "mapS"), ("121212", "_121212"), ("BMW", "BMW"),
            ("A-1-1-0", "A_1_1_0"), ("Default", "`default`"), ("SplashBackground", "splashBackground"),
        ]
        for (name, symbol) in xcode {
            XCTAssertEqual(AssetSymbolName.name(name), symbol, name)
        }
    }

    func testLookupNamesJoinTheirFolders() {
        XCTAssertEqual(AssetSymbolName.name("Brand/text/primary"), "brandTextPrimary")
        XCTAssertEqual(AssetSymbolName.name("Vivid/Brand Blue"), "vividBrandBlue")
        XCTAssertEqual(AssetSymbolName.name("Brand/accentColor"), "brandAccent")
        XCTAssertEqual(AssetSymbolName.name("Color"), "color", "nothing is left to drop the suffix from")
        XCTAssertNil(AssetSymbolName.name("&&"))
    }
}
