import Foundation
import XCTest

/// The Apple-only branches of generated/, run: built with a small `main.swift` against the stand-ins,
/// whose color inits make real objects, then run, once per platform flavour. The program prints what
/// it sees; the test compares that with what an app on the platform must see.
final class AppleBranchesRunTests: XCTestCase {
    /// `uiColor` is made once per color, as `UIColor(named:)` is: so `==` holds between two accesses,
    /// and the SwiftUI color is that same UIColor.
    func testUIKitColorIsOneObjectPerColor() throws {
        try assertOutput(
            of: Self.oneObjectPerColor(framework: "UIKit", property: "uiColor"), on: .uiKit,
            is: Self.oneObjectPerColorHolds)
    }

    func testAppKitColorIsOneObjectPerColor() throws {
        try assertOutput(
            of: Self.oneObjectPerColor(framework: "AppKit", property: "nsColor"), on: .appKit,
            is: Self.oneObjectPerColorHolds)
    }

    /// On watchOS, always dark, the SwiftUI color is the dark value, in its color space.
    func testSwiftUIOnlyColorIsTheDarkValue() throws {
        let main = """
            import SwiftUI

            // Brand.accent: light #0A84FF, dark #409CFF. Vivid.red: Display P3, dark 1.0 0.42 0.38.
            print("accent is dark:", Brand.accent.color == Color(.sRGB, red: 0.2509803922, green: 0.6117647059, blue: 1.0, opacity: 1.0))
            print("accent is light:", Brand.accent.color == Color(.sRGB, red: 0.0392156863, green: 0.5176470588, blue: 1.0, opacity: 1.0))
            print("P3 red is dark:", Vivid.red.color == Color(.displayP3, red: 1.0, green: 0.42, blue: 0.38, opacity: 1.0))

            """
        try assertOutput(
            of: main, on: .swiftUIOnly, is: "accent is dark: true\naccent is light: false\nP3 red is dark: true\n")
    }

    private static func oneObjectPerColor(framework: String, property: String) -> String {
        """
        import \(framework)
        import SwiftUI

        let background = Brand.background.\(property)
        print("same object:", background === Brand.background.\(property))
        print("equal:", background == Brand.background.\(property))
        print("another color differs:", background != Brand.label.\(property))
        print("SwiftUI color is it:", Brand.background.color == Color(background))

        """
    }

    private static let oneObjectPerColorHolds =
        "same object: true\nequal: true\nanother color differs: true\nSwiftUI color is it: true\n"

    /// Builds the flavour's stand-ins once, then generated/ with `main` against them, and runs it.
    private func assertOutput(of main: String, on flavour: SwiftTypeChecker.Flavour, is expected: String) throws {
        #if !os(Linux)
        throw XCTSkip("On Apple platforms the GeneratedPalettes target compiles against the real SDKs.")
        #else
        let generated = try GeneratedFolder.swiftFiles()
        let run = try SwiftTypeChecker.withStandIns(for: flavour, linkable: true) { standIns in
            let mainFile = standIns.appendingPathComponent("main.swift")
            try main.write(to: mainFile, atomically: true, encoding: .utf8)
            return try SwiftTypeChecker.buildAndRun(generated + [mainFile], flavour: flavour, standIns: standIns)
        }
        XCTAssert(run.succeeded, run.report)
        XCTAssertEqual(run.output, expected, run.report)
        #endif
    }
}
