import Foundation
import TestSupport
import XCTest

/// The Python scripts the tests run say what to install when a package they need is missing, instead of
/// failing with a traceback: each is run with that package made unimportable (a module of the same name,
/// first on PYTHONPATH, that raises ImportError).
final class PythonHelpersTests: XCTestCase {
    private let helpers: [(script: String, module: String, install: String)] = [
        ("Tests/PaletteCoreTests/Diff/markdown_facts.py", "markdown_it", "pip install markdown-it-py linkify-it-py"),
        ("Tests/TestSupport/validate_schema.py", "jsonschema", "python3 -m pip install jsonschema"),
        ("Tests/Fixtures/DTCG/dtcg_check.py", "jsonschema", "python3 -m pip install jsonschema"),
    ]

    func testEachHelperSaysWhatToInstallWhenAPackageIsMissing() throws {
        let python = try ToolRun.required("python3", install: "apt-get install python3")
        for helper in helpers {
            let blocked = FileManager.default.temporaryDirectory.appendingPathComponent(
                "python-blocked-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: blocked) }
            try "raise ImportError(\"No module named '\(helper.module)'\")\n"
                .write(to: blocked.appendingPathComponent("\(helper.module).py"), atomically: true, encoding: .utf8)

            let run = try ToolRun.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["PYTHONPATH=\(blocked.path)", python.path, RepositoryFiles.url(helper.script).path])
            XCTAssertEqual(run.status, 1, "\(helper.script) exits 1 without \(helper.module): \(run.report)")
            XCTAssertTrue(
                run.output.contains(helper.install), "\(helper.script) says to run `\(helper.install)`: \(run.report)")
            XCTAssertFalse(
                run.output.contains("Traceback"), "\(helper.script) fails without a traceback: \(run.report)")
        }
    }
}
