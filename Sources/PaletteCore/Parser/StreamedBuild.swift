/// Reads one palette file and builds its spec in one pass: each member of `colors:` is handed to the
/// builder as soon as the reader has read it (`YAMLMemberStream`), built on a second thread while the
/// reader reads on (`HandOverQueue`), and its part of the source tree freed, so the tree is never whole
/// in memory. The members are built one after another, in the order written, as in a plain read.
///
/// The members are placed where the keys before `colors:` say, read by the builder's own rules
/// (`readHeader`, `topLevel`). A file whose keys after `colors:` place its palette elsewhere is read
/// again, whole, then built.
final class StreamedBuild {
    /// The reader's diagnostics and the spec.
    static func build(_ source: consuming PaletteSource, limits: PaletteLimits) -> ([Diagnostic], Staged<PaletteSpec>) {
        let stream = StreamedBuild(PaletteBuilder(source: copy source, limits: limits))
        // `builder`, `group` and `names` are the queue's from the first member until `finish()`.
        let members = HandOverQueue<YAMLPair> { stream.add($0) }
        let memberStream = YAMLMemberStream(key: PaletteKey.colors.rawValue, begin: { stream.begin($0) }, sink: { members.add($0) })
        let document = YAMLReader.read(source.bytes, path: source.path, limits: limits, memberStream: memberStream)
        members.finish()
        let diagnostics = document.diagnostics
        guard document.streamedMembers else {
            // Nothing was streamed, or the file could not be read after it was: what was built is dropped.
            var builder = stream.blank
            return (diagnostics, builder.build(document))
        }
        guard let top = document.root?.mapping, stream.place(of: top) == stream.placeBefore else {
            return readThenBuild(source, limits: limits)
        }
        let colors = stream.group.take()
        return (diagnostics, stream.builder.build(document, builtColors: colors))
    }

    /// The whole file read, then built.
    static func readThenBuild(_ source: consuming PaletteSource, limits: PaletteLimits) -> ([Diagnostic], Staged<PaletteSpec>) {
        let document = YAMLReader.read(source.bytes, path: source.path, limits: limits)
        var builder = PaletteBuilder(source: source, limits: limits)
        return (document.diagnostics, builder.build(document))
    }

    /// The builder before anything is built: it reads the header's keys, its errors left for the build.
    private let blank: PaletteBuilder
    private var builder: PaletteBuilder
    /// The palette's top level, its members built so far.
    private var group: ColorGroup?
    private var names = NameRegistry()
    /// Where the keys before `colors:` put the top level.
    private var placeBefore: (typeName: String, providesNamespace: Bool) = ("", true)
    private var groupPlace = GroupPlace.palette(typeName: "", providesNamespace: true)

    private init(_ builder: PaletteBuilder) {
        blank = builder
        self.builder = builder
    }

    /// The palette's top-level type and namespace as these top-level pairs give them.
    private func place(of pairs: [YAMLPair]) -> (typeName: String, providesNamespace: Bool) {
        var reader = blank
        var header = PaletteHeader()
        for pair in pairs { reader.readHeader(pair, into: &header) }
        return (reader.topLevel(header).rootType, header.providesNamespace)
    }

    private func begin(_ pairsBefore: [YAMLPair]) {
        placeBefore = place(of: pairsBefore)
        groupPlace = .palette(typeName: placeBefore.typeName, providesNamespace: placeBefore.providesNamespace)
        group = ColorGroup(typeName: placeBefore.typeName, description: nil, members: [])
    }

    private func add(_ pair: YAMLPair) {
        builder.addMember(pair, to: &group!, names: &names, name: nil, place: groupPlace)
    }
}
