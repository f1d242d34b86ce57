import Dispatch

/// Builds the palette's `colors:` while the rest of the file is still being read: the reader hands
/// over each top-level member as soon as it is read (`YAMLMemberStream`), and a serial queue builds
/// them in order on another core. Reading and building are the same stages, run side by side: at
/// 100,000 colors `lint` took 1.11 s one after the other (`Benchmarks/run.sh`).
///
/// The colors are placed under the palette's file name, and moved once the palette's name and
/// `namespace:` are known (`ColorGroup.move(to:typeName:)`), since those may come after `colors:`.
final class ColorsBuild: @unchecked Sendable {
    /// What the queue built, and the builder that holds the colors' specs and diagnostics.
    struct Built {
        var builder: PaletteBuilder
        var group: ColorGroup
    }

    /// Pairs handed to the queue at a time: few enough to keep both cores busy, enough that the
    /// hand-over costs nothing next to building them.
    static let batchSize = 32

    // Written only on `queue`, until `finish()` has waited for it.
    private var builder: PaletteBuilder
    private var group: ColorGroup
    private var names = NameRegistry()
    private let place: GroupPlace
    private let queue = DispatchQueue(label: "palettec.colors-build")
    // Written only by the reader.
    private var batch: [YAMLPair] = []

    init(_ builder: PaletteBuilder) {
        let typeName = SwiftIdentifier.type(builder.source.baseName) ?? "Palette"
        self.builder = builder
        place = .palette(typeName: typeName, providesNamespace: true)
        group = ColorGroup(typeName: typeName, description: nil, members: [])
    }

    /// The reader's sink for the members of `colors:`.
    var stream: YAMLMemberStream {
        YAMLMemberStream(key: PaletteBuilder.colorsKey) { [self] pair in add(pair) }
    }

    private func add(_ pair: YAMLPair) {
        batch.append(pair)
        if batch.count >= Self.batchSize { handOver() }
    }

    private func handOver() {
        guard !batch.isEmpty else { return }
        let pairs = batch
        batch = []
        queue.async { [self] in
            for pair in pairs { builder.addMember(pair, to: &group, names: &names, name: nil, place: place) }
        }
    }

    /// Waits for every member to be built; after this the queue is idle and the values are the caller's.
    func finish() -> Built {
        handOver()
        queue.sync {}
        return Built(builder: builder, group: group)
    }
}
