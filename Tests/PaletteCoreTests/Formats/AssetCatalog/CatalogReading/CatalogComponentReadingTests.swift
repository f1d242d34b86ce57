import Testing
@testable import PaletteCore

/// Xcode's three component spellings, and the unquoted numbers other tools write.
@Suite struct CatalogComponentReadingTests {
    @Test func floatsHexAndIntegersAreReadAsXcodeMeansThem() {
        #expect(CatalogComponent.value(of: "0.521") == 0.521)
        #expect(CatalogComponent.value(of: "1.000") == 1)
        #expect(CatalogComponent.value(of: "0x85") == 133.0 / 255)
        #expect(CatalogComponent.value(of: "0XfF") == 1)
        #expect(CatalogComponent.value(of: "0x0") == 0)
        #expect(CatalogComponent.value(of: "173") == 173.0 / 255)
        #expect(CatalogComponent.value(of: "255") == 1)
        #expect(CatalogComponent.value(of: "2") == 2.0 / 255)
    }

    /// Xcode's 8-bit integer form writes red, green, blue and white from 0 to 255: `"1"` is 1/255 there
    /// like any other integer, never full intensity (which that form writes `"255"`).
    @Test func integersAreEightBitZeroAndOneIncluded() {
        #expect(CatalogComponent.value(of: "0") == 0)
        #expect(CatalogComponent.value(of: "1") == 1.0 / 255)
        #expect(CatalogComponent.value(of: "50") == 50.0 / 255)
        #expect(CatalogComponent.value(of: "1.000") == 1)
        #expect(CatalogComponent.value(of: "1.0") == 1)
    }

    @Test func textThatIsNoComponentIsRejected() {
        for text in ["", "0x", "0x100", "0xG1", "256", "1000", "abc", "50%", "nan", "inf", "0x1p3", " 0.5"] {
            #expect(CatalogComponent.value(of: text) == nil, "\(text)")
        }
    }

    @Test func unquotedNumbersFollowTheirText() throws {
        let node = JSONNode(value: .number("173"), line: 2, column: 3)
        #expect(try CatalogComponent.value(of: node, named: "red", path: "C.json").get() == 173.0 / 255)
        let one = JSONNode(value: .number("1"), line: 2, column: 3)
        #expect(try CatalogComponent.value(of: one, named: "red", path: "C.json").get() == 1.0 / 255)
        #expect(try CatalogComponent.value(of: one, named: "alpha", path: "C.json").get() == 1)
        let point = JSONNode(value: .number("1.0"), line: 2, column: 3)
        #expect(try CatalogComponent.value(of: point, named: "red", path: "C.json").get() == 1)
        let flag = JSONNode(value: .bool(true), line: 2, column: 3)
        guard case .failure(let error) = CatalogComponent.value(of: flag, named: "red", path: "C.json") else {
            Issue.record("true was read as a component")
            return
        }
        #expect(
            error.diagnostic.formatted
                == "C.json:2:3: error: 'red' is true or false; Xcode writes a component as a string "
                + "such as \"0.521\", \"0x85\" or \"173\"")
    }
}
