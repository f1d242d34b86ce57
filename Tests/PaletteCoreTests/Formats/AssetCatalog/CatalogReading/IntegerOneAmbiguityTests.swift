import Testing
@testable import PaletteCore

/// `"1"` is 1/255 in Xcode's 8-bit integer form and full intensity to a tool that writes 0 to 1: read
/// as Xcode means it, with a warning at the component wherever the colorset makes the other reading
/// likely, and none where it does not.
@Suite struct IntegerOneAmbiguityTests {
    private typealias J = ColorSetText

    private func warnings(_ entries: [J.Value]) -> [String] {
        J.read(entries).diagnostics.filter { $0.severity == .warning }.map(\.formatted)
    }

    private static let readAs = "which palettec reads as 1/255, as Xcode's 8-bit integer form means it; but "
    private static let whatToWrite = ": write \"1.000\" if full intensity is meant, or \"0x01\" to keep 1/255"

    /// Decimals beside a `"1"`, in its entry or another, are the sign of a tool that writes 0 to 1.
    @Test func aOneAmongDecimalsIsReadAsEightBitWithAWarningAtIt() {
        let reading = J.read([J.entry(J.rgb("1", "0.500", "0.250"))])
        #expect(reading.appearances?[.light] == RGBA(red: 1.0 / 255, green: 0.5, blue: 0.25))
        #expect(
            reading.diagnostics.map(\.formatted) == [
                "A.xcassets/c.colorset/Contents.json:10:19: warning: 'red' is \"1\", " + Self.readAs
                    + "this colorset also writes components from 0 to 1, where \"1\" would be full intensity"
                    + Self.whatToWrite
                    + "\nA.xcassets/c.colorset/Contents.json:8:20: note: 'blue' is written from 0 to 1 here"
            ])
    }

    @Test func decimalsInAnotherEntryMakeAOneAmbiguousToo() {
        let found = warnings([
            J.entry(J.rgb("1", "123", "199")), J.entry(J.rgb("0.100", "0.200", "0.300"), luminosity: "dark"),
        ])
        #expect(
            found == [
                "A.xcassets/c.colorset/Contents.json:10:19: warning: 'red' is \"1\", " + Self.readAs
                    + "this colorset also writes components from 0 to 1, where \"1\" would be full intensity"
                    + Self.whatToWrite
                    + "\nA.xcassets/c.colorset/Contents.json:26:20: note: 'blue' is written from 0 to 1 here"
            ])
    }

    /// A color of only `"0"` and `"1"` shows nothing of the integer form (which writes white `"255"`),
    /// and is just how a tool writing 0 to 1 writes white, black or a primary.
    @Test func aColorOfOnlyZerosAndOnesIsAmbiguousAtEachOne() {
        let reading = J.read([J.entry(J.rgb("1", "0", "1", alpha: "0.080"))])
        #expect(reading.appearances?[.light] == RGBA(red8: 1, green8: 0, blue8: 1, alpha: 0.08))
        let noForm =
            "no component of this color is an integer from 2 to 255 to show that form, and a tool that writes "
            + "components from 0 to 1 writes full intensity as \"1\"" + Self.whatToWrite
        #expect(
            reading.diagnostics.map(\.formatted) == [
                "A.xcassets/c.colorset/Contents.json:8:20: warning: 'blue' is \"1\", " + Self.readAs + noForm,
                "A.xcassets/c.colorset/Contents.json:10:19: warning: 'red' is \"1\", " + Self.readAs + noForm,
            ])
        #expect(
            warnings([J.entry(J.gray("1"))]).first?.contains(
                "'white' is \"1\", " + Self.readAs + "no component of this color") == true)
    }

    @Test func anUnquotedOneIsNamedAsWritten() {
        let unquoted = J.Value.object([
            ("color-space", .string("srgb")),
            (
                "components",
                .object([
                    ("red", .number("1")), ("green", .number("0.5")), ("blue", .number("0.25")),
                    ("alpha", .number("1")),
                ])
            ),
        ])
        #expect(
            warnings([J.entry(unquoted)]).first?.contains("'red' is 1, " + Self.readAs + "this colorset also writes")
                == true)
    }

    /// The integer form as Xcode writes it, hex, `"0"`, decimals and alpha: one reading only.
    @Test func unambiguousFormsAreReadWithoutAWarning() {
        let unambiguous: [[J.Value]] = [
            [J.entry(J.rgb("1", "123", "199"))],
            [J.entry(J.rgb("50", "205", "50")), J.entry(J.rgb("0x01", "0x7B", "0xC7"), luminosity: "dark")],
            [J.entry(J.rgb("0", "0", "0")), J.entry(J.rgb("0.100", "0.000", "1.000", alpha: "1"), luminosity: "dark")],
            [J.entry(J.rgb("0x01", "0.500", "0.250"))],
            [J.entry(J.rgb("1.000", "1.000", "1.000", alpha: "1"))],
            [J.entry(J.gray("0", alpha: "1")), J.entry(J.gray("0.500"), luminosity: "dark")],
            [J.entry(J.rgb("1", "1", "200")), J.entry(J.gray("128", alpha: "0.500"), luminosity: "dark")],
        ]
        for entries in unambiguous {
            #expect(warnings(entries).isEmpty, "\(J.colorSet(entries))")
        }
    }

    /// A `"1"` in an entry palettec does not read changes nothing, so it is not warned about; its
    /// decimals still show what wrote the file.
    @Test func onlyTheEntriesReadAreWarnedAbout() {
        let found = warnings([
            J.entry(J.rgb("1", "123", "199")), J.entry(J.rgb("1", "0.500", "0.250"), idiom: "iphone"),
        ])
        #expect(found.count == 2)
        #expect(found.first?.contains("entries for the idiom 'iphone' are ignored") == true)
        #expect(found.last?.hasPrefix("A.xcassets/c.colorset/Contents.json:10:19: warning: 'red' is \"1\"") == true)
    }
}
