// Stand-in for Apple's UIKit: declarations, and the one init the run test calls. See README.md.
@_exported import CoreGraphics

@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    @available(iOS 12.0, tvOS 10.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }

    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }

    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }

    @available(iOS 13.0, tvOS 13.0, *)
    open class var current: UITraitCollection { fatalError() }
}

open class UIColor: NSObject, @unchecked Sendable {
    private let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    @available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    public init(white: CGFloat, alpha: CGFloat) { fatalError() }

    public init(cgColor: CGColor) { fatalError() }

    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.dynamicProvider = dynamicProvider
        super.init()
    }

    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }

    open var cgColor: CGColor { fatalError() }

    open class var clear: UIColor { fatalError() }
}
