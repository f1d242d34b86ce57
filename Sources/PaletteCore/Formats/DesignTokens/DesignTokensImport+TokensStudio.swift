extension DesignTokensImport {
    /// `$themes.json`, then `$metadata.json` when it is a file and each set's file (`<set>.json` or
    /// `<set>.tokens.json`) inside `folder`, then, for a set with no file, the JSON files where it would be.
    static func tokensStudio(
        themes: TokenFile, folder: String, modes: AppearanceModeNames,
        then finish: @escaping @Sendable (TokenImport?) -> ImportStep<ImportReading>
    ) -> ImportStep<ImportReading> {
        let what = "the folder of $themes.json"
        // A set named twice is asked for twice: read once, it is known the second time; refused, refused again.
        let names = TokensStudioLayout.setNames(themes: themes)
        let requests =
            [ImportRequest.fileIfPresent(ImportPath.join(folder, metadataFile), inside: folder, what: "the folder")]
            + names.map { name in
                .firstPresent(
                    TokensStudioLayout.fileExtensions.map { ImportPath.join(folder, name + $0) }, inside: folder,
                    what: what)
            }
        return .read(requests) { replies in
            let metadata = replies[0].file.map(TokenFile.init)
            var sets: [String: TokenFile] = [:]
            var refused: Set<String> = []
            var absent: [String] = []
            for (name, reply) in zip(names, replies.dropFirst()) where sets[name] == nil {
                switch reply {
                case .file(let read?): sets[name] = TokenFile(read)
                case .absent: absent.append(name)
                default: refused.insert(name)
                }
            }
            let besides = absent.map { ImportPath.folder(of: $0) }
            let listed = besides.filter { !$0.split(separator: "/").contains("..") }
            let (found, refusedSets) = (sets, refused)
            return .read(listed.map { .entries(ImportPath.join(folder, $0)) }) { replies in
                var nearby: Set<String> = []
                for (setFolder, reply) in zip(listed, replies) {
                    let json = reply.names.filter { $0.hasSuffix(".json") && !$0.hasPrefix("$") }
                    nearby.formUnion(json.map { ImportPath.join(setFolder, $0) })
                }
                return finish(
                    TokensStudioLayout.read(
                        themes: themes, metadata: metadata, sets: found, refused: refusedSets, nearby: nearby.sorted(),
                        modes: modes))
            }
        }
    }
}
