/// The errors a foreign duplicate of the catalog gives, in the words `palettec generate` prints.
extension CatalogDuplicate {
    var outputDuplicate: OutputDuplicate {
        OutputDuplicate(
            foreignPath: foreignPath, isReplaceable: isReplaceable,
            inTheWay: Self.clash(self) + Self.remedy(obstacle),
            throughLink: Self.clash(self)
                + "it is a symbolic link, or lies in one, and palettec removes nothing through a link, which may lead "
                + "to "
                + "another color: remove the link, or rename the color in the palette")
    }

    private static func remedy(_ obstacle: Obstacle?) -> String {
        let rename = "remove it in Xcode, or rename the color in the palette"
        switch obstacle {
        case nil:
            return "it holds the same colors, as a color set palettec imported does: run generate with "
                + "\(PalettecInvocation.Option.replaceImported.flag) to let palettec's take its place, or rename the "
                + "color in the palette"
        case .otherColors?:
            return "it holds other colors than palettec's, so palettec will not replace it: " + rename
        case .inexpressible(let parts)?:
            return "palettec's colors cannot express its \(CommentText.singleLine(parts.joined(separator: " and "))), "
                + "so palettec will not replace it: " + rename
        case .leadsOutOfCatalog?:
            return
                "it, or its Contents.json, is a symbolic link that leads out of the catalog, which palettec neither "
                + "reads nor "
                + "writes through, so palettec will not replace it: remove the link, or rename the color in the palette"
        }
    }

    private static func clash(_ duplicate: CatalogDuplicate) -> String {
        "this color set, which palettec did not write, is looked up as "
            + "'\(CommentText.singleLine(duplicate.lookupName))', "
            + "and so is \(CommentText.singleLine(duplicate.palettecPath)), which palettec writes: Xcode would find "
            + "two colors by one name; "
    }
}
