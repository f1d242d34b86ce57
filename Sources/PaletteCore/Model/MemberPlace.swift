/// Where a group or color sits, in each of the three ways palettec names it: by its keys
/// (`text.primary`), in Swift (`Brand.Text.primary`) and in an asset catalog (`Brand/text/primary`).
struct MemberPlace {
    /// The keys as written, from the palette's `colors:` down.
    var keyPath: [String]
    /// The keys joined by dots (`text.primary`): a color's name, built a key at a time.
    var name: String
    /// The Swift path of the enclosing type, or of the color itself.
    var swiftPath: String
    /// For a color: the name `UIColor(named:)` and `Color(_:)` look it up by, behind the folders that
    /// provide a namespace (`Brand/text/primary`). For a group: those folders.
    var assetName: String
    /// The color's Swift member name; empty for a group.
    var swiftName = ""

    /// A palette's top level: its Swift type, and its folder when that provides a namespace.
    static func palette(typeName: String, providesNamespace: Bool) -> MemberPlace {
        MemberPlace(keyPath: [], name: "", swiftPath: typeName, assetName: providesNamespace ? typeName : "")
    }

    func group(_ key: String, typeName: String, providesNamespace: Bool) -> MemberPlace {
        MemberPlace(keyPath: keyPath + [key], name: Self.joined(name, key, "."), swiftPath: swiftPath + "." + typeName,
                    assetName: providesNamespace ? Self.joined(assetName, key, "/") : assetName)
    }

    func color(_ key: String, memberName: String) -> MemberPlace {
        MemberPlace(keyPath: keyPath + [key], name: Self.joined(name, key, "."), swiftPath: swiftPath + "." + memberName,
                    assetName: Self.joined(assetName, key, "/"), swiftName: memberName)
    }

    private static func joined(_ prefix: String, _ key: String, _ separator: String) -> String {
        prefix.isEmpty ? key : prefix + separator + key
    }
}

/// What a group says about itself beside its colors: its key's place, and in the explicit form
/// `{colors: {...}, description:, namespace:}` its doc comment and namespace.
struct GroupHeader {
    /// nil for a palette's top level.
    var keyMark: YAMLMark?
    var description: String?
    var providesNamespace = true
}
