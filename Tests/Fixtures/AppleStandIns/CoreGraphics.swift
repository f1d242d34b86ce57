// Stand-in for Apple's CoreGraphics: declarations only. See README.md.
// On Linux, CGFloat comes from Foundation; re-export it as the real framework does.
@_exported import Foundation

public class CGColor: @unchecked Sendable {
    @available(macOS 10.5, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    public var alpha: CGFloat { fatalError() }
    public var numberOfComponents: Int { fatalError() }
    public var components: [CGFloat]? { fatalError() }
}
