/// The order Xcode lists a folder's colors and folders in, mixed: by name (a colorset's without
/// `.colorset`), ignoring case, with digits compared as numbers, so `Grey`, `Grey 2`, `grey 3`,
/// `Grey 10`. That is how Finder and Xcode's navigators sort names (`localizedStandardCompare`); a
/// walk of the disk sorts the folder names' bytes instead, which puts `Grey 2.colorset` before
/// `Grey.colorset` (' ' < '.') and `Zebra` before `apple`.
///
/// Without a locale, so an import reads the same everywhere: letters compare by their lowercase
/// Unicode scalars (so `é` follows `z` rather than `e`). Names equal that way (`Dark`, `dark`; `a1`,
/// `a01`) follow their bytes, and a folder and colorset of one name stay in the order given.
enum CatalogNameOrder {
    static func sorted(_ members: [CatalogFolder.Member]) -> [CatalogFolder.Member] {
        members.enumerated().sorted { left, right in
            switch compare(left.element.name, right.element.name) {
            case .before: return true
            case .after: return false
            case .same:
                let (a, b) = (Array(left.element.name.utf8), Array(right.element.name.utf8))
                return a != b ? a.lexicographicallyPrecedes(b) : left.offset < right.offset
            }
        }.map(\.element)
    }

    enum Order {
        case before, same, after
    }

    /// Case-insensitive, with each run of digits compared by its value (`2` before `10`, `01` as `1`).
    static func compare(_ left: String, _ right: String) -> Order {
        let a = Array(left.lowercased().unicodeScalars), b = Array(right.lowercased().unicodeScalars)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            guard isDigit(a[i]), isDigit(b[j]) else {
                if a[i] != b[j] { return a[i].value < b[j].value ? .before : .after }
                i += 1
                j += 1
                continue
            }
            let (numberA, endA) = digitRun(a, from: i), (numberB, endB) = digitRun(b, from: j)
            if numberA.count != numberB.count { return numberA.count < numberB.count ? .before : .after }
            if numberA != numberB { return numberA.lexicographicallyPrecedes(numberB) ? .before : .after }
            (i, j) = (endA, endB)
        }
        let restA = a.count - i, restB = b.count - j
        return restA == restB ? .same : restA < restB ? .before : .after
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// The digits from `start` without leading zeros (of any length, so never overflowing), and where they end.
    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> (digits: [UInt32], end: Int) {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        return (Array(scalars[start..<end].map(\.value).drop { $0 == UInt32(UInt8(ascii: "0")) }), end)
    }
}

extension CatalogFolder.Member {
    /// The name Xcode shows: the folder's, or the colorset's without `.colorset`.
    var name: String {
        switch self {
        case .folder(let folder): return folder.name
        case .colorSet(let colorSet): return colorSet.name
        }
    }
}
