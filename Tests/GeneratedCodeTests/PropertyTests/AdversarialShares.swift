/// How hostile the accepted palettes are: the share of them with each kind of hostile content.
struct AdversarialShares: CustomStringConvertible {
    var hostileNames = 0.0
    var hostileDescriptions = 0.0
    var rules = 0.0
    var references = 0.0
    /// Palettes with a made color (`"{a} at 29%"`).
    var made = 0.0
    /// Palettes whose Swift has a Display P3 literal, so the P3 initializer is type-checked too.
    var displayP3 = 0.0

    init(_ palettes: [DrawnPalette]) {
        guard !palettes.isEmpty else { return }
        func share(_ property: (DrawnPalette) -> Bool) -> Double {
            Double(palettes.filter(property).count) / Double(palettes.count)
        }
        hostileNames = share { $0.names.contains(where: Self.isHostileName) }
        hostileDescriptions = share { $0.commentTexts.contains(where: Self.isHostileDescription) }
        rules = share { $0.yaml.contains("derive:") }
        references = share { $0.yaml.contains("\"{") }
        made = share { palette in
            ["} at ", "} mixed ", "} lighter by ", "} darker by "].contains { palette.yaml.contains($0) }
        }
        displayP3 = share { $0.yaml.lowercased().contains("display-p3") }
    }

    /// Not just ASCII letters and digits from the plain pool: a keyword, a taken name, Unicode, separators.
    static func isHostileName(_ name: String) -> Bool {
        let plain = name.first?.isLetter == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return !plain
            || (TextPools.swiftKeywords + TextPools.takenTypeNames + TextPools.takenMemberNames).contains(name)
    }

    /// A line terminator, an invisible character, or code.
    static func isHostileDescription(_ text: String) -> Bool {
        text.contains(TextPools.sentinel)
            || text.unicodeScalars.contains {
                $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
                    || $0.properties.generalCategory == .lineSeparator
                    || $0.properties.generalCategory == .paragraphSeparator
            }
    }

    var description: String {
        func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
        return
            "\(percent(hostileNames)) with hostile names, \(percent(hostileDescriptions)) with hostile descriptions, "
            + "\(percent(rules)) with derive rules, \(percent(references)) with references, \(percent(made)) with made colors, "
            + "\(percent(displayP3)) with Display P3 values"
    }
}

extension DrawnPalette {
    /// Every drawn name: the palette's, and each color and group key.
    var names: [String] {
        var names: [String] = []
        tree.visitEntries { entry in
            if case .name(let key) = entry.key { names.append(key) }
            if entry.key == .word("palette"), case .text(let name) = entry.value { names.append(name) }
        }
        return names
    }

    /// Descriptions, and the file name (which lands in the header comment).
    var commentTexts: [String] {
        var texts: [String] = []
        tree.visitEntries { entry in
            if entry.key == .word("description"), case .text(let text) = entry.value { texts.append(text) }
        }
        return texts + [fileName]
    }
}

extension YAMLTree {
    func visitEntries(_ visit: (Entry) -> Void) {
        switch self {
        case .mapping(let entries), .flow(let entries):
            for entry in entries {
                visit(entry)
                entry.value.visitEntries(visit)
            }
        case .list(let items):
            items.forEach { $0.visitEntries(visit) }
        case .text, .plain:
            break
        }
    }
}
