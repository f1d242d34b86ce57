import PaletteCore

/// Every diagnostic names the input at a real place, and prints as exactly one line per diagnostic and
/// note, in the `path:line:column: severity: message` form, with nothing that could end or forge a line.
enum DiagnosticChecks {
    static func check(_ diagnostics: [Diagnostic], path: String, input: [UInt8]) {
        // Loose bounds: any place past them is not in the file (libyaml also breaks lines at NEL, LS, PS).
        let lineLimit = LineBreaks.count(in: input) + 2
        let columnLimit = input.count + 2
        for diagnostic in diagnostics {
            let places =
                [(diagnostic.location, diagnostic.severity.rawValue)]
                + diagnostic.notes.map { ($0.location, "note") }
            for (location, _) in places {
                require(
                    location.path == path,
                    "diagnostic path '\(Escaped.text(location.path))' is not '\(path)': \(Escaped.text(diagnostic.formatted))"
                )
                require(
                    (1...lineLimit).contains(location.line) && (1...columnLimit).contains(location.column),
                    "diagnostic at \(location.line):\(location.column), outside the \(input.count)-byte input: \(Escaped.text(diagnostic.formatted))"
                )
            }
            require(!diagnostic.message.isEmpty, "empty diagnostic message at \(diagnostic.location)")

            let lines = diagnostic.formatted.split(separator: "\n", omittingEmptySubsequences: false)
            require(
                lines.count == places.count,
                "formatted diagnostic has \(lines.count) lines for \(places.count) diagnostic and notes: \(Escaped.text(diagnostic.formatted))"
            )
            for (line, (location, severity)) in zip(lines, places) {
                require(
                    line.hasPrefix("\(path):\(location.line):\(location.column): \(severity): "),
                    "formatted diagnostic line is not '\(path):line:col: \(severity): ...': \(Escaped.text(String(line)))"
                )
                if let scalar = UnsafeText.firstForbidden(in: line, allowing: []) {
                    fatalError(
                        "palettec-fuzz: raw \(Escaped.scalar(scalar)) in a diagnostic: \(Escaped.text(String(line)))")
                }
            }
        }
    }
}

enum LineBreaks {
    /// An upper bound on the lines libyaml counts: each LF, CR, NEL, LS or PS (a CRLF counts twice).
    static func count(in bytes: [UInt8]) -> Int {
        var count = 0
        for (index, byte) in bytes.enumerated() {
            let afterC2 = index > 0 && bytes[index - 1] == 0xC2
            let afterE280 = index > 1 && bytes[index - 2] == 0xE2 && bytes[index - 1] == 0x80
            if byte == 0x0A || byte == 0x0D || (byte == 0x85 && afterC2)
                || ((byte == 0xA8 || byte == 0xA9) && afterE280)
            {
                count += 1
            }
        }
        return count
    }
}
