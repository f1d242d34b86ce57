// swift-tools-version: 6.1
// palettec's benchmark harness, a package of its own so the product never depends on it.
// Benchmarks/run.sh builds it and palettec in release mode and prints each target as a ratio.
import PackageDescription

let package = Package(
    name: "palettec-benchmarks",
    targets: [
        // libyaml alone: the baseline every palettec timing is divided by.
        .systemLibrary(name: "CYamlScan", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .executableTarget(name: "yaml-scan", dependencies: ["CYamlScan"]),
        // Palettes of N colors, and the same colors in SwiftGen's form for the compile comparison.
        .executableTarget(name: "bench-palette"),
    ]
)
