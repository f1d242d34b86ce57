/// An Xcode asset catalog of every color, in the folder `--asset-catalog` names: for storyboards,
/// `UIColor(named:)` and `AccentColor`.
struct AssetCatalogOutput: OutputFormat {
    static var option: OutputOption { AssetCatalogOption.option }

    let folder = OutputFolder(
        layout: .nested(
            NestedLayout(
                contentsFile: AssetCatalogLayout.contentsFileName,
                mayHoldOwnFiles: AssetFolderType.mayHoldPalettecFiles(folderNamed:),
                // The catalog's own root file, as Xcode made it, serves as well as palettec's.
                servesAsIs: { $0 == AssetCatalogLayout.contentsFileName })),
        help: "Also write every color into this Xcode asset catalog (created if missing), "
            + "for storyboards, UIColor(named:) and AccentColor.",
        wording: OutputWording(
            title: "the asset catalog", names: "the asset catalog's names", whatToName: "the catalog to write",
            suggestedName: "Colors.xcassets", ownFolder: "the catalog in a folder of its own",
            notPalettec: { _ in
                "palettec did not write this file (its \"author\" is not palettec: it was made, or edited and saved, "
                    + "in Xcode or by another tool), so it will not overwrite it; delete its folder to let palettec "
                    + "write it again, or rename the palette color or group"
            },
            otherInputs: { sources in
                "the catalog holds color sets generated from \(sources), which this run does not read, and this "
                    + "file would be overwritten; give each input its own "
                    + "\(AssetCatalogOutput.option.flag), or read them all in one run"
            }))

    func nameProblems(in palettes: [Palette], options: RenderOptions) -> [Diagnostic] {
        render(palettes, options: options).diagnostics
    }

    func render(_ palettes: [Palette], options: RenderOptions) -> OutputRendering {
        let rendered = AssetCatalogRenderer.render(palettes)
        return OutputRendering(files: rendered.files, diagnostics: rendered.diagnostics)
    }

    func writeBackProblems(in palette: Palette) -> [Diagnostic] {
        AssetCatalogRenderer.render([palette], checkingLookupNames: false).diagnostics
    }

    func owner(of contents: [UInt8]) -> OutputFileOwner {
        AssetCatalogOwner(contents: contents).isPalettec ? .palettec(sources: []) : .notPalettec
    }

    /// The catalog on disk is read as `import` reads it, but for the color sets palettec writes, which are
    /// not read again.
    let foreignDuplicates: ForeignDuplicateSearch? = ForeignDuplicateSearch(
        request: { root, files in
            let colorSetContents = AssetCatalogLayout.colorSetExtension + "/" + AssetCatalogLayout.contentsFileName
            let produced = files.map(\.path).filter { $0.hasSuffix(colorSetContents) }.map { path in
                String(path.dropLast(AssetCatalogLayout.contentsFileName.count + 1))
            }
            return CatalogFolder.treeRequest(root: root, skipping: Set(produced), listingLeadingOut: true)
        },
        find: { files, tree in
            let onDisk = CatalogFolder(tree)
            let written = CatalogFolder(rendered: files, name: onDisk.name, path: onDisk.path)
            return CatalogDuplicates.find(in: onDisk, written: written).map(\.outputDuplicate)
        })
}

/// The option that asks for an asset catalog: the CLI's `OutputOptions` declares it in one line, from this.
package enum AssetCatalogOption: OutputOptionDeclaration {
    package static let option = OutputOption("asset-catalog", valueName: "path.xcassets")
}
