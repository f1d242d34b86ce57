import Foundation
import TestSupport
import PropertyBased
import Testing

extension InvariantChecker {
    /// Draws `settings.count` palettes in batches, each batch from its own seed (`salt` tells the tests
    /// apart), checks every batch, prints the statistics and records each distinct failure as an issue.
    func run(
        _ settings: PropertySettings, salt: UInt64, drawing batch: (_ size: Int, _ random: inout Xoshiro) -> DrawnBatch
    ) throws {
        let start = Date()
        for (index, size) in settings.batchSizes.enumerated() {
            var random = settings.random(forBatch: index, salt: salt)
            try check(batch(size, &random), label: "batch \(index)")
        }
        print(
            """
            \(statistics), \(log.findings.count) distinct failures, \
            \(Int(Date().timeIntervalSince(start).rounded())) s (\(settings))
            """)
        for finding in log.findings {
            Issue.record(Comment(rawValue: "\(finding.report)\n--- reproduce the whole run with \(settings)"))
        }
    }
}
