import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// A key or option that a message names is built from its enum (`PaletteKey.colors.quoted`,
/// `PalettecInvocation.Option.palette.flag`), never typed again: no line of code in Sources spells
/// `'colors:'`, `{ derive:` or `--palette` by hand.
final class NamesSpelledOnceTests: XCTestCase {
    static let keys: Set<String> = Set(
        PaletteKey.allCases.map(\.rawValue) + GroupKey.allCases.map(\.rawValue) + ColorEntryKey.allCases.map(\.rawValue)
            + RuleKey.allCases.map(\.rawValue) + RuleRegistry.parameters.map(\.rawValue)
            + ContrastCheck.Key.allCases.map(\.rawValue)
            + ColorComponentKey.allCases.map(\.rawValue) + PalettecConfigKey.allCases.map(\.rawValue))

    static let options: Set<String> = Set(PalettecInvocation.Option.allCases.map(\.flag))

    func testNoCodeSpellsAKeyOrAnOptionByHand() throws {
        var found: [String] = []
        for folder in ["Sources/PaletteCore", "Sources/PaletteCLI"] {
            for path in RepositoryFiles.relativePaths(under: folder) where path.hasSuffix(".swift") {
                let text = try String(contentsOf: RepositoryFiles.url(folder + "/" + path), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if let spelled = Self.handSpelledName(in: String(line)) {
                        found.append("\(folder)/\(path):\(number + 1): \(spelled)")
                    }
                }
            }
        }
        XCTAssertEqual(found, [])
    }

    /// The scan itself: it finds each form in code, and nothing in a comment or in a built message.
    func testTheScanFindsEachForm() {
        XCTAssertEqual(Self.handSpelledName(in: #"error("add a 'colors:' mapping")"#), "'colors:")
        XCTAssertEqual(Self.handSpelledName(in: #"error("write 'derive: none'")"#), "'derive:")
        XCTAssertEqual(Self.handSpelledName(in: #"fix = "write { derive: tone }""#), "{ derive:")
        XCTAssertEqual(Self.handSpelledName(in: #"fix = "write {foreground: text}""#), "{foreground:")
        XCTAssertNil(Self.handSpelledName(in: #"error("add a \(PaletteKey.colors.quoted) mapping")"#))
        XCTAssertEqual(Self.handSpelledName(in: #"error("name it with --palette NAME")"#), "--palette")
        XCTAssertNil(Self.handSpelledName(in: #"error("name it with \(PalettecInvocation.Option.palette.flag) NAME")"#))
        XCTAssertNil(Self.handSpelledName(in: "    /// `derive: none`, or 'colors:' in a comment, or --palette"))
        XCTAssertNil(Self.handSpelledName(in: #"error("--palettes is no option, 'colours:' no key")"#))
    }

    /// The first key or option spelled by hand in a line of code, or nil.
    static func handSpelledName(in line: String) -> String? {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return nil }
        let scalars = Array(line.unicodeScalars)
        func word(at start: Int) -> String {
            String(String.UnicodeScalarView(scalars[start...].prefix { $0.properties.isAlphabetic || $0 == "-" }))
        }
        for index in scalars.indices {
            let rest = scalars.count - index
            if scalars[index] == "'" || scalars[index] == "{", rest > 1 {
                let gap = scalars[index] == "{" && scalars[index + 1] == " " ? 1 : 0
                let key = word(at: index + 1 + gap)
                if keys.contains(key), index + 1 + gap + key.unicodeScalars.count < scalars.count,
                    scalars[index + 1 + gap + key.unicodeScalars.count] == ":"
                {
                    return String(
                        String.UnicodeScalarView(scalars[index...(index + 1 + gap + key.unicodeScalars.count)]))
                }
            }
            if scalars[index] == "-", rest > 2, scalars[index + 1] == "-", index == 0 || scalars[index - 1] != "-" {
                let option = "--" + word(at: index + 2)
                if options.contains(option) { return option }
            }
        }
        return nil
    }
}
