// swift-tools-version: 6.1
// A package that uses palettec the way an app team would: the build plugin on a target's palettes,
// and the regenerate-palettes command on palettes/. Tests/Integration/consumer-package.sh builds it.
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
    ]
)
