import Dispatch

/// Builds the palette's `colors:` while the rest of the file is still being read: the reader hands
/// over each top-level member as soon as it is read (`YAMLMemberStream`), and a serial queue builds
/// them in order on another core. Reading and building are the same stages, run side by side: at
/// 100,000 colors `lint` took 1.10 s one after the other, 0.72 s side by side (`Benchmarks/run.sh`).
///
/// The colors are placed under the palette's name and `namespace:` as written before `colors:` (or
/// the file's name), and moved if the whole file says otherwise (`ColorGroup.move(to:typeName:)`).
final class ColorsBuild: @unchecked Sendable {
    /// What the queue built, the place it built it at, and the builder that holds the colors' specs
    /// and diagnostics.
    struct Built {
        var builder: PaletteBuilder
        var group: ColorGroup
        var typeName: String
        var providesNamespace: Bool
    }

    /// Pairs handed to the queue at a time: few enough to keep both cores busy, enough that the
    /// hand-over costs nothing next to building them.
    static let batchSize = 32
    /// Batches handed over and not yet built, at most: should the builder fall behind (a busy machine),
    /// the reader waits rather than pile up the tree it reads.
    static let batchesAhead = 8

    // Written only on `queue` from the first batch on, until `finish()` has waited for it; before the
    // first batch, the reader places the group (`placeGuess`), which nothing on the queue has read yet.
    private var builder: PaletteBuilder
    private var group: ColorGroup
    private var names = NameRegistry()
    private var typeName: String
    private var providesNamespace = true
    private var place: GroupPlace
    private let queue = DispatchQueue(label: "palettec.colors-build")
    private let room = DispatchSemaphore(value: ColorsBuild.batchesAhead)
    // Written only by the reader.
    private var batch: [YAMLPair] = []

    init(_ builder: PaletteBuilder) {
        typeName = SwiftIdentifier.type(builder.source.baseName) ?? "Palette"
        self.builder = builder
        place = .palette(typeName: typeName, providesNamespace: true)
        group = ColorGroup(typeName: typeName, description: nil, members: [])
    }

    /// The reader's sink for the members of `colors:`.
    var stream: YAMLMemberStream {
        YAMLMemberStream(key: PaletteBuilder.colorsKey, begin: { [self] in placeGuess(from: $0) }, sink: { [self] in add($0) })
    }

    /// The place the keys before `colors:` give, as the builder will read them when they are valid.
    private func placeGuess(from pairs: [YAMLPair]) {
        func text(_ key: PaletteKey) -> String? { pairs.first { $0.key == key.rawValue }?.value.scalar?.text }
        typeName = text(.palette).flatMap(SwiftIdentifier.type) ?? typeName
        providesNamespace = text(.namespace) != "false"
        place = .palette(typeName: typeName, providesNamespace: providesNamespace)
        group.typeName = typeName
    }

    private func add(_ pair: YAMLPair) {
        batch.append(pair)
        if batch.count >= Self.batchSize { handOver() }
    }

    private func handOver() {
        guard !batch.isEmpty else { return }
        let pairs = batch
        batch = []
        room.wait()
        queue.async { [self] in
            for pair in pairs { builder.addMember(pair, to: &group, names: &names, name: nil, place: place) }
            room.signal()
        }
    }

    /// Waits for every member to be built; after this the queue is idle and the values are the caller's.
    func finish() -> Built {
        handOver()
        queue.sync {}
        return Built(builder: builder, group: group, typeName: typeName, providesNamespace: providesNamespace)
    }
}
