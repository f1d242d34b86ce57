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

// MARK: Custom traits (iOS 17), what the brand section of the support file uses, and the views an app sets
// them on.

@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static var affectsColorAppearance: Bool { get }
    static var name: String { get }
    static var identifier: String { get }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { fatalError() }
    public static var name: String { fatalError() }
    public static var identifier: String { fatalError() }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitCollection {
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition { fatalError() }
}

@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {
    public func contains(_ trait: any UITraitDefinition.Type) -> Bool { fatalError() }
    public mutating func remove(_ trait: any UITraitDefinition.Type) { fatalError() }
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIWindow: UIView {}

@MainActor open class UIViewController: UIResponder {
    open var view: UIView! { get { fatalError() } set { fatalError() } }
}

extension UIView {
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UIViewController {
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor @preconcurrency public var traitOverrides: UITraitOverrides {
        get { fatalError() }
        set { fatalError() }
    }
}
