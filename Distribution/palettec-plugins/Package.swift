// swift-tools-version: 6.1
// palettec's plugins over a prebuilt palettec: what app teams add to their package or Xcode project. The
// build compiles nothing of palettec and needs nothing installed (no libyaml, no Homebrew).
//
// Published as its own repository by .github/workflows/release.yml: Scripts/release/plugin-package.sh
// copies this folder with its links resolved and stamps the binary target below with the release's
// bundle URL and checksum. The plugins' and PaletteRuntime's sources are palettec's own (symlinks to
// Plugins/ and Sources/PaletteRuntime), and the declarations are the source package's
// (DistributionPackageTests compares them).
import PackageDescription

let package = Package(
    name: "palettec-plugins",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PaletteRuntime", targets: ["PaletteRuntime"]),
        .plugin(name: "PaletteBuildPlugin", targets: ["PaletteBuildPlugin"]),
        .plugin(name: "PaletteCommandPlugin", targets: ["PaletteCommandPlugin"]),
    ],
    targets: [
        // palettec.artifactbundle: palettec for macOS (universal) and Linux (x86_64, aarch64).
        .binaryTarget(name: "palettec", path: "palettec.artifactbundle"),

        // Compiles a target's palettes on every build: Palettes/*.yml, palettes/*.yml and *.palette.yml, with the
        // target's palettec.yml; the code imports PaletteRuntime when the target depends on it.
        .plugin(name: "PaletteBuildPlugin", capability: .buildTool(), dependencies: ["palettec"]),
        // `swift package --allow-writing-to-package-directory regenerate-palettes`: palettes/ → generated/.
        .plugin(
            name: "PaletteCommandPlugin",
            capability: .command(
                intent: .custom(verb: "regenerate-palettes", description: "Regenerate Swift and manifest.json from palettes/ into generated/ (and an asset catalog with --asset-catalog, design tokens with --tokens)"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files and manifest.json")]
            ),
            dependencies: ["palettec"]
        ),

        // The color types, for code that shares one copy of them between targets: palettec's Sources/PaletteRuntime.
        .target(name: "PaletteRuntime"),
    ]
)
