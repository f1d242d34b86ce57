/// A catalog read into what the palette will say: one group per folder that holds colors, one color
/// per colorset that palettec can represent, each with the name the catalog looks it up by.
struct ImportedGroup {
    enum Member {
        case color(ImportedColor)
        case group(ImportedGroup)

        /// The key the palette writes it under: the folder's or colorset's name as it is.
        var key: String {
            switch self {
            case .color(let color): return color.key
            case .group(let group): return group.key
            }
        }

        /// Where it is in the catalog, as messages name it.
        var path: String {
            switch self {
            case .color(let color): return color.path
            case .group(let group): return group.path
            }
        }
    }

    var key: String
    /// The folder's path as diagnostics show it.
    var path: String
    /// Its `Contents.json` says `"provides-namespace" : true`.
    var providesNamespace: Bool
    var members: [Member]

    /// Every color, depth first, with the keys that lead to it from the palette's `colors:`.
    func colorsByKeyPath(prefix: [String] = []) -> [(keyPath: [String], color: ImportedColor)] {
        members.flatMap { member -> [(keyPath: [String], color: ImportedColor)] in
            switch member {
            case .color(let color): return [(prefix + [color.key], color)]
            case .group(let group): return group.colorsByKeyPath(prefix: prefix + [group.key])
            }
        }
    }
}

struct ImportedColor {
    var key: String
    /// The colorset's `Contents.json`, as diagnostics name it.
    var path: String
    /// `UIColor(named:)`'s name for it: the names of the enclosing folders that provide a namespace,
    /// then its own, joined by `/`.
    var lookupName: String
    var appearances: [Appearance: RGBA]
}
