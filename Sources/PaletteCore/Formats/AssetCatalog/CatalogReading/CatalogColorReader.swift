/// Reads an entry's `"color" : {"color-space": ..., "components": {...}}` into a palettec color.
enum CatalogColorReader {
    static func color(of node: JSONNode, path: String) -> Result<RGBA, DiagnosticError> {
        let spaceNames = CatalogColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        guard let spaceNode = node[CatalogContentsKey.colorSpace.rawValue] else {
            return .failure(
                .error(
                    "the color has no \(CatalogContentsKey.colorSpace.quoted); Xcode writes one of \(spaceNames)",
                    at: node.location(in: path)))
        }
        guard let spaceName = spaceNode.string, let space = CatalogColorSpace(rawValue: spaceName) else {
            let written = spaceNode.string.map { "\"\($0.abbreviated)\"" } ?? spaceNode.kindDescription
            return .failure(
                .error(
                    "the color space \(written) is not one palettec reads; it reads \(spaceNames)",
                    at: spaceNode.location(in: path)))
        }
        guard let componentsNode = node[CatalogContentsKey.components.rawValue], let members = componentsNode.object
        else {
            return .failure(
                .error(
                    "the color has no \(CatalogContentsKey.components.quoted) object; write "
                        + "{\(space.componentNames.map { "\"\($0)\"" }.joined(separator: ", "))}",
                    at: (node[CatalogContentsKey.components.rawValue] ?? node).location(in: path)))
        }
        if let stray = members.first(where: { !space.componentNames.contains($0.key) }) {
            return .failure(
                .error(
                    "'\(stray.key.abbreviated)' is not a component of \(space.rawValue), which has "
                        + space.componentNames.map { "'\($0)'" }.joined(separator: ", "),
                    at: SourceLocation(path: path, line: stray.keyLine, column: stray.keyColumn)))
        }
        var values: [Double] = []
        for name in space.componentNames {
            guard let member = members.first(where: { $0.key == name }) else {
                if name == CatalogComponent.Key.alpha.rawValue {
                    values.append(1)
                    continue
                }
                return .failure(
                    .error("the \(space.rawValue) color has no '\(name)'", at: componentsNode.location(in: path)))
            }
            switch checkedValue(member.value, named: name, space: space, path: path) {
            case .success(let value): values.append(value)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(space.color(values))
    }

    /// A component within 0–1. Outside it an extended space's value is a real color, but one palettec
    /// has no form for; in any other space it is a mistake.
    private static func checkedValue(
        _ node: JSONNode, named name: String, space: CatalogColorSpace, path: String
    )
        -> Result<Double, DiagnosticError>
    {
        let value: Double
        switch CatalogComponent.value(of: node, named: name, path: path) {
        case .success(let read): value = read
        case .failure(let error): return .failure(error)
        }
        guard !(0...1).contains(value) else { return .success(value) }
        let written = (node.componentText ?? "").abbreviated
        if space.isExtended && name != CatalogComponent.Key.alpha.rawValue {
            return .failure(
                .error(
                    "'\(name)' is \(written), outside 0–1: this \(space.rawValue) color lies beyond "
                        + "what palettec's colors hold (0–1 in sRGB or Display P3), so it cannot be imported; "
                        + "bring it into range in Xcode (a Display P3 color reaches further than sRGB)",
                    at: node.location(in: path)))
        }
        return .failure(
            .error(
                "'\(name)' is \(written), out of range; in \(space.rawValue) it is from 0 to 1",
                at: node.location(in: path)))
    }
}

extension JSONNode.Value {
    var numberText: String? {
        if case .number(let text) = self { return text }
        return nil
    }
}
