/// "Did you mean" for misspelled keys.
enum Suggestion {
    /// The closest candidate within a small edit distance, ignoring case.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let allowed = max(1, min(3, best.0.count / 3))
        return best.1 <= allowed ? best.0 : nil
    }

    /// "unknown key 'drak'; did you mean 'dark'? (a color has ...)": the suggestion only when there is one.
    static func unknownKey(
        _ word: String, kind: String = "key", owner: String? = nil, in candidates: [String], context: String
    ) -> String {
        let suggestion = closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown \(kind) '\(word)'\(owner.map { " in \($0)" } ?? "")\(suggestion) (\(context))"
    }

    /// Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`: `drak` is one
    /// edit from `dark`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
