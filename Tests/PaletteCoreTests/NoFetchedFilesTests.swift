import Foundation
import TestSupport
import XCTest

/// Fetched data stays in `../shared`, never in the repository: no tracked file is byte for byte a file of
/// the real-world corpus (`RealWorldCorpus`) or of the designers' tone pairs (`../shared/tone-pairs`).
/// Skipped, in one line, where the corpus is absent.
final class NoFetchedFilesTests: XCTestCase {
    func testNoTrackedFileIsACopyOfACorpusFile() throws {
        try RealWorldCorpus.skipUnlessPresent()
        var corpus: [Int: [URL]] = [:]
        let tonePairs = RepositoryFiles.root.appendingPathComponent("../shared/tone-pairs").standardized
        for folder in [RealWorldCorpus.root, tonePairs] {
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey])
            while let url = walk?.nextObject() as? URL {
                let values = try url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
                guard values.isRegularFile == true, let size = values.fileSize, size > 0 else { continue }
                corpus[size, default: []].append(url)
            }
        }
        XCTAssertGreaterThan(corpus.values.map(\.count).reduce(0, +), 1000, "the corpus's files")

        let listed = try ToolRun.run("git", ["-C", RepositoryFiles.root.path, "ls-files", "-z"])
        XCTAssertTrue(listed.succeeded, listed.report)
        let tracked = listed.output.split(separator: "\0").map(String.init)
        XCTAssertGreaterThan(tracked.count, 500, "the repository's tracked files")
        var copies: [String] = []
        for path in tracked {
            let url = RepositoryFiles.url(path)
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey])
            // An empty file holds nothing to copy; a link is its target's, which is checked itself.
            guard values?.isRegularFile == true, values?.isSymbolicLink != true, let size = values?.fileSize,
                let candidates = corpus[size]
            else { continue }
            let bytes = try Data(contentsOf: url)
            if let original = try candidates.first(where: { try Data(contentsOf: $0) == bytes }) {
                copies.append("\(path) is \(original.path)")
            }
        }
        XCTAssertEqual(copies, [], "tracked files that are copies of fetched ones")
    }
}
