/// `import --brand`: which of the brands design tokens hold to import, and under what names.
/// `--brand acme` keeps acme, `--brand acme=Acme` keeps it as `Acme`; the first given is the default
/// brand. With none given, every brand is imported, the source's default first.
struct BrandChoice: Sendable, Equatable {
    struct Pick: Sendable, Equatable {
        /// The brand as the tokens name it.
        var source: String
        /// The name the palette gives it.
        var name: String
    }

    var picks: [Pick] = []

    /// Parses `acme` or `acme=Acme`.
    static func pick(_ text: String) -> Result<Pick, ModeChoiceError> {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace()
        }
        guard let source = parts.first, !source.isEmpty, parts.count == 1 || !parts[1].isEmpty else {
            return .failure(
                ModeChoiceError(
                    "'\(text.abbreviated)' names no brand; write BRAND to import it, or BRAND=NAME to import it as NAME"
                ))
        }
        return .success(Pick(source: source, name: parts.count == 2 ? parts[1] : source))
    }

    /// The brands to import, by their index in `brands` (the source's default first), with their names.
    func choose(from brands: [String]) -> Result<[(index: Int, name: String)], ModeChoiceError> {
        guard !picks.isEmpty else { return .success(brands.enumerated().map { ($0.offset, $0.element) }) }
        var chosen: [(index: Int, name: String)] = []
        for pick in picks {
            guard let index = brands.firstIndex(of: pick.source) else {
                let list = brands.map { "'\($0.abbreviated)'" }.joined(separator: ", ")
                let near = Suggestion.closest(to: pick.source, in: brands).map { "did you mean '\($0)'? " } ?? ""
                return .failure(
                    ModeChoiceError(
                        "\(PalettecInvocation.Option.brand.flag) '\(pick.source.abbreviated)' is no brand of these "
                            + "tokens; \(near)the brands are \(list)"))
            }
            chosen.append((index, pick.name))
        }
        return .success(chosen)
    }
}
