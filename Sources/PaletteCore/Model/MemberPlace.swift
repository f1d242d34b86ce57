/// Where a group or color sits, in each of the three ways palettec names it: by its keys
/// (`text.primary`), in Swift (`Brand.Text.primary`) and in an asset catalog (`Brand/text/primary`).
struct MemberPlace {
    /// The keys as written, from the palette's `colors:` down.
    var keyPath: [String]
    /// The Swift path of the enclosing type, or of the color itself.
    var swiftPath: String
    /// The folders whose names prefix an asset-catalog lookup: those that provide a namespace.
    var assetFolders: [String]
    /// The color's Swift member name; empty for a group.
    var swiftName = ""

    /// A palette's top level: its Swift type, and its folder when that provides a namespace.
    static func palette(typeName: String, providesNamespace: Bool) -> MemberPlace {
        MemberPlace(keyPath: [], swiftPath: typeName, assetFolders: providesNamespace ? [typeName] : [])
    }

    func group(_ key: String, typeName: String, providesNamespace: Bool) -> MemberPlace {
        MemberPlace(keyPath: keyPath + [key], swiftPath: swiftPath + "." + typeName,
                    assetFolders: assetFolders + (providesNamespace ? [key] : []))
    }

    func color(_ key: String, memberName: String) -> MemberPlace {
        MemberPlace(keyPath: keyPath + [key], swiftPath: swiftPath + "." + memberName,
                    assetFolders: assetFolders + [key], swiftName: memberName)
    }

    /// For a color: the name `UIColor(named:)` and `Color(_:)` look it up by.
    var assetName: String { assetFolders.joined(separator: "/") }
}

/// What a group says about itself beside its colors: its key's place, and in the explicit form
/// `{colors: {...}, description:, namespace:}` its doc comment and namespace.
struct GroupHeader {
    /// nil for a palette's top level.
    var keyMark: YAMLMark?
    var description: String?
    var providesNamespace = true
}
