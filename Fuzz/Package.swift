// swift-tools-version: 6.1
// The libFuzzer harness for palettec's whole pipeline. A package of its own, so the root `swift build`
// and `swift test` never build it: libFuzzer supplies `main`, and only with `-sanitize=fuzzer`.
// Build and run it with Scripts/fuzz.sh.
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where the repository was cloned.
let rootFolder = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "palettec"

let package = Package(
    name: "PaletteFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "PaletteFuzzer",
            dependencies: ["CLibFuzzer", .product(name: "PaletteCore", package: rootFolder)]
        ),
        // The declaration of libFuzzer's driver, which main.swift starts.
        .systemLibrary(name: "CLibFuzzer"),
    ]
)
