// swift-tools-version: 6.1
// A package that uses palettec the way an app team would: the build plugin on a target's palettes,
// and the regenerate-palettes command on palettes/. Tests/Integration/consumer-package.sh builds it.
//
// - Consumer: palettes in Palettes/, no PaletteRuntime, so the plugin embeds a support file.
// - DesignSystem: a library whose palettes are public (palettec.yml) and use PaletteRuntime's types.
// - App: its own palettes in palettes/, mixed with DesignSystem's in one [PaletteColor].
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [
        .package(path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            plugins: [.plugin(name: "PaletteBuildPlugin", package: "palettec")]
        ),
        .target(
            name: "DesignSystem",
            dependencies: [.product(name: "PaletteRuntime", package: "palettec")],
            plugins: [.plugin(name: "PaletteBuildPlugin", package: "palettec")]
        ),
        .executableTarget(
            name: "App",
            dependencies: ["DesignSystem", .product(name: "PaletteRuntime", package: "palettec")],
            plugins: [.plugin(name: "PaletteBuildPlugin", package: "palettec")]
        ),
    ]
)
