import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// A rule is one folder and one line of `RuleRegistry`: no other source file names a type its folder
/// declares, or the rule's name, so adding one touches nothing else (docs/architecture.md, "Adding a
/// rule"). What a rule needs of the palette beyond `{derive: ...}` reaches it through the `Rule` protocol.
final class RuleFolderContainmentTests: XCTestCase {
    static let sources = "Sources"
    static let registry = "PaletteCore/Rules/RuleRegistry.swift"

    /// Rule names that are also other words of the palette language, which code outside the rule writes
    /// for those: `invert`, what a palette without `derive:` gets (format version 1); `hsv` and `oklch`,
    /// color models; `contrast`, the palette's `contrast:` checks. Their types are checked all the same.
    static let namesWithOtherMeanings: Set<String> = ["invert", "hsv", "oklch", "contrast"]

    func testEveryTypeOfARuleFolderIsNamedOnlyInItsFolderAndTheRegistry() throws {
        let code = try Self.code()
        var outside: [String] = []
        for rule in RuleRegistry.rules {
            let folder = try Self.folder(of: rule, in: code)
            let types = Self.topLevelTypes(in: code.filter { $0.key.hasPrefix(folder + "/") }.map(\.value))
            XCTAssertTrue(types.contains(String(describing: rule)), "the scan finds \(rule) in \(folder)")
            for (file, text) in code where !file.hasPrefix(folder + "/") && file != Self.registry {
                for type in types.sorted() where Self.names(type, in: text) {
                    outside.append("\(file) names \(type) of \(folder)")
                }
            }
        }
        XCTAssertEqual(RuleRegistry.rules.count, 7)
        XCTAssertEqual(outside.sorted(), [])
    }

    func testEveryRuleNameIsWrittenOnlyInItsFolderAndTheRegistry() throws {
        let code = try Self.code()
        var outside: [String] = []
        for rule in RuleRegistry.rules where !Self.namesWithOtherMeanings.contains(rule.kind.rawValue) {
            let folder = try Self.folder(of: rule, in: code)
            for (file, text) in code where !file.hasPrefix(folder + "/") && file != Self.registry {
                if Self.names(rule.kind.rawValue, in: text) { outside.append("\(file) names '\(rule.kind)'") }
            }
        }
        XCTAssertEqual(
            Set(RuleRegistry.rules.map { $0.kind.rawValue }).subtracting(Self.namesWithOtherMeanings),
            ["tone", "calendar-text", "calendar-background"])
        XCTAssertEqual(outside.sorted(), [])
    }

    /// The folder of `Rules/` that declares the rule's type.
    private static func folder(of rule: any Rule.Type, in code: [String: String]) throws -> String {
        let name = String(describing: rule)
        let declaring = code.filter { $0.value.range(of: "struct \(name)\\b", options: .regularExpression) != nil }
        XCTAssertEqual(declaring.count, 1, "\(name) is declared in one file")
        let folder = try XCTUnwrap(declaring.first).key.split(separator: "/").dropLast().joined(separator: "/")
        XCTAssertTrue(
            folder.hasPrefix("PaletteCore/Rules/") && folder.split(separator: "/").count == 3,
            "\(name) has a folder of Rules/: \(folder)")
        return folder
    }

    /// `word` as a whole identifier or word: `tone` in `RuleKind.tone` and `"derive: tone"`, not in `toneCurve`.
    private static func names(_ word: String, in text: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: word)
        return text.range(of: "(?<![A-Za-z0-9_-])\(escaped)(?![A-Za-z0-9_-])", options: .regularExpression) != nil
    }

    /// Types declared at the top level of these files.
    private static func topLevelTypes(in files: [String]) -> Set<String> {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        var names = Set<String>()
        for text in files {
            for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
                let words = line.split(separator: " ").map(String.init)
                if let at = words.firstIndex(where: keywords.contains), at + 1 < words.count {
                    names.insert(String(words[at + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        return names
    }

    /// Every Swift file of Sources, by its path under Sources, without its comments.
    private static func code() throws -> [String: String] {
        let files = RepositoryFiles.relativePaths(under: sources).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100)
        return try Dictionary(
            uniqueKeysWithValues: files.map { file in
                let text = try String(contentsOf: RepositoryFiles.url(sources + "/" + file), encoding: .utf8)
                return (file, SourceScan.code(ofText: text))
            })
    }
}
