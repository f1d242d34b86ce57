// Stand-in for Apple's AppKit: declarations, and the one init the run test calls. See README.md.
@_exported import CoreGraphics

open class NSAppearance: NSObject, @unchecked Sendable {
    public struct Name: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public init?(named name: NSAppearance.Name) { fatalError() }

    open var name: NSAppearance.Name { fatalError() }

    @available(macOS 11.0, *)
    open class func currentDrawing() -> NSAppearance { fatalError() }

    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { fatalError() }
}

extension NSAppearance.Name {
    @available(macOS 10.9, *)
    public static let aqua = NSAppearance.Name("NSAppearanceNameAqua")
    @available(macOS 10.14, *)
    public static let darkAqua = NSAppearance.Name("NSAppearanceNameDarkAqua")
    @available(macOS 10.14, *)
    public static let accessibilityHighContrastAqua = NSAppearance.Name("NSAppearanceNameAccessibilityAqua")
    @available(macOS 10.14, *)
    public static let accessibilityHighContrastDarkAqua = NSAppearance.Name("NSAppearanceNameAccessibilityGraphiteDarkAqua")
}

open class NSColor: NSObject, @unchecked Sendable {
    public typealias Name = String

    private let dynamicProvider: (@Sendable (NSAppearance) -> NSColor)?

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    @available(macOS 10.7, *)
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    @available(macOS 10.12, *)
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    @available(macOS 10.8, *)
    public /*not inherited*/ init?(cgColor: CGColor) { fatalError() }

    @available(macOS 10.15, *)
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
        self.init(storing: dynamicProvider)
    }

    private init(storing dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
        self.dynamicProvider = dynamicProvider
        super.init()
    }

    @available(macOS 10.8, *)
    open var cgColor: CGColor { fatalError() }

    open class var clear: NSColor { fatalError() }
}

// MARK: The view an app redraws after it sets the process-wide brand.

@MainActor open class NSResponder: NSObject {}

@MainActor open class NSView: NSResponder {
    open var needsDisplay: Bool { get { fatalError() } set { fatalError() } }
}
