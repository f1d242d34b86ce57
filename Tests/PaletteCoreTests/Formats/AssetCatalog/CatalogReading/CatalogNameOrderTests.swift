import Testing
@testable import PaletteCore

/// A folder's members in the order Xcode lists them: by name, ignoring case, digits as numbers.
@Suite struct CatalogNameOrderTests {
    private func sorted(_ names: [String]) -> [String] {
        CatalogNameOrder.sorted(
            names.map { .colorSet(CatalogColorSet(name: $0, path: $0 + ".colorset", contents: [])) }
        ).map(\.name)
    }

    @Test func aNameComesBeforeItsNumberedSiblingsAndNumbersByValue() {
        // The byte order of the folders on disk: "Grey 10.colorset" < "Grey 2.colorset" < "Grey.colorset".
        #expect(sorted(["Grey 10", "Grey 2", "Grey", "grey 3"]) == ["Grey", "Grey 2", "grey 3", "Grey 10"])
        #expect(sorted(["900", "300", "50", "1000"]) == ["50", "300", "900", "1000"])
        #expect(
            sorted(["x100000000000000000000", "x99999999999999999999"]) == [
                "x99999999999999999999", "x100000000000000000000",
            ])
    }

    @Test func caseIsIgnored() {
        #expect(
            sorted(["Zebra", "brand", "apple", "Accent", "deprecated", "Donations"])
                == ["Accent", "apple", "brand", "deprecated", "Donations", "Zebra"])
        #expect(sorted(["primary.reverse", "Primary", "primary"]) == ["Primary", "primary", "primary.reverse"])
    }

    /// Names alike but for case or leading zeros follow their bytes; the same name keeps the order given.
    @Test func tiesAreBrokenTheSameWayEveryTime() {
        #expect(sorted(["dark", "Dark"]) == ["Dark", "dark"])
        #expect(sorted(["a1", "a01", "a001"]) == ["a001", "a01", "a1"])
        let folder = CatalogFolder.Member.folder(
            CatalogFolder(name: "Brand", path: "Brand", contents: nil, members: []))
        let colorSet = CatalogFolder.Member.colorSet(
            CatalogColorSet(name: "Brand", path: "Brand.colorset", contents: []))
        for given in [[folder, colorSet], [colorSet, folder]] {
            #expect(CatalogNameOrder.sorted(given).map(\.name) == ["Brand", "Brand"])
            #expect(CatalogNameOrder.sorted(given).map(\.isFolder) == given.map(\.isFolder))
        }
    }

    @Test func comparisonIsATotalOrderOnNames() {
        let names = [
            "Grey", "grey", "Grey 2", "Grey 02", "Grey 10", "Grey.dark", "Grey-dark", "Grey_dark", "Ünï", "ü", "u",
            "10", "9", "",
        ]
        for a in names {
            #expect(CatalogNameOrder.compare(a, a) == .same)
            for b in names {
                let forward = CatalogNameOrder.compare(a, b), backward = CatalogNameOrder.compare(b, a)
                #expect(
                    forward == .before
                        ? backward == .after : forward == .after ? backward == .before : backward == .same, "\(a) \(b)")
            }
        }
    }
}

private extension CatalogFolder.Member {
    var isFolder: Bool {
        if case .folder = self { return true }
        return false
    }
}
