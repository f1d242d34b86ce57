#!/usr/bin/env python3
"""Writes Sources/PaletteCore/Language/Naming/FrameworkTypeNames.swift: the type names an app module meets
without a module prefix from Swift, Foundation, Observation, Combine and SwiftUI.

Sources, each list's own:
- Swift, Foundation (FoundationEssentials, FoundationInternationalization, Foundation) and Observation:
  the public top-level types of the toolchain's modules, read from their symbol graphs
  (`swift-symbolgraph-extract -module-name M -target x86_64-unknown-linux-gnu -minimum-access-level public`),
  names starting with `_` left out. The Swift concurrency types (`_Concurrency`, which this tool does not
  list on Linux) are written below from https://developer.apple.com/documentation/swift/concurrency.
- Combine: the public top-level types of OpenCombine (github.com/OpenCombine/OpenCombine, commit
  1c6f02c7ed8140c0ba7a783aaddb6e0685a0037b, Sources/OpenCombine), which reimplements Combine's API name for name.
- SwiftUI: written below from the topics of https://developer.apple.com/documentation/swiftui (no public
  interface file to read); the types an app's views, scenes and styles name.
- UIKit, AppKit, Core Graphics and Foundation's Objective-C classes start with UI, NS, CG, CA or CI: palettec
  refuses those prefixes as a rule (ReservedNames.hasApplePrefix), so they are not listed.

Usage: Scripts/reserved-names/framework-types.py SYMBOL_GRAPH_DIR OPENCOMBINE_CHECKOUT > Sources/PaletteCore/Language/Naming/FrameworkTypeNames.swift
"""
import glob
import json
import os
import re
import subprocess
import sys

CONCURRENCY = """Actor AsyncIteratorProtocol AsyncSequence AsyncStream AsyncThrowingStream CancellationError
CheckedContinuation Executor GlobalActor Job MainActor SerialExecutor Task TaskGroup TaskLocal TaskPriority
ThrowingTaskGroup UnsafeContinuation""".split()

SWIFTUI = """Alignment Angle AngularGradient Animatable Animation AnyGesture AnyLayout AnyShape AnyShapeStyle
AnyTransition AnyView App AppStorage AsyncImage Axis BackgroundStyle Bindable Binding BlendMode Button ButtonRole
ButtonStyle Canvas Capsule Circle Color ColorPicker ColorScheme ColorSchemeContrast CommandGroup CommandMenu
Commands ContainerRelativeShape ContentSizeCategory ContentUnavailableView ControlSize DatePicker DisclosureGroup
DismissAction Divider DocumentGroup DragGesture DynamicTypeSize Edge EdgeInsets Ellipse EllipticalGradient
EmptyView Environment EnvironmentKey EnvironmentObject EnvironmentValues FillStyle FocusState FocusedBinding
FocusedValue Font ForEach ForegroundStyle Form Gauge GeometryProxy GeometryReader Gesture GestureState Gradient
GraphicsContext Grid GridItem GridRow Group GroupBox HStack HierarchicalShapeStyle HorizontalAlignment Image
ImagePaint ImageRenderer ImmersiveSpace InsettableShape KeyframeAnimator Label LabelStyle Layout LayoutDirection
LazyHGrid LazyHStack LazyVGrid LazyVStack LinearGradient Link List ListStyle LongPressGesture MagnifyGesture
Material Menu MenuBarExtra MeshGradient ModifiedContent Namespace NavigationLink NavigationPath
NavigationSplitView NavigationStack NavigationView ObservedObject OpenURLAction OutlineGroup Path PhaseAnimator
Picker PickerStyle PreviewProvider PrimitiveButtonStyle ProgressView Prominence RadialGradient Rectangle
RefreshAction RotateGesture RoundedRectangle ScaledMetric Scene SceneBuilder ScenePhase SceneStorage ScrollView
ScrollViewProxy ScrollViewReader Section SecureField SeparatorShapeStyle Settings Shape ShapeStyle ShareLink Slider
Spacer Spring State StateObject Stepper StrokeStyle SymbolRenderingMode Tab TabView Table TableColumn TapGesture
Text TextEditor TextField TextFieldStyle TimelineView TintShapeStyle Toggle ToggleStyle ToolbarContent
ToolbarItem ToolbarItemGroup ToolbarItemPlacement Transaction Transition TupleView UnevenRoundedRectangle UnitCurve
UnitPoint VStack VerticalAlignment View ViewBuilder ViewModifier ViewThatFits Visibility Window WindowGroup
ZStack""".split()

KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor"}


def symbol_graph_types(folder, modules):
    names = set()
    for module in modules:
        for path in glob.glob(os.path.join(folder, module + ".symbols.json")):
            for symbol in json.load(open(path))["symbols"]:
                components = symbol["pathComponents"]
                if symbol["kind"]["identifier"] in KINDS and len(components) == 1 and re.match(r"^[A-Z]", components[0]):
                    names.add(components[0])
    return names


def opencombine_types(checkout):
    text = subprocess.run(["git", "-C", checkout, "grep", "-hE", r"public (final )?(struct|enum|class|protocol|typealias) [A-Z]",
                           "1c6f02c7ed8140c0ba7a783aaddb6e0685a0037b", "--", "Sources/OpenCombine"],
                          capture_output=True, text=True, check=True).stdout
    return {m.group(2) for line in text.splitlines() if not line.startswith((" ", "\t"))
            for m in [re.search(r"(struct|enum|class|protocol|typealias) ([A-Za-z0-9]+)", line)] if m}


def swift_list(name, doc, names):
    lines = [f"    /// {doc}", f"    static let {name}: [String] = ["]
    line = "       "
    for item in sorted(names):
        piece = f' "{item}",'
        if len(line) + len(piece) > 120:
            lines.append(line)
            line = "       "
        line += piece
    lines.append(line)
    lines.append("    ]")
    return lines


def main():
    graphs, combine_checkout = sys.argv[1], sys.argv[2]
    apple_prefix = re.compile(r"^(UI|NS|CG|CA|CI)[A-Z]")
    keep = lambda names: {n for n in names if not apple_prefix.match(n)}
    lists = [
        ("swift", "Swift's standard library (symbol graph of `Swift`) and its concurrency types.",
         keep(symbol_graph_types(graphs, ["Swift"]) | set(CONCURRENCY))),
        ("foundation", "Foundation (symbol graphs of `FoundationEssentials`, `FoundationInternationalization`, `Foundation`).",
         keep(symbol_graph_types(graphs, ["FoundationEssentials", "FoundationInternationalization", "Foundation"]))),
        ("observation", "Observation (symbol graph of `Observation`).", keep(symbol_graph_types(graphs, ["Observation"]))),
        ("combine", "Combine (OpenCombine's public types).", keep(opencombine_types(combine_checkout))),
        ("swiftUI", "SwiftUI (Apple's SwiftUI documentation).", keep(set(SWIFTUI))),
    ]
    out = [
        "// Made by Scripts/reserved-names/framework-types.py, which cites where each list comes from. Do not edit.",
        "",
        "/// The type names an app module meets without a module prefix, by the module that declares them. A",
        "/// palette named like one would hide it from the module's own code (`enum App` breaks `@main struct",
        "/// MyApp: App`). UIKit's, AppKit's, Core Graphics' and Foundation's Objective-C types start with UI, NS,",
        "/// CG, CA or CI, which `ReservedNames` refuses as a prefix, so they are not listed.",
        "enum FrameworkTypeNames {",
    ]
    for index, (name, doc, names) in enumerate(lists):
        if index:
            out.append("")
        out += swift_list(name, doc, names)
    out += ["", "    /// Every list's names.", "    static let all: Set<String> = Set(swift + foundation + observation + combine + swiftUI)", "}"]
    print("\n".join(out))


if __name__ == "__main__":
    main()
