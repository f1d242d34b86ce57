import Foundation
import TestSupport
import XCTest

/// Every relative link in the README and in docs/ leads to a file of the repository, and every
/// `#anchor` to a heading of the page it names, as GitHub makes anchors; every docs/ page is linked from
/// the README.
final class DocumentationLinksTests: XCTestCase {
    func testEveryRelativeLinkResolves() throws {
        let documentation = try MarkdownFile.documentation()
        var checked = 0
        for file in documentation {
            let folder = (file.path as NSString).deletingLastPathComponent
            for link in file.links where !link.target.contains(":") {
                checked += 1
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
                    String.init)
                let target =
                    parts[0].isEmpty
                    ? file.path : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                let place = "\(file.path):\(link.line): \(link.target)"
                guard !target.hasPrefix(".."),
                    FileManager.default.fileExists(atPath: RepositoryFiles.root.appendingPathComponent(target).path)
                else {
                    XCTFail("\(place) leads to no file of the repository")
                    continue
                }
                guard parts.count == 2 else { continue }
                XCTAssertTrue(target.hasSuffix(".md"), "\(place): an anchor into a file that is no Markdown page")
                let anchors = target.hasSuffix(".md") ? try MarkdownFile(target).anchors : []
                XCTAssertTrue(
                    anchors.contains(parts[1]),
                    "\(place): \(target) has no heading with this anchor; it has \(anchors.sorted())")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 40, "the README's and the pages' links")
    }

    func testEveryPageIsLinkedFromTheReadme() throws {
        let readme = try MarkdownFile("README.md")
        let linked = Set(readme.links.map { String($0.target.prefix { $0 != "#" }) })
        let pages = try RepositoryFiles.files(in: "docs", extensions: ["md"]).map { "docs/" + $0.lastPathComponent }
        XCTAssertGreaterThanOrEqual(pages.count, 8)
        for page in pages {
            XCTAssertTrue(linked.contains(page), "README.md does not link \(page)")
        }
    }

    /// The anchors GitHub makes, for headings this documentation has.
    func testAnchorsAreGitHubs() {
        let anchors = [
            "The palette format (version 1)": "the-palette-format-version-1",
            "Design tokens out: `--tokens`": "design-tokens-out---tokens",
            "`palettec diff`": "palettec-diff",
            "manifest.json (schema version 2)": "manifestjson-schema-version-2",
            "What palettec writes, and what it never touches": "what-palettec-writes-and-what-it-never-touches",
            "Issue #11's targets": "issue-11s-targets",
        ]
        for (heading, anchor) in anchors {
            XCTAssertEqual(MarkdownFile.anchor(heading), anchor, heading)
        }
    }
}
