/// Reads one palette file and builds its spec in one pass: each member of `colors:` is handed to the
/// builder as soon as the reader has read it (`YAMLMemberStream`), built on a second thread while the
/// reader reads on (`HandOverQueue`), and its part of the source tree freed, so the tree is never whole
/// in memory. The members are built one after another, in the order written, as in a plain read.
///
/// The members are placed where the keys before `colors:` say; keys after it that place the palette
/// elsewhere move what was built (`moveTopLevel`), so the file is read once wherever they stand.
final class StreamedBuild {
    /// How a file is read: `YAMLReader.read`, or in tests a reader that counts.
    typealias Read = (
        _ bytes: [UInt8], _ path: String, _ limits: PaletteLimits,
        _ memberStream: YAMLMemberStream?
    ) -> YAMLDocument

    /// The reader's diagnostics and the spec.
    static func build(
        _ source: consuming PaletteSource, limits: PaletteLimits,
        read: Read = YAMLReader.read
    ) -> ([Diagnostic], Staged<PaletteSpec>) {
        let stream = StreamedBuild(PaletteBuilder(source: copy source, limits: limits))
        // `builder`, `group` and `place` are the queue's from the first member until `finish()`.
        let members = HandOverQueue<YAMLPair> { stream.add($0) }
        let memberStream = YAMLMemberStream(
            key: PaletteKey.colors.rawValue, begin: { stream.begin($0) }, sink: { members.add($0) })
        let document = read(source.bytes, source.path, limits, memberStream)
        members.finish()
        let diagnostics = document.diagnostics
        guard document.streamedMembers, let group = stream.group.take() else {
            // Nothing was streamed, or the file could not be read after it was: what was built is dropped.
            var builder = PaletteBuilder(source: source, limits: limits)
            return (diagnostics, builder.build(document))
        }
        return (diagnostics, stream.builder.build(document, builtColors: (group, stream.place)))
    }

    /// The whole file read, then built.
    static func readThenBuild(
        _ source: consuming PaletteSource, limits: PaletteLimits,
        read: Read = YAMLReader.read
    ) -> ([Diagnostic], Staged<PaletteSpec>) {
        let document = read(source.bytes, source.path, limits, nil)
        var builder = PaletteBuilder(source: source, limits: limits)
        return (document.diagnostics, builder.build(document))
    }

    private var builder: PaletteBuilder
    /// The palette's top level, its members built so far.
    private var group: ColorGroup?
    private var names = NameRegistry()
    /// Where the keys before `colors:` put the top level.
    private var place = GroupPlace.palette(typeName: "", providesNamespace: true)

    private init(_ builder: PaletteBuilder) {
        self.builder = builder
        self.builder.streamedGroups = []
    }

    private func begin(_ pairsBefore: [YAMLPair]) {
        let headerParser = builder.headerParser
        place = headerParser.quietPlace(of: pairsBefore, &builder.diagnostics)
        group = ColorGroup(typeName: place.swiftPath, description: nil, members: [])
    }

    private func add(_ pair: YAMLPair) {
        builder.addMember(pair, to: &group!, names: &names, name: nil, place: place)
    }
}
