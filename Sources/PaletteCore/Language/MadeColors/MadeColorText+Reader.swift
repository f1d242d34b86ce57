/// Reading a made color's text a word at a time, each problem at the character it starts at.
extension MadeColorText {
    struct Reader {
        private let characters: [Character]
        private var position = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        /// `{name} <operation>`, and nothing after it.
        mutating func made() throws -> Written {
            skipSpaces()
            let source = try reference()
            skipSpaces()
            let start = position
            let word = nextWord()
            let operation: ColorOperation<Operand>
            switch MadeColorWord(rawValue: word) {
            case .at?:
                operation = .opacity(try amount(of: "an opacity", example: "\(MadeColorWord.at.rawValue) 29%", source))
            case .mixed?:
                let amount = try amount(
                    of: "a mix",
                    example: "\(MadeColorWord.mixed.rawValue) 20% \(MadeColorWord.toward.rawValue) #000000",
                    source)
                try expect(.toward, after: "\(MadeColorWord.mixed.rawValue) \(MadeColorText.percent(amount))")
                let (other, space) = try operandAndSpace()
                operation = .mix(toward: other, amount: amount, space: space ?? .standard)
            case .lighter?, .darker?:
                let isLighter = word == MadeColorWord.lighter.rawValue
                try expect(.by, after: word)
                let amount = try amount(
                    of: "a \(word) color", example: "\(word) \(MadeColorWord.by.rawValue) 0.2", source)
                let space: LightnessSpace =
                    try optionalSpace(for: "'\(word) \(MadeColorWord.by.rawValue)'") ?? .standard
                operation = isLighter ? .lighten(amount, space: space) : .darken(amount, space: space)
            default:
                let meant =
                    MadeColorWord.otherNames[word.lowercased()]
                    ?? Suggestion.closest(to: word, in: MadeColorWord.operationStarts)
                let hint = meant.map { "did you mean '\($0)'? " } ?? ""
                throw Problem(
                    message: (word.isEmpty
                        ? "after \(referenceText(source.name)) comes nothing to make; "
                        : "'\(word.abbreviated)' makes no color; \(hint)")
                        + "write \(ChoiceText.quotedList(MadeColorWord.forms, joinedBy: "or"))",
                    offset: start)
            }
            try end()
            return Written(source: source, operation: operation)
        }

        /// `{name}`: the name between the braces, trimmed.
        private mutating func reference() throws -> Name {
            let start = position
            guard position < characters.count, characters[position] == "{" else {
                throw Problem(
                    message: "a made color starts with the color it is made from, as \"{name}\"", offset: start)
            }
            guard let close = characters[position...].firstIndex(of: "}") else {
                throw Problem(message: "'{' has no closing '}'; write the color's name as {name}", offset: start)
            }
            let name = String(characters[(position + 1)..<close]).trimmingWhitespace()
            guard !name.isEmpty else {
                throw Problem(message: "'{}' names no color; write the color's name between the braces", offset: start)
            }
            position = close + 1
            return Name(name: name, offset: start)
        }

        /// `29%` (0% to 100%) or a fraction from 0 to 1.
        private mutating func amount(of what: String, example: String, _ source: Name) throws -> Double {
            skipSpaces()
            let start = position
            let word = nextWord()
            let fix =
                "write a percentage from 0% to 100% or a fraction from 0 to 1, as in '\(referenceText(source.name)) "
                + "\(example)'"
            if word.isEmpty { throw Problem(message: "\(what) needs an amount; \(fix)", offset: start) }
            let isPercent = word.hasSuffix("%")
            guard let number = (isPercent ? String(word.dropLast()) : word).decimalNumber else {
                throw Problem(message: "'\(word.abbreviated)' is not an amount; \(fix)", offset: start)
            }
            let value = isPercent ? number / 100 : number
            guard (0...1).contains(value) else {
                let instead = !isPercent && number > 1 && number <= 100 ? " (\(word)% is \(number / 100))" : ""
                throw Problem(
                    message: "\(word.abbreviated) is out of range for \(what)\(instead); \(fix)", offset: start)
            }
            return value
        }

        /// The other color of a mix, and the space after `in`, if one is named.
        private mutating func operandAndSpace() throws -> (Operand, MixSpace?) {
            skipSpaces()
            let start = position
            if position < characters.count, characters[position] == "{" {
                let name = try reference()
                return (.reference(name), try optionalSpace(for: "a mix"))
            }
            // A color written out runs to the end, or to a last ` in <space>`.
            var end = characters.count
            while end > start, characters[end - 1].isWhitespace { end -= 1 }
            var space: MixSpace?
            let words = String(characters[start..<end]).split(whereSeparator: \.isWhitespace)
            if words.count >= 3, words[words.count - 2] == Substring(MadeColorWord.in.rawValue) {
                var spaceStart = end
                while spaceStart > start, !characters[spaceStart - 1].isWhitespace { spaceStart -= 1 }
                space = try self.space(String(words.last!), at: spaceStart, for: "a mix")
                end = spaceStart
                while end > start, characters[end - 1].isWhitespace { end -= 1 }
                end -= MadeColorWord.in.rawValue.count
                while end > start, characters[end - 1].isWhitespace { end -= 1 }
            }
            let written = String(characters[start..<end])
            if written.isEmpty {
                throw Problem(message: "a mix needs the color it mixes toward, as {name} or \"#RRGGBB\"", offset: start)
            }
            switch ColorValueParser.parse(text: written) {
            case .success(let color):
                position = characters.count
                return (.value(color, written: written), space)
            case .failure(let error):
                throw Problem(
                    message: "the color a mix mixes toward is {name} or a color: \(error.message)",
                    offset: start + (error.offset ?? 0))
            }
        }

        /// `in <space>`, or nothing.
        private mutating func optionalSpace<Space: RawRepresentable & CaseIterable>(for what: String) throws -> Space?
        where Space.RawValue == String {
            skipSpaces()
            guard position < characters.count else { return nil }
            let start = position
            guard nextWord() == MadeColorWord.in.rawValue else {
                position = start
                return nil
            }
            skipSpaces()
            let spaceStart = position
            return try space(nextWord(), at: spaceStart, for: what)
        }

        private func space<Space: RawRepresentable & CaseIterable>(
            _ word: String, at offset: Int, for what: String
        )
            throws -> Space
        where Space.RawValue == String {
            if let space = Space(rawValue: word.lowercased()) { return space }
            let names = Space.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: word, in: names).map { "did you mean '\($0)'? " } ?? ""
            throw Problem(
                message: word.isEmpty
                    ? "'\(MadeColorWord.in.rawValue)' needs a color space: "
                        + "\(ChoiceText.quotedList(names, joinedBy: "or"))"
                    : "'\(word.abbreviated)' is no color space \(what) works in; \(hint)write "
                        + "\(ChoiceText.quotedList(names, joinedBy: "or"))",
                offset: offset)
        }

        private mutating func expect(_ word: MadeColorWord, after written: String) throws {
            skipSpaces()
            let start = position
            let found = nextWord()
            guard found == word.rawValue else {
                throw Problem(
                    message: "write '\(word.rawValue)' after '\(written)'"
                        + (found.isEmpty ? "" : ", not '\(found.abbreviated)'"),
                    offset: start)
            }
        }

        private mutating func end() throws {
            skipSpaces()
            guard position < characters.count else { return }
            throw Problem(
                message:
                    "'\(String(characters[position...]).abbreviated)' follows a whole made color; a made color has one "
                    + "operation: make a color of each step and make the next from it", offset: position)
        }

        private mutating func skipSpaces() {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
        }

        /// The characters up to the next space.
        private mutating func nextWord() -> String {
            let start = position
            while position < characters.count, !characters[position].isWhitespace { position += 1 }
            return String(characters[start..<position])
        }
    }
}
