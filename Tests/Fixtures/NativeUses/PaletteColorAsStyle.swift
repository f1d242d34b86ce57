// A view as an app writes it: a palette color passed straight to SwiftUI as a style. Type-checked with
// generated/ against the Apple stand-ins (NativeUsesTypeCheckTests).
#if canImport(SwiftUI)
import SwiftUI

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PaletteColorAsStyle: View {
    var body: some View {
        Text("Hi")
            .foregroundStyle(Brand.Text.primary)
            .background(Brand.background)
    }
}

/// Before iOS 17 a palette color is not a style; its `color` is.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
struct PaletteColorThroughColor: View {
    var body: some View {
        Text("Hi").foregroundStyle(Brand.Text.primary.color)
    }
}
#endif
