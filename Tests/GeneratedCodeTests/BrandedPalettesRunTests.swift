import Foundation
@testable import PaletteCore
import TestSupport
import XCTest

/// The Apple-only branches of a palette with brands, run: `Tests/Fixtures/BrandedPalettes`' palettes and the
/// support file with its brand section, built with a small `main.swift` against the stand-ins, whose color
/// inits make real objects. A branded color is one object, whatever brand shows: a switch makes no new one.
final class BrandedPalettesRunTests: XCTestCase {
    func testUIKitColorIsOneObjectWhateverTheBrand() throws {
        try assertOneObjectWhateverTheBrand(framework: "UIKit", property: "uiColor", type: "UIColor", on: .uiKit)
    }

    func testAppKitColorIsOneObjectWhateverTheBrand() throws {
        try assertOneObjectWhateverTheBrand(framework: "AppKit", property: "nsColor", type: "NSColor", on: .appKit)
    }

    private func assertOneObjectWhateverTheBrand(
        framework: String, property: String, type: String, on flavour: SwiftTypeChecker.Flavour
    ) throws {
        #if !os(Linux)
        throw XCTSkip("On Apple platforms the real SDKs stand in for themselves.")
        #else
        let main = """
            import \(framework)
            import SwiftUI

            let accent = Shop.accent.\(property)
            print("same object:", accent === Shop.accent.\(property))
            PaletteBrands.setCurrent(Shop.Brand.globex)
            print("same object in another brand:", accent === Shop.accent.\(property))
            print("another color differs:", accent !== Shop.background.\(property))
            print("the static member is it:", \(type).shopAccent === accent)
            print("SwiftUI color is it:", Shop.accent.color == Color(accent))

            """
        let fixtures = RepositoryFiles.url("Tests/Fixtures/BrandedPalettes")
        let run = try SwiftTypeChecker.withStandIns(for: flavour, linkable: true) { standIns in
            let support = standIns.appendingPathComponent("PaletteSupport.swift")
            try SupportFileRenderer.render(accessLevel: .internal, brands: true)
                .write(to: support, atomically: true, encoding: .utf8)
            let mainFile = standIns.appendingPathComponent("main.swift")
            try main.write(to: mainFile, atomically: true, encoding: .utf8)
            let files = [support, fixtures.appendingPathComponent("Shop.swift"), mainFile]
            return try SwiftTypeChecker.buildAndRun(files, flavour: flavour, standIns: standIns)
        }
        XCTAssert(run.succeeded, run.report)
        XCTAssertEqual(
            run.output,
            """
            same object: true
            same object in another brand: true
            another color differs: true
            the static member is it: true
            SwiftUI color is it: true

            """, run.report)
        #endif
    }
}
