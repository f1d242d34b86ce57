import Foundation
import XCTest
@testable import PaletteCore

/// Colors as Tokens Studio's `modifyColor` prints them (tokens-studio/figma-plugin,
/// packages/tokens-studio-for-figma/src/utils/modifyColor.ts, commit 356712ade): colorjs.io 0.4.5's
/// `toString({ inGamut: true, precision: 3 })` in the modifier's space. A palettec color matches when
/// each of its components, in that space and those units, is within half a unit of the last place
/// printed.
enum TokensStudioPrinted {
    /// The numbers of `lch(46.5 70.7 351)`, `color(display-p3 0.71 0.22 0.27 / 0.3)` or
    /// `rgb(76% 8% 24%)`, alpha last when written; percentages as written (76, not 0.76).
    static func numbers(_ printed: String) -> [Double] {
        guard let open = printed.firstIndex(of: "("), let close = printed.lastIndex(of: ")") else { return [] }
        return printed[printed.index(after: open)..<close].split(separator: " ")
            .filter { $0 != "/" && $0 != "display-p3" }
            .compactMap { Double($0.filter { $0 != "%" }) }
    }

    /// Half a unit in the last place color.js 0.4's `toPrecision(n, 3)` keeps. It counts the digits of
    /// `Math.floor(n)`, a leading 0 too: below 10 it keeps two decimals (0.71, 8), below 100 one (46.5),
    /// from 100 none (351).
    static func halfUnit(_ printed: Double) -> Double {
        let integerDigits = String(Int(printed.rounded(.down))).count
        return 0.5 * pow(10, Double(integerDigits - 3))
    }

    /// CIE LCH (D50), the hue compared round the circle.
    static func assertLCH(_ color: RGBA, _ printed: String, file: StaticString = #filePath, line: UInt = #line) {
        let lch = CIELab.lch(XYZ(color))
        compare([lch.L, lch.C, lch.h], alpha: color.alpha, printed, hueIndex: 2, file: file, line: line)
    }

    static func assertDisplayP3(_ color: RGBA, _ printed: String, file: StaticString = #filePath, line: UInt = #line) {
        let p3 = color.components(in: .displayP3)
        compare([p3.red, p3.green, p3.blue], alpha: color.alpha, printed, file: file, line: line)
    }

    /// `rgb()` prints percentages.
    static func assertSRGB(_ color: RGBA, _ printed: String, file: StaticString = #filePath, line: UInt = #line) {
        let rgb = color.components(in: .sRGB)
        compare([rgb.red * 100, rgb.green * 100, rgb.blue * 100], alpha: color.alpha, printed, file: file, line: line)
    }

    private static func compare(
        _ ours: [Double], alpha: Double, _ printed: String, hueIndex: Int? = nil, file: StaticString, line: UInt
    ) {
        let expected = numbers(printed)
        let actual = expected.count == 4 ? ours + [alpha] : ours
        XCTAssertTrue(
            expected.count == actual.count && expected.count >= 3, "\(printed) read as \(expected)", file: file,
            line: line)
        XCTAssertTrue(
            expected.count == 4 || alpha == 1, "\(printed) has no alpha; ours is \(alpha)", file: file, line: line)
        for (index, (ours, theirs)) in zip(actual, expected).enumerated() {
            let difference = index == hueIndex ? hueDistance(ours, theirs) : abs(ours - theirs)
            XCTAssertLessThanOrEqual(
                difference, halfUnit(theirs) + 1e-9, "component \(index): ours \(actual), printed \(printed)",
                file: file, line: line)
        }
    }
}
