/// The folder extensions Xcode gives a type in an asset catalog, from Apple's Asset Catalog Format
/// Reference (Types Overview) and the types Xcode added since (symbol sets, visionOS image stacks).
/// A group or palette folder whose name ends in one would be read as that asset, not as a folder.
struct AssetFolderType: Sendable {
    var `extension`: String
    var description: String

    static let all: [AssetFolderType] = [
        .init(extension: "appiconset", description: "an app icon set"),
        .init(extension: "arimageset", description: "an AR reference image"),
        .init(extension: "arobject", description: "an AR reference object"),
        .init(extension: "arresourcegroup", description: "an AR resource group"),
        .init(extension: "brandassets", description: "a set of brand assets"),
        .init(extension: "colorset", description: "a color set"),
        .init(extension: "complicationset", description: "a watch complication set"),
        .init(extension: "cubetextureset", description: "a cube texture set"),
        .init(extension: "dataset", description: "a data set"),
        .init(extension: "gcdashboardimage", description: "a Game Center dashboard image"),
        .init(extension: "gcleaderboard", description: "a Game Center leaderboard"),
        .init(extension: "gcleaderboardset", description: "a Game Center leaderboard set"),
        .init(extension: "iconset", description: "an icon set"),
        .init(extension: "imageset", description: "an image set"),
        .init(extension: "imagestack", description: "an image stack"),
        .init(extension: "imagestacklayer", description: "an image stack layer"),
        .init(extension: "launchimage", description: "a launch image"),
        .init(extension: "mipmapset", description: "a mipmap set"),
        .init(extension: "solidimagestack", description: "a visionOS image stack"),
        .init(extension: "solidimagestacklayer", description: "a visionOS image stack layer"),
        .init(extension: "spriteatlas", description: "a sprite atlas"),
        .init(extension: "sticker", description: "a sticker"),
        .init(extension: "stickerpack", description: "a sticker pack"),
        .init(extension: "stickersequence", description: "a sticker sequence"),
        .init(extension: "stickersiconset", description: "a Messages extension icon set"),
        .init(extension: "symbolset", description: "a symbol image set"),
        .init(extension: "textureset", description: "a texture set"),
        .init(extension: "xcassets", description: "an asset catalog of its own"),
    ]

    /// The type a folder of this name has, compared without case as macOS compares file names.
    static func type(ofFolderNamed name: String) -> AssetFolderType? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let suffix = name[name.index(after: dot)...].lowercased()
        return all.first { $0.extension == suffix }
    }

    /// Whether palettec may have written into a folder of this name: a plain folder (a palette or a
    /// group) or a color set. Image sets, app icons and every other asset are never looked into.
    static func mayHoldPalettecFiles(folderNamed name: String) -> Bool {
        type(ofFolderNamed: name)?.isColorSet ?? true
    }

    /// The one type palettec writes.
    var isColorSet: Bool { "." + `extension` == AssetCatalogLayout.colorSetExtension }
}
