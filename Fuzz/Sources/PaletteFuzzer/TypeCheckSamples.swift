import Foundation
import PaletteCore

/// With `PALETTEC_FUZZ_SAMPLES=FOLDER`, keeps a sample of successful outputs there for Scripts/fuzz.sh
/// to type-check with swiftc: a uniform reservoir (`PALETTEC_FUZZ_SAMPLE_LIMIT`, default 100) over
/// the distinct output shapes, where outputs that differ only in number literals count once.
enum TypeCheckSamples {
    private static let environment = ProcessInfo.processInfo.environment
    private static let folder = environment["PALETTEC_FUZZ_SAMPLES"]
    private static let capacity = environment["PALETTEC_FUZZ_SAMPLE_LIMIT"].flatMap { Int($0) } ?? 100
    nonisolated(unsafe) private static var seenShapes: Set<UInt64> = []
    nonisolated(unsafe) private static var sampledNames: Set<String> = []
    nonisolated(unsafe) private static var random = SplitMix64(state: 0x7061_6c65_7474_6563)

    static func offer(_ input: [UInt8], rendered files: [RenderedFile]) {
        guard let folder, capacity > 0,
            let paletteFile = files.first(where: {
                $0.path.hasSuffix(".swift") && $0.path != PaletteFileNames.supportFile
            }),
            seenShapes.insert(OutputShape.hash(paletteFile.contents)).inserted
        else { return }
        // Reservoir sampling (algorithm R): the n-th shape takes a slot with probability capacity / n.
        let seen = seenShapes.count
        let slot = seen <= capacity ? seen : Int(random.next() % UInt64(seen)) + 1
        guard slot <= capacity else { return }
        write(input, serial: seen, to: "\(folder)/\(getpid())-\(slot)")
    }

    /// Samples are type-checked several to one swiftc call, so each needs its own palette name: one left
    /// to default (`Fuzz`, from fuzz.yml) is compiled again under a file name of its own, and a name
    /// sampled before (most come from a few seeds) gets a suffix, so each name is checked as written
    /// once. Every other sample is rendered `public`, so both access levels are type-checked.
    private static func write(_ input: [UInt8], serial: Int, to sampleFolder: String) {
        let source = PaletteSource(path: PipelineCheck.path, displayPath: "fuzz\(getpid())n\(serial).yml", bytes: input)
        guard case (var palette?, _) = PaletteCompiler.compile(source) else {
            fatalError("palettec-fuzz: the palette compiled as fuzz.yml but not as \(source.displayPath)")
        }
        // The sample file is named after `name` and the enum after `root.typeName`: rename both, or neither.
        let isPlain = palette.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        if !sampledNames.insert(palette.name).inserted, isPlain, palette.root.typeName == palette.name {
            palette.name += "Fz\(getpid())n\(serial)"
            palette.root.typeName = palette.name
        }
        let manager = FileManager.default
        try? manager.removeItem(atPath: sampleFolder)
        do {
            try manager.createDirectory(atPath: sampleFolder, withIntermediateDirectories: true)
            try Data(input).write(to: URL(fileURLWithPath: "\(sampleFolder)/input.yml"))
            let accessLevel: AccessLevel = serial.isMultiple(of: 2) ? .public : .internal
            for file in PaletteCompiler.render([palette], options: RenderOptions(accessLevel: accessLevel)).files
            where file.path.hasSuffix(".swift") {
                // Named after the type (its hash: a type name may be longer than a file name may be), not the
                // palette file: typecheck-samples.sh batches samples with distinct file names, which must
                // mean distinct types.
                let name =
                    file.path == PaletteFileNames.supportFile
                    ? file.path : "Type\(FNV1a.hash(Array(palette.name.utf8))).swift"
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: "\(sampleFolder)/\(name)"))
            }
        } catch {
            fatalError("palettec-fuzz: could not write the type-check sample \(sampleFolder): \(error)")
        }
    }
}

/// A hash of Swift source with every number literal read as `0`: what type-checking depends on.
enum OutputShape {
    static func hash(_ swift: String) -> UInt64 {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(swift.utf8.count)
        var inIdentifier = false
        var inNumber = false
        for byte in swift.utf8 {
            let isDigit = (0x30...0x39).contains(byte)
            if isDigit && !inIdentifier {
                if !inNumber { normalized.append(0x30) }
                inNumber = true
                continue
            }
            inNumber = inNumber && byte == UInt8(ascii: ".")
            if inNumber { continue }
            inIdentifier =
                isDigit || byte == UInt8(ascii: "_") || byte >= 0x80
                || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            normalized.append(byte)
        }
        return FNV1a.hash(normalized)
    }
}

struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
