/// A color token's literal `$value`: the color module's object `{colorSpace, components, alpha, hex}`
/// (any of whose properties, or components, may be a `{"$ref": "#/…"}` to a value elsewhere), or the
/// string earlier drafts of the format used and most files still hold: `#RRGGBB` and `#RRGGBBAA`,
/// and every CSS Color 4 form (`rgb()`, `hsl()`, `oklch()`, `color(…)`, the named colors, …) as
/// palettec reads them anywhere (`ColorValueParser`).
struct TokenColorValueReader {

    let file: String
    /// The JSON a property-level `$ref` points at, or the error that says why there is none.
    let pointee: (Located<String>) -> Result<JSONNode, DiagnosticError>
    private(set) var warnings: [Diagnostic] = []

    init(file: String, pointee: @escaping (Located<String>) -> Result<JSONNode, DiagnosticError>) {
        self.file = file
        self.pointee = pointee
    }

    private typealias Key = DTCGFormat.ColorValue
    static let usage =
        "write {\"\(Key.colorSpace)\": \"\(CSSColorSpace.srgb.rawValue)\", \"\(Key.components)\": [R, G, B]} "
        + "with numbers from 0 to 1, or \"#RRGGBB\""

    mutating func read(_ value: JSONNode) -> Result<WrittenColor, DiagnosticError> {
        switch value.value {
        case .string(let text): return string(text, at: value)
        case .object(let members): return object(members, at: value)
        default:
            return .failure(
                .error(
                    "a color is an object or a string, not \(value.kindDescription); \(Self.usage)", at: place(value)))
        }
    }

    // MARK: Strings

    private func string(_ text: String, at node: JSONNode) -> Result<WrittenColor, DiagnosticError> {
        switch TokensStudioColorText.form(of: text) {
        case .success(.rgba(.literal(let color), .literal(let alpha)))?:
            return .success(
                {
                    var copy = color
                    copy.rgba = color.rgba.with(alpha: alpha)
                    return copy
                }())
        case .success(.function(let name))?:
            return .failure(Self.unreadable(text, function: name, at: place(node)))
        case .failure(let error)?:
            return .failure(.error("'\(text.abbreviated)': \(error.message)", at: place(node)))
        case .success(.rgba)?, nil:
            break
        }
        if TokenPath.containsReference(text) {
            return .failure(
                .error(
                    "'\(text.abbreviated)' holds a reference inside a color, which palettec does not compute; make the "
                        + "token the whole "
                        + "reference ({group.token}) and derive the change in the palette, or write the color itself",
                    at: place(node)))
        }
        switch ColorValueParser.read(text: text) {
        case .success(let color):
            return .success(color)
        case .failure(let error):
            return .failure(
                .error(
                    "\(error.message) (the color module also takes {\"\(Key.colorSpace)\", \"\(Key.components)\"})",
                    at: place(node)))
        }
    }

    /// A gradient or a function palettec does not compute, named, its kind on the error.
    static func unreadable(
        _ text: String, function name: String, at location: SourceLocation
    ) -> DiagnosticError {
        let quoted = "'\(text.abbreviated)'"
        if TokensStudioColorText.isGradient(name) {
            return .error(
                "\(quoted) is a gradient (\(name)), which palettec does not import: a palette color is one color; "
                    + "leave the token out of the import or make it one color", at: location,
                unreadable: .gradient(name))
        }
        let space =
            CSSColorSpace(rawValue: name.lowercased()).map {
                "; the color module writes \($0.rawValue) as {\"\(Key.colorSpace)\": \"\($0.rawValue)\", "
                    + "\"\(Key.components)\": […]}, which palettec reads"
            } ?? "; write the color it gives"
        return .error(
            "\(quoted) is a function palettec does not compute (\(name))\(space)", at: location,
            unreadable: .function(name))
    }

    // MARK: Objects

    private mutating func object(_ members: [JSONMember], at node: JSONNode) -> Result<WrittenColor, DiagnosticError> {
        for member in members where !Key.all.contains(member.key) {
            let keys = Key.all.dropLast().joined(separator: ", ") + " and " + Key.all.last!
            warnings.append(
                .warning(
                    Suggestion.unknownKey(
                        member.key, owner: "a color", in: Key.all, context: "a color has \(keys); it is ignored"),
                    at: SourceLocation(path: file, line: member.keyLine, column: member.keyColumn)
                ).of(.unknownColorKey))
        }
        guard let spaceNode = member(Key.colorSpace, of: members) else {
            return .failure(.error("the color has no \(Key.colorSpace); \(Self.usage)", at: place(node)))
        }
        let space: CSSColorSpace
        switch followed(spaceNode).flatMap(colorSpace) {
        case .success(let named): space = named
        case .failure(let error): return .failure(error)
        }
        guard let componentsNode = member(Key.components, of: members) else {
            return .failure(.error("the color has no \(Key.components); \(Self.usage)", at: place(node)))
        }
        let components: [Double]
        switch followed(componentsNode).flatMap({ self.components($0, in: space) }) {
        case .success(let read): components = read
        case .failure(let error): return .failure(error)
        }
        var alpha = 1.0
        if let alphaNode = member(Key.alpha, of: members) {
            switch followed(alphaNode).flatMap({ number($0, named: Key.alpha, kind: .range(0...1)) }) {
            case .success(let read): alpha = read
            case .failure(let error): return .failure(error)
            }
        }
        var (rgba, outcome) = CSSColorConversion.convert(components, in: space, alpha: alpha)
        if space == .srgb, let hexNode = member(Key.hex, of: members), case .success(let hex) = followed(hexNode) {
            rgba = checkHex(hex, against: rgba)
        }
        var written = WrittenColor(rgba, writtenSpace: space, outcome: outcome)
        written.clipped = CSSColorConversion.clipping(components, in: space)
        return .success(written)
    }

    private func member(_ key: String, of members: [JSONMember]) -> JSONNode? {
        members.first { $0.key == key }?.value
    }

    /// The node, or the one its `{"$ref": "#/…"}` points at (a few steps at most, then an error).
    private func followed(_ node: JSONNode) -> Result<JSONNode, DiagnosticError> {
        var current = node
        for _ in 0..<16 {
            guard let members = current.object, members.count == 1, members[0].key == DTCGFormat.Key.ref else {
                return .success(current)
            }
            guard let pointer = members[0].value.string else {
                return .failure(
                    .error(
                        "$ref is a JSON Pointer string such as \"#/color/base/$value/alpha\"",
                        at: place(members[0].value)))
            }
            switch pointee(Located(value: pointer, location: place(members[0].value))) {
            case .success(let target): current = target
            case .failure(let error): return .failure(error)
            }
        }
        return .failure(
            .error("$ref points at another $ref more than 16 times over; point at the value itself", at: place(node)))
    }

    private func colorSpace(_ node: JSONNode) -> Result<CSSColorSpace, DiagnosticError> {
        guard let name = node.string else {
            return .failure(
                .error("\(Key.colorSpace) is a name such as \"srgb\", not \(node.kindDescription)", at: place(node)))
        }
        guard let space = CSSColorSpace(rawValue: name) else {
            let hint = Suggestion.closest(to: name, in: CSSColorSpace.names).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(
                .error(
                    "'\(name.abbreviated)' is not a color space of the color module\(hint) (it has "
                        + CSSColorSpace.names.joined(separator: ", ") + ")", at: place(node)))
        }
        return .success(space)
    }

    private func components(_ node: JSONNode, in space: CSSColorSpace) -> Result<[Double], DiagnosticError> {
        guard let items = node.array else {
            return .failure(
                .error("\(Key.components) is an array of 3 numbers, not \(node.kindDescription)", at: place(node)))
        }
        guard items.count == 3 else {
            let names = space.components.map(\.name).joined(separator: ", ")
            return .failure(
                .error("\(space.rawValue) takes 3 components (\(names)), found \(items.count)", at: place(node)))
        }
        var values: [Double] = []
        for (item, component) in zip(items, space.components) {
            switch followed(item) {
            case .success(let item):
                // `none`: a missing component, 0 when converting (CSS Color 4).
                if item.string == "none" {
                    values.append(0)
                    continue
                }
                switch number(item, named: "\(space.rawValue)'s \(component.name)", kind: component.kind) {
                case .success(let value): values.append(value)
                case .failure(let error): return .failure(error)
                }
            case .failure(let error): return .failure(error)
            }
        }
        return .success(values)
    }

    /// A number in its range; a hue is read modulo 360, and a value within 1e-9 of a bound is taken
    /// as the bound (float noise from the tool that wrote it).
    private func number(
        _ node: JSONNode, named name: String, kind: CSSColorSpace.Component.Kind
    ) -> Result<Double, DiagnosticError> {
        guard case .number(let text) = node.value, let value = Double(text), value.isFinite else {
            if case .number(let text) = node.value {
                return .failure(
                    .error(
                        "\(name) is \(text.abbreviated), a number too large to compute with; write one in its range",
                        at: place(node)))
            }
            let written = node.string == "none" ? "'none' (it is for components)" : node.kindDescription
            return .failure(.error("\(name) is a number, not \(written)", at: place(node)))
        }
        let slack = 1e-9
        switch kind {
        case .hue: return .success(wrappedDegrees(value))
        case .unbounded: return .success(value)
        case .bounded(let range):
            if range.lowerBound == 0, value < -slack {
                return .failure(.error("\(name) is 0 or more; \(text) is below it", at: place(node)))
            }
            guard value >= range.lowerBound - slack, value <= range.upperBound + slack else {
                func plain(_ bound: Double) -> String {
                    bound == bound.rounded() ? String(Int(bound)) : bound.description
                }
                let (low, high) = (plain(range.lowerBound), plain(range.upperBound))
                return .failure(
                    .error(
                        "\(name) is from \(low) to \(high); \(text.abbreviated) is outside it, beyond every color "
                            + "the color module's spaces hold", at: place(node)))
            }
            return .success(min(max(value, range.lowerBound), range.upperBound))
        case .range(let range):
            guard value >= range.lowerBound - slack, value <= range.upperBound + slack else {
                return .failure(
                    .error(
                        "\(name) is from \(Int(range.lowerBound)) to \(Int(range.upperBound)); \(text) is outside it",
                        at: place(node)))
            }
            return .success(min(max(value, range.lowerBound), range.upperBound))
        }
    }

    /// The most an sRGB component may differ from its `hex`'s byte (n/255) and still be that byte, written
    /// as a tool stores it: Figma keeps components as 32-bit floats, whose step near 1 is 2^-24 (6e-8), so
    /// 182/255 comes out as 0.7137255072593689, 1.7e-8 off. 1e-6 takes in that noise, and any decimal
    /// printing of it, many times over, yet lies far inside half a byte step (1/510, 2e-3): no component
    /// this near one byte is nearer another, so the hex is the color the components mean.
    static let hexTolerance = 1e-6

    /// `hex` is a fallback; palettec reads the components. A fallback that names another color is
    /// worth a warning: one of the two is stale. Components within `hexTolerance` of it are its bytes
    /// stored with float noise, and the color is the hex's exactly (alpha as written).
    private mutating func checkHex(_ node: JSONNode, against color: RGBA) -> RGBA {
        guard let hex = node.string else { return color }
        guard case .success(let fallback) = ColorValueParser.parse(text: hex), hex.count == 7 else {
            warnings.append(
                .warning(
                    "\(Key.hex) is a 6-digit fallback such as \"#ff00ff\", not '\(hex.abbreviated)'; palettec reads "
                        + "the components",
                    at: place(node)
                ).of(.hexFallback))
            return color
        }
        if zip([color.red, color.green, color.blue], [fallback.red, fallback.green, fallback.blue]).allSatisfy({
            abs($0 - $1) <= Self.hexTolerance
        }) {
            return fallback.with(alpha: color.alpha)
        }
        let written = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        let stated = [fallback.red, fallback.green, fallback.blue].map { Int(($0 * 255).rounded()) }
        if zip(written, stated).contains(where: { abs($0 - $1) > 1 }) {
            warnings.append(
                .warning(
                    "\(Key.hex) \(hex) is not the color the components give (\(String(color.hex.prefix(7)))); "
                        + "palettec reads the components: correct the one that is stale", at: place(node)
                ).of(.hexFallback))
        }
        return color
    }

    private func place(_ node: JSONNode) -> SourceLocation {
        node.location(in: file)
    }
}
