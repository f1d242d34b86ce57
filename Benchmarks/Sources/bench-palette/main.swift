// bench-palette palette N        → a palette of N colors on stdout
// bench-palette plain N          → N colors as people write them most (see `plain` below)
// bench-palette flat N           → N colors, each `"#RRGGBB"` (dark by the palette's `derive: invert`), all at the top level: one catalog
//                                  folder of N color sets for `generate --asset-catalog`
// bench-palette swiftgen N       → the same colors in SwiftGen's colors form (one static let per color)
//
// The palette has groups of 20, every value form (hex, rgb(), a components mapping, color(display-p3 …)),
// references to other colors, and a third of the colors each with a dark derived by invert, oklch,
// hsv, contrast or a reference, the rest written, and a contrast check for every 400 colors.
// The plain palette has groups of 20 in block mappings, each color a block mapping with `light:` as
// "#RRGGBB" and, for every other color, `dark:` the same way; the palette's `derive: invert` derives the
// rest: 43 bytes a color, the shape of issue #36's independent benchmark.
// Deterministic: the same N gives the same bytes.
import Foundation

struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {  // SplitMix64
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0,
    ["palette", "plain", "flat", "swiftgen"].contains(arguments[1])
else {
    FileHandle.standardError.write(Data("usage: bench-palette palette|plain|flat|swiftgen N\n".utf8))
    exit(64)
}
nonisolated(unsafe) var random = Generator(state: 0x7061_6c65_7474_6563)  // one thread: this script's
func byte() -> Int { Int(random.next() % 256) }
func hex(_ r: Int, _ g: Int, _ b: Int) -> String { String(format: "#%02X%02X%02X", r, g, b) }

var out = ""
out.reserveCapacity(count * 48)
if arguments[1] == "palette" {
    out += "palette: Bench\ncolors:\n"
    for index in 0..<count {
        let (group, member) = (index / 20, index % 20)
        if member == 0 { out += "  group\(group):\n" }
        let (r, g, b) = (byte(), byte(), byte())
        let light: String
        switch index % 5 {
        case 0: light = "\"\(hex(r, g, b))\""
        case 1: light = "\"rgb(\(r), \(g), \(b))\""
        case 2: light = "{ red: \(r), green: \(g), blue: \(b), alpha: 0.9 }"
        case 3: light = "color(display-p3 \(Double(r) / 255) \(Double(g) / 255) \(Double(b) / 255))"
        default: light = member == 0 ? "\"\(hex(r, g, b))\"" : "\"{group\(group).c\(member - 1)}\""
        }
        let dark: String
        switch index % 15 {
        case 0, 1, 2, 3, 4, 5, 6, 7, 8, 9: dark = "\"\(hex(255 - r, 255 - g, 255 - b))\""
        case 10: dark = "{ derive: invert }"
        case 11: dark = "{ derive: oklch }"
        case 12: dark = "{ derive: hsv, brightness: { scale: 0.8 } }"
        case 13: dark = "{ derive: contrast, against: \"{group\(group).c0}\", ratio: 1.5 }"
        default: dark = "\"{group\(group).c0}\""
        }
        out += "    c\(member): { light: \(light), dark: \(dark) }\n"
    }
    // A contrast check for every 20th group, measured in every appearance and drawn in the preview.
    let groups = (count + 19) / 20
    if groups > 0 {
        out += "contrast:\n"
        for group in stride(from: 0, to: groups, by: 20) where group * 20 + 1 < count {
            out += "  - { foreground: group\(group).c1, background: group\(group).c0, minimum: 1, level: warning }\n"
        }
    }
} else if arguments[1] == "plain" {
    out += "palette: Plain\nderive: invert\ncolors:\n"
    for index in 0..<count {
        let (group, member) = (index / 20, index % 20)
        if member == 0 { out += "  group\(group):\n" }
        let (r, g, b) = (byte(), byte(), byte())
        out += "    c\(member):\n      light: \"\(hex(r, g, b))\"\n"
        if index % 2 == 0 { out += "      dark: \"\(hex(255 - r, 255 - g, 255 - b))\"\n" }
    }
} else if arguments[1] == "flat" {
    out += "palette: Flat\nderive: invert\ncolors:\n"
    for index in 0..<count {
        out += "  c\(index): \"\(hex(byte(), byte(), byte()))\"\n"
    }
} else {
    // SwiftGen's colors template: a ColorName with an rgbaValue per color, light only, as it generates.
    out +=
        "public struct ColorName {\n  public let rgbaValue: UInt32\n  public init(rgbaValue: UInt32) { self.rgbaValue = rgbaValue }\n}\n\n"
    out += "public extension ColorName {\n"
    for index in 0..<count {
        let (r, g, b) = (byte(), byte(), byte())
        out += "  /// 0x\(String(format: "%02x%02x%02xff", r, g, b)) (r: \(r), g: \(g), b: \(b), a: 255)\n"
        out += "  static let c\(index) = ColorName(rgbaValue: 0x\(String(format: "%02x%02x%02xff", r, g, b)))\n"
    }
    out += "}\n"
}
FileHandle.standardOutput.write(Data(out.utf8))
