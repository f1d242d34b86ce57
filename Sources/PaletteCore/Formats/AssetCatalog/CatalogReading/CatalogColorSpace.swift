#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The color spaces a colorset's `color-space` names, and how each becomes one of palettec's two
/// spaces. Extended spaces are read when every component is within 0–1, the range palettec's colors
/// have; a value outside it is an error, since there is no palettec color to write it as.
enum CatalogColorSpace: String, CaseIterable {
    case sRGB = "srgb"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case extendedDisplayP3 = "extended-display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    var isExtended: Bool {
        [.extendedSRGB, .extendedLinearSRGB, .extendedDisplayP3, .extendedGray].contains(self)
    }

    /// The components it is written with, alpha last.
    var componentNames: [String] {
        let keys: [CatalogComponent.Key] = isGray ? [.white, .alpha] : [.red, .green, .blue, .alpha]
        return keys.map(\.rawValue)
    }

    /// In-range components (alpha last) as a palettec color, rounded to 10 places like every `RGBA`.
    func color(_ components: [Double]) -> RGBA {
        let alpha = components[components.count - 1]
        switch self {
        case .sRGB, .extendedSRGB:
            return RGBA(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        case .displayP3, .extendedDisplayP3:
            return RGBA(red: components[0], green: components[1], blue: components[2], alpha: alpha, space: .displayP3)
        case .extendedLinearSRGB:
            return LinearSRGB(red: components[0], green: components[1], blue: components[2]).rgba(alpha: alpha)
        case .grayGamma22, .extendedGray:
            let white = Self.grayToSRGB(components[0])
            return RGBA(red: white, green: white, blue: white, alpha: alpha)
        }
    }

    /// Gray gamma 2.2 to an sRGB component through linear light: the gray's light is w^2.2, and sRGB
    /// encodes that light with its own curve. The two curves differ most in the shadows: a gray of
    /// 0.1 is sRGB 0.0728 (copying w would show it about 37% too light), 0.5 is 0.5039.
    static func grayToSRGB(_ white: Double) -> Double {
        LinearSRGB.encoded(pow(white, 2.2))
    }
}
