import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// A rule is one folder and one line of `RuleRegistry`: no other file names a rule's type, so adding
/// one touches nothing else (docs/architecture.md, "Adding a rule"). `tone` alone is named by the
/// resolver, which gives it the role each color takes from its palette.
final class RuleFoldersTests: XCTestCase {
    static let namedElsewhere: [String: Set<String>] = [
        "ToneRule": ["Resolve/ValueDerivation.swift", "Resolve/ValueDerivation+Reads.swift"]
    ]

    func testEveryRuleTypeIsNamedOnlyInItsFolderAndTheRegistry() throws {
        let sources = "Sources/PaletteCore"
        let files = RepositoryFiles.relativePaths(under: sources).filter { $0.hasSuffix(".swift") }
        var outside: [String] = []
        for rule in RuleRegistry.rules {
            let name = String(describing: rule)
            let declaring = try files.filter {
                try Self.words(in: sources + "/" + $0).range(of: "struct \\b\(name)\\b", options: .regularExpression)
                    != nil
            }
            XCTAssertEqual(declaring.count, 1, "\(name) is declared in one file")
            let folder = try XCTUnwrap(declaring.first).split(separator: "/").dropLast().joined(separator: "/")
            XCTAssertTrue(
                folder.hasPrefix("Rules/") && folder.split(separator: "/").count == 2,
                "\(name) has a folder of Rules/: \(folder)")
            for file in files where !file.hasPrefix(folder + "/") && file != "Rules/RuleRegistry.swift" {
                let code = try Self.words(in: sources + "/" + file)
                if code.range(of: "\\b\(name)\\b", options: .regularExpression) != nil,
                    !(Self.namedElsewhere[name]?.contains(file) ?? false)
                {
                    outside.append("\(file) names \(name)")
                }
            }
        }
        XCTAssertEqual(RuleRegistry.rules.count, 7)
        XCTAssertEqual(outside, [])
    }

    /// The file's code, without comments.
    private static func words(in path: String) throws -> String {
        try String(contentsOf: RepositoryFiles.url(path), encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
        .joined(separator: "\n")
    }
}
