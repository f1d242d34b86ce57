import Testing
@testable import PaletteCore

/// The key an import makes for a token or group whose name palettec cannot use: readable, the same
/// every time, and never one its group already has or a Swift name another member makes.
@Suite struct ImportMadeNamesTests {
    @Test func lettersAndDigitsInLowerCamelCase() {
        #expect(
            ImportMadeNames.key(for: "source.json meta.structure", isGroup: false, among: [])
                == "sourceJsonMetaStructure")
        #expect(ImportMadeNames.key(for: "a/b", isGroup: false, among: []) == "aB")
        #expect(ImportMadeNames.key(for: "x\u{202E}y", isGroup: false, among: []) == "xY")
        #expect(ImportMadeNames.key(for: "n\u{0}m", isGroup: false, among: []) == "nM")
    }

    @Test func aNameWithoutLettersIsNamedByItsCharacters() {
        #expect(ImportMadeNames.key(for: "*", isGroup: false, among: []) == "asterisk")
        #expect(ImportMadeNames.key(for: "->", isGroup: false, among: []) == "hyphenMinusGreaterThanSign")
        #expect(ImportMadeNames.key(for: "\u{0}", isGroup: false, among: []) == "u0")
    }

    @Test func aGroupNamedAsAReservedTypeTakesGroup() {
        #expect(ImportMadeNames.key(for: "type", isGroup: true, among: []) == "typeGroup")
        #expect(ImportMadeNames.key(for: "Self", isGroup: true, among: []) == "selfGroup")
    }

    @Test func aKeyOrSwiftNameTakenTakesANumber() {
        #expect(ImportMadeNames.key(for: "*", isGroup: false, among: ["asterisk"]) == "asterisk2")
        #expect(ImportMadeNames.key(for: "*", isGroup: false, among: ["Asterisk", "asterisk2"]) == "asterisk3")
        #expect(ImportMadeNames.key(for: "a.b", isGroup: false, among: ["a-b"]) == "aB2")
    }

    /// Whole words, at most `maximumLength` characters: a name of 300 makes a key a line of Swift holds.
    @Test func longNamesKeepWholeWords() {
        let long = Array(repeating: "meta.structure.dictionary", count: 12).joined(separator: " ")
        let key = ImportMadeNames.key(for: long, isGroup: false, among: [])
        #expect(key == "metaStructureDictionaryMetaStructureDictionary")
        #expect(key.count <= ImportMadeNames.maximumLength)
    }
}
