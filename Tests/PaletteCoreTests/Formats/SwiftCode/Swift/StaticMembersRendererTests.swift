import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// Static members: off, the Swift is what it always was; on, each color is a member of `Color`,
/// `ShapeStyle where Self == Color`, `UIColor` and `NSColor`, named as Xcode names the same color in the
/// asset catalog palettec writes.
final class StaticMembersRendererTests: XCTestCase {
    private let yaml = """
        palette: Brand
        colors:
          background: {light: '#FFF', dark: '#000'}
          text:
            primary: {light: '#111', dark: '#EEE'}

        """

    func testOffChangesNothing() throws {
        let palette = try XCTUnwrap(compile(yaml).palette)
        XCTAssertEqual(
            PaletteFileRenderer.render(palette, options: RenderOptions(staticMembers: false)),
            PaletteFileRenderer.render(palette))
        XCTAssertFalse(PaletteFileRenderer.render(palette).contains("import"))
    }

    func testOnDeclaresEachColorForEachFramework() throws {
        let palette = try XCTUnwrap(compile(yaml).palette)
        let text = PaletteFileRenderer.render(
            palette, options: RenderOptions(accessLevel: .public, staticMembers: true))
        XCTAssertTrue(
            text.contains(
                """
                // swiftlint:disable all

                #if canImport(SwiftUI)
                public import SwiftUI
                #endif
                #if canImport(UIKit) && !os(watchOS)
                public import UIKit
                #endif
                #if canImport(AppKit) && !targetEnvironment(macCatalyst)
                public import AppKit
                #endif

                public enum Brand {
                """), text)
        XCTAssertTrue(
            text.hasSuffix(
                """
                #if canImport(SwiftUI)
                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
                extension Color {
                    public static var brandBackground: Color { Brand.background.color }
                    public static var brandTextPrimary: Color { Brand.Text.primary.color }
                }

                @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
                extension ShapeStyle where Self == Color {
                    public static var brandBackground: Color { Brand.background.color }
                    public static var brandTextPrimary: Color { Brand.Text.primary.color }
                }
                #endif

                #if canImport(UIKit) && !os(watchOS)
                extension UIColor {
                    public static var brandBackground: UIColor { Brand.background.uiColor }
                    public static var brandTextPrimary: UIColor { Brand.Text.primary.uiColor }
                }
                #endif

                #if canImport(AppKit) && !targetEnvironment(macCatalyst)
                @available(macOS 10.15, *)
                extension NSColor {
                    public static var brandBackground: NSColor { Brand.background.nsColor }
                    public static var brandTextPrimary: NSColor { Brand.Text.primary.nsColor }
                }
                #endif

                """), text)
    }

    func testLongNamesBreakWithinTheLineLimit() throws {
        let key = String(repeating: "long", count: 8)
        let yaml = "palette: Brand\ncolors:\n  \(key):\n    \(key):\n      \(key): {light: '#000', dark: '#FFF'}\n"
        let palette = try XCTUnwrap(compile(yaml).palette)
        let text = PaletteFileRenderer.render(palette, options: RenderOptions(staticMembers: true))
        let long = text.split(separator: "\n").filter { !LineWidth.fits(String($0), in: LineWidth.limit) }
        XCTAssertEqual(long, [], text)
        XCTAssertTrue(text.contains("extension UIColor {\n    internal static var\n"), text)
    }

    func testImportingTheRuntimeKeepsOneBlankLineBeforeTheCode() throws {
        let palette = try XCTUnwrap(compile(yaml).palette)
        let text = PaletteFileRenderer.render(palette, options: RenderOptions(runtime: .import, staticMembers: true))
        XCTAssertTrue(text.contains("import AppKit\n#endif\nimport PaletteRuntime\n\ninternal enum Brand {"), text)
    }

    /// The members a team gets from palettec's Swift are the symbols Xcode makes of palettec's catalog: for
    /// each color set the catalog holds, its name behind every folder that says `provides-namespace`, read
    /// from the catalog's own files, made a name by Xcode's rule.
    func testMembersAreXcodesNamesForTheCatalogPalettecWrites() throws {
        let palettes = try RepositoryPalettes.compiled()
        let catalog = AssetCatalogRenderer.render(palettes)
        XCTAssertEqual(printed(catalog.diagnostics), [])
        let namespaces = Set(
            catalog.files.filter { $0.contents.contains("\"provides-namespace\" : true") }
                .map { $0.path.split(separator: "/").dropLast().joined(separator: "/") })
        var fromCatalog: [String] = []
        for file in catalog.files
        where file.path.hasSuffix(AssetCatalogLayout.colorSetExtension + "/" + AssetCatalogLayout.contentsFileName) {
            let folders = file.path.split(separator: "/").dropLast().map(String.init)
            let prefixes = folders.indices.dropLast().filter {
                namespaces.contains(folders[...$0].joined(separator: "/"))
            }
            let lookupName =
                (prefixes.map { folders[$0] } + [
                    String(folders.last!.dropLast(AssetCatalogLayout.colorSetExtension.count))
                ])
                .joined(separator: "/")
            fromCatalog.append(try XCTUnwrap(AssetSymbolName.name(lookupName), lookupName))
        }
        let swift = PaletteCompiler.render(palettes, options: RenderOptions(staticMembers: true)).files
            .filter { $0.path.hasSuffix(".swift") }.map(\.contents).joined()
        let fromSwift = swift.split(separator: "\n").filter {
            $0.contains(" static var ") && $0.contains(": UIColor {")
        }
        .map { $0.split(separator: " ")[3].dropLast() }.map(String.init)
        XCTAssertEqual(fromSwift.sorted(), fromCatalog.sorted())
        XCTAssertGreaterThan(fromSwift.count, 50)
    }
}
