/// Where a group sits, in each of the three ways palettec names it: by its keys (`text`), in Swift
/// (`Brand.Text`) and in an asset catalog (`Brand/text`). Its colors share it and add their own key:
/// one object per group instead of a key path, a Swift path and an asset name per color.
final class GroupPlace: Sendable {
    /// The keys as written, from the palette's `colors:` down.
    let keyPath: [String]
    /// The keys joined by dots (`text`); empty for the palette's top level.
    let name: String
    /// The Swift path of the group's type (`Brand.Text`).
    let swiftPath: String
    /// The folders that prefix its colors' asset-catalog names: those that provide a namespace.
    let assetFolder: String
    /// What each rule read of its own keys in the nearest group (this one or an enclosing one) that
    /// writes them, and that group's name.
    let ruleSettings: [RuleKind: InheritedRuleSetting]

    private init(
        keyPath: [String], name: String, swiftPath: String, assetFolder: String,
        ruleSettings: [RuleKind: InheritedRuleSetting] = [:]
    ) {
        self.keyPath = keyPath
        self.name = name
        self.swiftPath = swiftPath
        self.assetFolder = assetFolder
        self.ruleSettings = ruleSettings
    }

    /// A palette's top level: its Swift type, and its folder when that provides a namespace.
    static func palette(typeName: String, providesNamespace: Bool) -> GroupPlace {
        GroupPlace(keyPath: [], name: "", swiftPath: typeName, assetFolder: providesNamespace ? typeName : "")
    }

    /// A group in this one; `settings` are its own rules' settings, each rule without one taking this one's.
    func group(
        _ key: String, typeName: String, providesNamespace: Bool, settings: RuleSettings = RuleSettings()
    ) -> GroupPlace {
        let name = colorName(key)
        var inherited = ruleSettings
        for rule in settings.kinds {
            inherited[rule] = settings[rule].map { InheritedRuleSetting(value: $0, group: name) }
        }
        return GroupPlace(
            keyPath: keyPath + [key], name: name, swiftPath: swiftPath + "." + typeName,
            assetFolder: providesNamespace ? colorAssetName(key) : assetFolder, ruleSettings: inherited)
    }

    /// `text.primary` for the key `primary`.
    func colorName(_ key: String) -> String { Self.joined(name, key, ".") }

    /// `Brand/text/primary` for the key `primary`: the name `UIColor(named:)` and `Color(_:)` look it up by.
    func colorAssetName(_ key: String) -> String { Self.joined(assetFolder, key, "/") }

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
    /// Rules' own keys as written in it, by rule, and what each rule read of them for its colors.
    var writtenRuleKeys: [RuleKind: WrittenRuleParameters] = [:]
    var ruleSettings = RuleSettings()
    /// `token:`: the design-token group's own name, written back by `generate --tokens`.
    var tokenName: String?
}
