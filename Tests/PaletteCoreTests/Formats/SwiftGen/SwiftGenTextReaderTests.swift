import Testing
@testable import PaletteCore

/// A SwiftGen colors `.txt` split as SwiftGen splits it, every name and value at its line and column.
@Suite struct SwiftGenTextReaderTests {
    private func read(_ text: String, colorLimit: Int = 1_000) -> SwiftGenTextReader {
        SwiftGenTextReader.read(Array(text.utf8), path: "colors.txt", colorLimit: colorLimit)
    }

    /// `name: value` at each place, as `line:column name=value@line:column`.
    private func places(_ reader: SwiftGenTextReader) -> [String] {
        reader.entries.map {
            "\($0.namePlace.line):\($0.namePlace.column) \($0.name)=\($0.value)@\($0.valuePlace.line):\($0.valuePlace.column)"
        }
    }

    @Test func namesAndValuesWithTheSpacingSwiftGenTakes() {
        let reader = read(
            """
            # Hey this is a comment
            Cyan-Color       : 0xff66ccff

            ArticleTitle:#33fe66
              Article Body \t:\t339666
            \u{00A0}private\u{3000}:  ffffffcc
            with:colon:#FFFFFF
            """)
        #expect(reader.diagnostics.isEmpty)
        #expect(
            places(reader) == [
                "2:1 Cyan-Color=0xff66ccff@2:20",
                "4:1 ArticleTitle=#33fe66@4:14",
                "5:3 Article Body=339666@5:19",
                "6:2 private=ffffffcc@6:13",
                "7:1 with=colon:#FFFFFF@7:6",
            ])
    }

    /// Foundation's line breaks, which SwiftGen splits at: `\r\n` and `\r` end a line as `\n` does, and
    /// a vertical tab, form feed, NEL or line separator ends a record within the editor's line.
    @Test func everyLineBreakSwiftGenKnowsEndsAColor() {
        let reader = read(
            "a: #000001\r\nb: #000002\rc: #000003\u{0B}d: #000004\u{0C}e: #000005\u{85}f: #000006\u{2028}g: #000007\u{2029}h: #000008\n"
        )
        #expect(reader.diagnostics.isEmpty)
        #expect(
            places(reader) == [
                "1:1 a=#000001@1:4", "2:1 b=#000002@2:4", "3:1 c=#000003@3:4", "3:12 d=#000004@3:15",
                "3:23 e=#000005@3:26",
                "3:34 f=#000006@3:37", "3:45 g=#000007@3:48", "3:56 h=#000008@3:59",
            ])
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstName() {
        #expect(places(read("\u{FEFF}accent: #0A84FF")) == ["1:1 accent=#0A84FF@1:9"])
    }

    /// SwiftGen skips these lines, and ignores what follows a value: said, never silent.
    @Test func linesSwiftGenSkipsOrCutsAreWarnings() {
        let reader = read("a: #FF0000 // brand red\n  : #00FF00\nb:\nc :   \t\n")
        #expect(places(reader) == ["1:1 a=#FF0000@1:4"])
        #expect(
            reader.diagnostics.map(\.formatted) == [
                "colors.txt:1:12: warning: SwiftGen reads a value up to the first space, so it ignores '// brand red', and so does import; "
                    + "put a comment on a line of its own (a line without ':')",
                "colors.txt:2:3: warning: this line has no name before ':', so SwiftGen skips it, and so does import; name the color, or remove the line",
                "colors.txt:3:1: warning: 'b' has no value after ':', so SwiftGen skips it, and so does import; "
                    + "write its color (#RRGGBB) or the name of another color, or remove the line",
                "colors.txt:4:1: warning: 'c' has no value after ':', so SwiftGen skips it, and so does import; "
                    + "write its color (#RRGGBB) or the name of another color, or remove the line",
            ])
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        let bytes = Array("a: #FF0000\r\nbé: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let reader = SwiftGenTextReader.read(bytes, path: "colors.txt", colorLimit: 10)
        #expect(reader.entries.isEmpty)
        #expect(
            reader.diagnostics.map(\.formatted) == [
                "colors.txt:2:5: error: the file is not valid UTF-8 here, and SwiftGen reads its colors as UTF-8; save it as UTF-8"
            ])
    }

    /// SwiftGen's own fixture `bad-syntax.txt` is UTF-16.
    @Test func utf16IsAnErrorSayingSo() {
        let bytes: [UInt8] = [0xFF, 0xFE] + "a: #FF0000".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(
            SwiftGenTextReader.read(bytes, path: "colors.txt", colorLimit: 10).diagnostics.map(\.message) == [
                "the file is UTF-16, and SwiftGen reads its colors as UTF-8; save it as UTF-8"
            ])
    }

    /// The reader stops at the first color past the limit, so a huge file costs no more than the limit.
    @Test func colorsPastTheLimitAreAnErrorAtTheFirstOfThem() {
        let reader = read((1...50).map { "c\($0): #FFFFFF" }.joined(separator: "\n"), colorLimit: 3)
        #expect(reader.entries.count == 3)
        #expect(
            reader.diagnostics.map(\.formatted) == [
                "colors.txt:4:1: error: the file has more than 3 colors, the most palettec compiles in one palette; split it into several files and import each"
            ])
    }

    /// Lines SwiftGen skips, and comments after values, are one line each kind in quiet output (#45).
    @Test func skippedLinesAreOneLineAKind() {
        let reader = read("a:\nb:\n: #ffffff\nc: #000000 // ink\nd: #111111 // paper\n")
        #expect(
            DiagnosticGroups.collapsed(reader.diagnostics).map(\.formatted) == [
                "colors.txt:1:1: warning: 3 lines SwiftGen skips in this file; the first: 'a' has no value after ':', so "
                    + "SwiftGen skips it, and so does import; write its color (#RRGGBB) or the name of another color, or "
                    + "remove the line (--verbose lists each)",
                "colors.txt:4:12: warning: 2 texts after a value ignored in this file; the first: SwiftGen reads a value up "
                    + "to the first space, so it ignores '// ink', and so does import; put a comment on a line of its own "
                    + "(a line without ':') (--verbose lists each)",
            ])
    }
}
