import ArgumentParser
import XCTest
@testable import PaletteCLI
@testable import PaletteCore

/// `OutputOptions` declares each output format's folder option in one line, from the format's own
/// `OutputOption`: every format in `OutputRegistry` has its option, and the folders given are read in
/// the registry's order.
final class OutputOptionsTests: XCTestCase {
    func testEveryFormatWrittenBesideTheCodeHasOneFolderOption() throws {
        let declared = OutputOptions.folderOptions(of: try OutputOptions.parse([])).map(\.option)
        XCTAssertEqual(declared, OutputRegistry.formats.filter { !$0.isAlwaysWritten }.map(\.option))
        XCTAssertEqual(Set(declared.map(\.name)).count, declared.count)
    }

    func testTheFoldersGivenAreEachFormatsInTheRegistrysOrder() throws {
        let options = try OutputOptions.parse([
            DesignTokensOption.option.flag, "out/tokens", "-o", "out", AssetCatalogOption.option.flag, "C.xcassets",
        ])
        XCTAssertEqual(options.given.map(\.format.option), OutputRegistry.formats.map(\.option))
        XCTAssertEqual(options.given.map(\.spelled), ["out", "C.xcassets", "out/tokens"])
        XCTAssertEqual(try OutputOptions.parse([]).given.map(\.format.option), [OutputRegistry.swiftCodeOption])
    }

    func testTheHelpShowsEachFormatsWordsAndValueName() {
        let help = GenerateCommand.helpMessage()
        for format in OutputRegistry.formats {
            XCTAssertTrue(help.contains("\(format.option.flag) <\(format.option.valueName)>"), help)
            XCTAssertTrue(help.contains(String(format.folder.help.prefix(30))), help)
        }
    }
}
