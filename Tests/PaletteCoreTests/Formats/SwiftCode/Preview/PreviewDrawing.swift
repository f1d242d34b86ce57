import Foundation
import TestSupport
import XCTest
@testable import PaletteCore

/// An SVG drawn by a real renderer (`rsvg-convert`, Debian's librsvg2-bin) into a PNG, and its pixels
/// read with png_pixels.py (Python's standard library). The folder goes when the test ends.
struct PreviewDrawing {
    let svg: URL
    let png: URL

    /// Draws `svg`, at `zoom` times its size (rsvg-convert draws no picture over 32,767 pixels high).
    init(_ svg: String, zoom: Double = 1, for test: XCTestCase) throws {
        let rsvg = try Self.tool("rsvg-convert")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palettec-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        self.svg = folder.appendingPathComponent("palettes.svg")
        png = folder.appendingPathComponent("palettes.png")
        try Data(svg.utf8).write(to: self.svg)
        try Self.run(rsvg, [self.svg.path, "--zoom", "\(zoom)", "-o", png.path])
    }

    /// The pixel at each point, `RRGGBBAA`, and every pixel of each box, row by row: read in one pass,
    /// since decoding the PNG is most of the time.
    func pixels(
        at points: [(x: Int, y: Int)], in boxes: [PreviewLayout.Rect] = []
    ) throws -> (points: [String], boxes: [[String]]) {
        let lines = try read(
            points.map { "\($0.x),\($0.y)" } + boxes.map { "\($0.x),\($0.y),\($0.width),\($0.height)" })
        return (
            Array(lines.prefix(points.count)),
            lines.dropFirst(points.count).map { $0.split(separator: " ").map(String.init) }
        )
    }

    /// The texts of the picture's `<text>` elements, read by svg_facts.py, which fails on XML that is not well-formed.
    func texts() throws -> [String] {
        let facts =
            try JSONSerialization.jsonObject(with: Data(ToolRun.python("svg_facts.py", [svg.path]).utf8))
            as? [String: Any]
        return try XCTUnwrap(facts?["texts"] as? [String])
    }

    private func read(_ places: [String]) throws -> [String] {
        _ = try Self.tool("python3")
        let lines = try ToolRun.python("png_pixels.py", [png.path] + places).split(
            separator: "\n", omittingEmptySubsequences: false)
        return Array(lines.prefix(places.count)).map(String.init)
    }

    /// `RRGGBB…` as its bytes.
    static func bytes(_ hex: String) -> [Int] {
        stride(from: 0, to: hex.count, by: 2).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? -1
        }
    }

    /// An opaque color's pixel, `RRGGBBFF`.
    static func pixel(_ color: RGBA) -> String {
        String(color.hex.dropFirst().prefix(6)) + "FF"
    }

    /// The tool's path; a missing one fails under CI (which installs it) and skips elsewhere.
    private static func tool(_ name: String) throws -> URL {
        if let found = ToolRun.find(name) { return found }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("\(name) is missing; bash Scripts/test.sh installs it"); throw XCTSkip()
        }
        throw XCTSkip("\(name) is not installed (apt-get install librsvg2-bin python3)")
    }

    private static func run(_ tool: URL, _ arguments: [String]) throws {
        let run = try ToolRun.run(tool, arguments)
        guard run.succeeded else { throw TestFailure("\(tool.lastPathComponent) failed: \(run.output)") }
    }
}
