// Static members, as with Xcode's asset symbols: type-checked against the Apple stand-ins with the
// repository's palettes generated with static members on (NativeUsesTypeCheckTests).
#if canImport(SwiftUI)
import SwiftUI

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
struct StaticMemberStyles: View {
    var body: some View {
        Text("Hi")
            .foregroundStyle(.brandTextPrimary)
            .background(Color.brandBackground)
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import UIKit

let primaryText: UIColor = UIColor.brandTextPrimary
let accent: UIColor = .brandAccent
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

@available(macOS 10.15, *)
let primaryText: NSColor = NSColor.brandTextPrimary
#endif
