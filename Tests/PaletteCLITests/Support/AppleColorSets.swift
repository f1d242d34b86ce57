import Foundation

/// Asset-catalog color sets read as Apple documents them, with Foundation alone and none of palettec's
/// code, so a test can check what `palettec import` read against a reading of its own: components as
/// decimals 0–1, 8-bit integers 0–255 or hex `"0xRR"` (alpha always a decimal, unless hex); the color
/// spaces `srgb`, `display-p3` and their extended forms, `gray-gamma-22` and `extended-gray` (white,
/// converted to sRGB through linear light); appearances `luminosity` light and dark and `contrast` high,
/// the most specific entry winning. The universal entries are read, or when there are none, those of
/// the only idiom there is; entries for one `display-gamut` only are left out.
enum AppleColorSets {
    /// A color in the space palettec writes it in: `srgb` or `display-p3`, then red, green, blue, alpha.
    struct Color: Equatable, CustomStringConvertible {
        var space: String
        var components: [Double]

        func isClose(to other: Color, within tolerance: Double = 1e-9) -> Bool {
            space == other.space && zip(components, other.components).allSatisfy { abs($0 - $1) <= tolerance }
        }

        var description: String { "\(space) \(components.map { String(format: "%.10f", $0) }.joined(separator: " "))" }
    }

    enum Appearance: String, CaseIterable {
        case light, dark, highContrastLight, highContrastDark
    }

    enum Reading {
        /// Light and dark always; both high-contrast appearances when the set has a high-contrast entry.
        case colors([Appearance: Color])
        /// No color an app could show with one value: a system color, or no entry with a color.
        case noColor(String)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Every color set in the catalog by the name Xcode looks it up by: folders whose `Contents.json`
    /// says `"provides-namespace" : true` prefix it; the catalog's own folder never does.
    static func lookupNames(in catalog: URL) throws -> [String: URL] {
        var found: [String: URL] = [:]
        func walk(_ folder: URL, _ prefix: [String]) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
                else { continue }
                if name.hasSuffix(".colorset") {
                    let lookup = (prefix + [String(name.dropLast(".colorset".count))]).joined(separator: "/")
                    if found[lookup] != nil {
                        throw Failure(description: "two color sets are looked up as '\(lookup)' in \(catalog.path)")
                    }
                    found[lookup] = url
                } else if !name.contains(".") {
                    try walk(url, prefix + (try providesNamespace(url) ? [name] : []))
                }
            }
        }
        try walk(catalog, [])
        return found
    }

    private static func providesNamespace(_ folder: URL) throws -> Bool {
        let contents = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: contents.path) else { return false }
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: contents)) as? [String: Any]
        return (root?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
    }

    /// One color set's `Contents.json`.
    static func read(colorSet folder: URL) throws -> Reading {
        let url = folder.appendingPathComponent("Contents.json")
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw Failure(description: "\(url.path) is not a JSON object")
        }
        var entries = (root["colors"] as? [[String: Any]] ?? []).filter { entry in
            !entry.keys.contains { !["idiom", "color", "appearances", "display-gamut"].contains($0) }
        }
        let universal = entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" }
        let idioms = Set(entries.map { $0["idiom"] as? String ?? "universal" })
        entries = universal.isEmpty && idioms.count == 1 ? entries : universal
        let anyGamut = entries.filter { $0["display-gamut"] == nil }
        entries = anyGamut.isEmpty ? entries.filter { $0["display-gamut"] as? String == "sRGB" } : anyGamut

        var slots: [Slot: Color] = [:]
        for entry in entries {
            guard let color = entry["color"] as? [String: Any] else { continue }
            if let reference = color["reference"] { return .noColor("the system color \(reference)") }
            let slot = Slot(entry["appearances"] as? [[String: Any]] ?? [])
            if slots[slot] == nil { slots[slot] = try Self.color(color, in: url) }
        }
        guard let light = slots[Slot(.light)] ?? slots[Slot(nil)] else {
            return .noColor("no entry with a color for light")
        }
        let dark = slots[Slot(.dark)] ?? slots[Slot(nil)] ?? light
        var colors: [Appearance: Color] = [.light: light, .dark: dark]
        if slots.keys.contains(where: \.highContrast) {
            colors[.highContrastLight] =
                [Slot(.light, true), Slot(.light), Slot(nil, true), Slot(nil)].lazy.compactMap { slots[$0] }.first
                ?? light
            colors[.highContrastDark] =
                [Slot(.dark, true), Slot(.dark), Slot(nil, true), Slot(nil)].lazy.compactMap { slots[$0] }.first ?? dark
        }
        return .colors(colors)
    }

    private enum Luminosity: String { case light, dark }

    /// The traits an entry is for: a luminosity or none (Any), high contrast or not.
    private struct Slot: Hashable {
        var luminosity: Luminosity?
        var highContrast = false

        init(_ luminosity: Luminosity?, _ highContrast: Bool = false) {
            self.luminosity = luminosity
            self.highContrast = highContrast
        }

        init(_ appearances: [[String: Any]]) {
            for appearance in appearances {
                switch (appearance["appearance"] as? String, appearance["value"] as? String) {
                case ("luminosity", let value?): luminosity = Luminosity(rawValue: value)
                case ("contrast", "high"): highContrast = true
                default: break
                }
            }
        }
    }

    private static func color(_ color: [String: Any], in url: URL) throws -> Color {
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            throw Failure(description: "\(url.path): a color has no components")
        }
        func value(_ key: String) throws -> Double {
            guard let raw = components[key] else { throw Failure(description: "\(url.path): no \(key)") }
            let text = (raw as? String) ?? "\(raw)"
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
                return Double(byte) / 255
            }
            guard let number = Double(text) else {
                throw Failure(description: "\(url.path): \(key) '\(text)' is not a number")
            }
            // An integer with no decimal point is 0–255 for red, green, blue and white; alpha is its own number.
            return key != "alpha" && !text.contains(".") && !text.lowercased().contains("e") ? number / 255 : number
        }
        let alpha = try components["alpha"] == nil ? 1 : value("alpha")
        switch space {
        case "srgb", "extended-srgb":
            return Color(space: "srgb", components: [try value("red"), try value("green"), try value("blue"), alpha])
        case "display-p3", "extended-display-p3":
            return Color(
                space: "display-p3", components: [try value("red"), try value("green"), try value("blue"), alpha])
        case "gray-gamma-22", "extended-gray":
            let linear = pow(try value("white"), 2.2)
            let encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
            return Color(space: "srgb", components: [encoded, encoded, encoded, alpha])
        default:
            throw Failure(
                description: "\(url.path): the color space '\(space)' is not one Apple documents for color sets")
        }
    }
}
