// swift-tools-version: 6.1
import PackageDescription

// Scripts/release/build-binary.sh sets this to build the released palettec alone. A target that uses the
// build plugin makes SwiftPM first build a second, host-tool copy of palettec for it, which would double
// the release build; the binary needs none of them.
let releaseBinaryOnly = Context.environment["PALETTEC_RELEASE_BINARY"] != nil

let package = Package(
    name: "palettec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "palettec", targets: ["palettec"]),
        .library(name: "PaletteCore", targets: ["PaletteCore"]),
        .library(name: "PaletteRuntime", targets: ["PaletteRuntime"]),
        .plugin(name: "PaletteBuildPlugin", targets: ["PaletteBuildPlugin"]),
        .plugin(name: "PaletteCommandPlugin", targets: ["PaletteCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // libyaml, the parser. Its event API is all palettec uses.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // YAML → model → derivation → renderers. Pure: bytes in, values out.
        // The support file's one source is PaletteRuntime's, which the compiler checks; the renderer's
        // templates are those bytes, embedded at build time through symbolic links: the file every support
        // file has, and the brand section added where a palette has brands.
        .target(
            name: "PaletteCore", dependencies: ["CYaml"],
            resources: [
                .embedInCode("Formats/SwiftCode/Swift/PaletteRuntime.swift.txt"),
                .embedInCode("Formats/SwiftCode/Swift/PaletteBrands.swift.txt"),
            ]),
        // Subcommands, input discovery and the file writer: the only code that touches disk.
        .target(
            name: "PaletteCLI",
            dependencies: [
                "PaletteCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "palettec", dependencies: ["PaletteCLI"]),

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

        // The support file, public: for code that shares one copy of the color types between targets.
        // Its two files are the support file's one source and its brand section's, embedded into PaletteCore above.
        .target(name: "PaletteRuntime"),

        // The committed output of `palettec generate` over palettes/, compiled as-is (the manifest, preview,
        // catalog and design tokens are for tools, reviewers and Xcode).
        .target(name: "GeneratedPalettes", path: "generated", exclude: ["manifest.json", "palettes.svg", "Colors.xcassets", "tokens"]),

        // What the test targets share: the repository's files and the record flag, the property tests'
        // seed and count, running tools (git, swiftc, rsvg-convert) and finding them, the injection
        // corpus the escaping tests put in every report, and palettes checked against a JSON Schema.
        .target(name: "TestSupport", dependencies: ["PaletteCore"], path: "Tests/TestSupport",
                exclude: ["validate_schema.py", "realworld_tokens.py"]),  // run by tests, not compiled
        .testTarget(
            name: "PaletteCoreTests",
            dependencies: ["PaletteCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            // run by the preview and diff tests, not compiled
            exclude: ["Formats/SwiftCode/Preview/png_pixels.py", "Formats/SwiftCode/Preview/svg_facts.py", "Diff/markdown_facts.py"]
        ),
        .testTarget(name: "PaletteCLITests", dependencies: ["PaletteCLI", "TestSupport"]),
        .testTarget(
            name: "PaletteRuntimeTests",
            dependencies: ["PaletteRuntime", "PaletteCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["GeneratedPalettes", "PaletteCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ] + (releaseBinaryOnly ? [] : [
        // Its palettes are compiled by the build plugin during `swift test`: the build step, proven on Linux.
        .testTarget(name: "BuildPluginTests", plugins: ["PaletteBuildPlugin"]),
    ])
)
