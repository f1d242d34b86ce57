/// "Did you mean" for misspelled keys.
enum Suggestion {
    /// The closest candidate within a small edit distance, ignoring case. Linear in the word's
    /// length: a word much longer than every candidate is no misspelling of one.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // One edit turns any one- or two-letter name into any other: only a change of case counts there.
            let allowed = candidate.count < 3 ? 0 : max(1, min(3, candidate.count / 3))
            let distance = editDistance(lowered, candidate.lowercased(), limit: allowed)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// "unknown key 'drak'; did you mean 'dark'? (a color has ...)": the suggestion only when there is one.
    static func unknownKey(
        _ word: String, kind: String = "key", owner: String? = nil, in candidates: [String], context: String
    ) -> String {
        let suggestion = closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown \(kind) '\(word.abbreviated)'\(owner.map { " in \($0)" } ?? "")\(suggestion) (\(context))"
    }

    /// Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`: `drak` is one
    /// edit from `dark`. Anything over `limit` is reported as `limit + 1`, found without building the
    /// table when the lengths alone differ by more; the table keeps three rows, not all of them.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return min(previous[b.count], limit + 1)
    }
}
