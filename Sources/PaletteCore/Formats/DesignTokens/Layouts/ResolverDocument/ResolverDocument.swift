/// A resolver document of the Design Tokens resolver module (2025.10), `*.resolver.json`: named
/// `sets` of token sources, `modifiers` whose `contexts` each name their own sources, and the
/// `resolutionOrder` that merges them (later wins). A source is a reference object, `{"$ref": …}`
/// to a file (`base.json`, `base.json#/color`), a set (`#/sets/name`) or another place in the
/// document (`#/$defs/…`), with any keys beside `$ref` replacing the referenced top-level ones; or
/// tokens written inline.
struct ResolverDocument {
    enum Source {
        case file(path: String, pointer: [String]?, overrides: [JSONMember], location: SourceLocation)
        case set(name: String, location: SourceLocation)
        /// Tokens at a place in this document: inline, or where a same-document `$ref` points.
        case tokens(JSONNode, overrides: [JSONMember])
    }

    struct Modifier {
        var name: String
        var contexts: [(name: String, sources: [Source])]
        var defaultContext: String?
        var location: SourceLocation
    }

    enum Step {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    let file: String
    let json: JSONNode
    private(set) var sets: [String: [Source]] = [:]
    private(set) var modifiers: [String: Modifier] = [:]
    private(set) var order: [Step] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ json: JSONNode, file: String) {
        self.file = file
        self.json = json
        guard json.object != nil else {
            error(
                "a resolver document is a JSON object with \(ResolverDocumentKey.version.rawValue) and "
                    + "\(ResolverDocumentKey.resolutionOrder.rawValue), "
                    + "not \(json.kindDescription)", at: json)
            return
        }
        if let version = json[ResolverDocumentKey.version.rawValue] {
            if version.string != DTCGFormat.version {
                error(
                    "\(ResolverDocumentKey.version.rawValue) is \"\(DTCGFormat.version)\", the resolver module "
                        + "palettec reads; this document says "
                        + "\(version.string.map { "\"\($0.abbreviated)\"" } ?? version.kindDescription)", at: version)
            }
        } else {
            diagnostics.append(
                .error(
                    "a resolver document has \"\(ResolverDocumentKey.version.rawValue)\": \"\(DTCGFormat.version)\"",
                    at: json.location(in: file)))
        }
        for member in json[ResolverDocumentKey.sets.rawValue]?.object ?? [] {
            sets[member.key] = sources(
                member.value[ResolverDocumentKey.sources.rawValue], of: "the set '\(member.key)'", at: member.value,
                allowSets: true)
        }
        for member in json[ResolverDocumentKey.modifiers.rawValue]?.object ?? [] {
            if let modifier = modifier(member.value, name: member.key) { modifiers[member.key] = modifier }
        }
        readOrder()
    }

    private mutating func readOrder() {
        guard let items = json[ResolverDocumentKey.resolutionOrder.rawValue]?.array else {
            diagnostics.append(
                .error(
                    "a resolver document has a \(ResolverDocumentKey.resolutionOrder.rawValue): an array of sets and "
                        + "modifiers",
                    at: json.location(in: file)))
            return
        }
        var names: Set<String> = []
        for item in items {
            if let pointer = item[DTCGFormat.Key.ref]?.string {
                let segments = JSONPointer.segments(pointer) ?? []
                if segments.count == 2, segments[0] == ResolverDocumentKey.sets.rawValue, let set = sets[segments[1]] {
                    order.append(.set(name: segments[1], sources: set))
                } else if segments.count == 2, segments[0] == ResolverDocumentKey.modifiers.rawValue,
                    let modifier = modifiers[segments[1]]
                {
                    order.append(.modifier(modifier))
                } else {
                    error(
                        "'\(pointer.abbreviated)' names no set or modifier of this document; write "
                            + "\"\(ResolverDocumentKey.sets.pointer(to: "NAME"))\" or "
                            + "\"\(ResolverDocumentKey.modifiers.pointer(to: "NAME"))\"", at: item[DTCGFormat.Key.ref]!)
                }
                continue
            }
            guard let name = item[ResolverDocumentKey.name.rawValue]?.string,
                let type = item[ResolverDocumentKey.type.rawValue]?.string,
                type == "set" || type == "modifier"
            else {
                error(
                    "an inline set or modifier in \(ResolverDocumentKey.resolutionOrder.rawValue) has a "
                        + "\"\(ResolverDocumentKey.name.rawValue)\" and a "
                        + "\"\(ResolverDocumentKey.type.rawValue)\" of \"set\" or \"modifier\"", at: item)
                continue
            }
            if !names.insert(name).inserted {
                error(
                    "the name '\(name.abbreviated)' is used twice in \(ResolverDocumentKey.resolutionOrder.rawValue); "
                        + "names there are unique",
                    at: item[ResolverDocumentKey.name.rawValue]!)
            }
            if type == "set" {
                order.append(
                    .set(
                        name: name,
                        sources: sources(
                            item[ResolverDocumentKey.sources.rawValue], of: "the set '\(name)'", at: item,
                            allowSets: true)))
            } else if let modifier = modifier(item, name: name) {
                order.append(.modifier(modifier))
            }
        }
    }

    private mutating func modifier(_ node: JSONNode, name: String) -> Modifier? {
        guard let contexts = node[ResolverDocumentKey.contexts.rawValue]?.object, !contexts.isEmpty else {
            error(
                "the modifier '\(name.abbreviated)' needs \(ResolverDocumentKey.contexts.rawValue): an object of "
                    + "context names and their sources",
                at: node)
            return nil
        }
        var modifier = Modifier(
            name: name, contexts: [], defaultContext: node[ResolverDocumentKey.default.rawValue]?.string,
            location: node.location(in: file))
        for context in contexts {
            modifier.contexts.append(
                (
                    context.key,
                    sources(
                        context.value, of: "the context '\(context.key)'", at: context.value,
                        allowSets: true)
                ))
        }
        if let defaultContext = modifier.defaultContext, !contexts.contains(where: { $0.key == defaultContext }) {
            error(
                "the default '\(defaultContext.abbreviated)' is not one of the modifier's contexts",
                at: node[ResolverDocumentKey.default.rawValue]!)
            modifier.defaultContext = nil
        }
        return modifier
    }

    private mutating func sources(_ node: JSONNode?, of owner: String, at place: JSONNode, allowSets: Bool) -> [Source]
    {
        guard let items = node?.array else {
            error(
                "\(owner.abbreviated) has \(ResolverDocumentKey.sources.rawValue): an array of "
                    + "{\"\(DTCGFormat.Key.ref)\": \"file.json\"} and inline tokens",
                at: node ?? place)
            return []
        }
        return items.compactMap { source($0) }
    }

    private mutating func source(_ node: JSONNode) -> Source? {
        guard let members = node.object else {
            error("a source is {\"$ref\": \"file.json\"} or an object of tokens, not \(node.kindDescription)", at: node)
            return nil
        }
        guard let refMember = members.first(where: { $0.key == DTCGFormat.Key.ref }) else {
            return .tokens(node, overrides: [])
        }
        guard let reference = refMember.value.string else {
            error("$ref is a path or a JSON Pointer string", at: refMember.value)
            return nil
        }
        let overrides = members.filter { $0.key != DTCGFormat.Key.ref }
        let place = refMember.value.location(in: file)
        guard reference.hasPrefix("#") else {
            if reference.unicodeScalars.contains("\0") {
                error(
                    "'\(reference.abbreviated)' holds a NUL character, which no file name can; remove it",
                    at: refMember.value)
                return nil
            }
            if reference.contains("://") {
                error(
                    "'\(reference.abbreviated)' is a remote document; palettec reads files beside the resolver",
                    at: refMember.value)
                return nil
            }
            let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            var pointer: [String]?
            if parts.count == 2 {
                let fragment = parts[1].hasPrefix("/") ? "#" + parts[1] : "#/" + parts[1]
                pointer = JSONPointer.segments(String(fragment))
            }
            return .file(
                path: Self.joined(file, String(parts[0])), pointer: pointer, overrides: overrides, location: place)
        }
        guard let segments = JSONPointer.segments(reference) else {
            error("'\(reference.abbreviated)' is not a JSON Pointer (\"#/sets/NAME\")", at: refMember.value)
            return nil
        }
        if segments.first == ResolverDocumentKey.modifiers.rawValue
            || segments.first == ResolverDocumentKey.resolutionOrder.rawValue
        {
            error(
                "a source cannot point into \(segments[0]) (the resolver module allows only "
                    + "\(ResolverDocumentKey.resolutionOrder.rawValue) to name a modifier)",
                at: refMember.value)
            return nil
        }
        if segments.count == 2, segments[0] == ResolverDocumentKey.sets.rawValue {
            return .set(name: segments[1], location: place)
        }
        guard let target = Self.node(at: segments, in: json) else {
            error("'\(reference.abbreviated)' points at nothing in this document", at: refMember.value)
            return nil
        }
        return .tokens(target, overrides: overrides)
    }

    /// Every file the document's sources name, joined to the resolver's folder, once each.
    var referencedFiles: [String] {
        var seen: Set<String> = []
        var files: [String] = []
        func add(_ sources: [Source]) {
            for case .file(let path, _, _, _) in sources where seen.insert(path).inserted { files.append(path) }
        }
        for step in order {
            switch step {
            case .set(_, let sources): add(sources)
            case .modifier(let modifier): modifier.contexts.forEach { add($0.sources) }
            }
        }
        for name in sets.keys.sorted() { add(sets[name]!) }
        return files
    }

    static func node(at segments: [String], in root: JSONNode) -> JSONNode? {
        var node = root
        for segment in segments {
            if let member = node[segment] {
                node = member
            } else if let items = node.array, let index = Int(segment), items.indices.contains(index) {
                node = items[index]
            } else {
                return nil
            }
        }
        return node
    }

    /// `reference` relative to the resolver's folder, with `.` and `..` taken out.
    static func joined(_ resolverPath: String, _ reference: String) -> String {
        var parts =
            reference.hasPrefix("/")
            ? [] : resolverPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            switch part {
            case ".", "": continue
            case "..":
                if let last = parts.last, last != "..", last != "" { parts.removeLast() } else { parts.append("..") }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return reference.hasPrefix("/") ? "/" + joined : joined
    }

    private mutating func error(_ message: String, at node: JSONNode) {
        diagnostics.append(.error(message, at: node.location(in: file)))
    }
}
