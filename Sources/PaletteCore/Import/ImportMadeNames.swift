/// A key for a design token or group whose own name palettec cannot use (`*`, a group `type`, a name
/// with `.`, `/` or a control character): made from the name's letters and digits in lowerCamelCase
/// (`source.json meta` → `sourceJsonMeta`), or, with none, from its characters' Unicode names
/// (`*` → `asterisk`), at most `maximumLength` characters of whole words. A group's that would make a
/// type Swift or palettec reserves takes `Group` after it (`type` → `typeGroup`); a key its group
/// already has, or a Swift name another member makes, takes a number (`asterisk2`). The key depends only on the name
/// and its group's other keys, so a second
/// import makes the same one; the source's name is kept beside it as `token:`.
enum ImportMadeNames {
    /// Made keys are at most this long: well within a palette's key and Swift name limits.
    static let maximumLength = 48

    /// `hasBrands`: the palette has brands, so no group may make its `Brand` enum's type either.
    static func key(for name: String, isGroup: Bool, among siblings: [String], hasBrands: Bool = false) -> String {
        func isReserved(_ typeName: String) -> Bool {
            ReservedNames.reasonForGroup(typeName) != nil || (hasBrands && typeName == BrandList.enumName)
        }
        var base = words(of: name)
        if isGroup, let typeName = SwiftIdentifier.type(base), isReserved(typeName) {
            base += "Group"
        }
        let taken = Set(siblings)
        let takenSwiftNames = Set(siblings.compactMap(SwiftIdentifier.member))
        func isFree(_ candidate: String) -> Bool {
            guard !taken.contains(candidate), let swiftName = SwiftIdentifier.member(candidate),
                !takenSwiftNames.contains(swiftName)
            else { return false }
            guard isGroup else { return true }
            guard let typeName = SwiftIdentifier.type(candidate) else { return false }
            return !isReserved(typeName)
        }
        if isFree(base) { return base }
        var number = 2
        while !isFree(base + String(number)) { number += 1 }
        return base + String(number)
    }

    /// `source.json meta` → `sourceJsonMeta`; `*` → `asterisk`; a name of controls alone → `u0000`.
    private static func words(of name: String) -> String {
        var parts = asciiWords(name)
        if parts.isEmpty {
            parts = name.unicodeScalars.filter { !$0.properties.isWhitespace }.prefix(4).flatMap { scalar in
                scalar.properties.name.map(asciiWords) ?? ["u" + String(scalar.value, radix: 16, uppercase: true)]
            }
        }
        guard let first = parts.first else { return "token" }
        var key = String(first.lowercased().prefix(maximumLength))
        for part in parts.dropFirst() {
            let word = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            guard key.count + word.count <= maximumLength else { break }
            key += word
        }
        return key
    }

    private static func asciiWords(_ text: String) -> [String] {
        text.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
            .map { String(String.UnicodeScalarView($0)) }
    }
}

extension ImportedGroup {
    /// Gives the color or group `keyPath` leads to the key `ImportMadeNames` makes, keeping its name as
    /// `token:`; the new key path, or nil when there is no such member or it already has a made key.
    mutating func giveMadeKey(_ keyPath: [String], hasBrands: Bool = false) -> [String]? {
        guard let first = keyPath.first, let index = members.firstIndex(where: { $0.key == first }) else { return nil }
        if keyPath.count == 1 {
            let siblings = members.indices.filter { $0 != index }.map { members[$0].key }
            switch members[index] {
            case .color(var color):
                guard color.tokenName == nil else { return nil }
                color.tokenName = color.key
                color.key = ImportMadeNames.key(for: color.key, isGroup: false, among: siblings)
                members[index] = .color(color)
                return [color.key]
            case .group(var group):
                guard group.tokenName == nil else { return nil }
                group.tokenName = group.key
                group.key = ImportMadeNames.key(
                    for: group.key, isGroup: true, among: siblings, hasBrands: hasBrands)
                members[index] = .group(group)
                return [group.key]
            }
        }
        guard case .group(var nested) = members[index],
            let rest = nested.giveMadeKey(Array(keyPath.dropFirst()), hasBrands: hasBrands)
        else { return nil }
        members[index] = .group(nested)
        return [first] + rest
    }

    /// Every color's and group's key path and place, each group before its members, siblings in order.
    func memberKeyPaths(prefix: [String] = []) -> [(keyPath: [String], place: SourceLocation)] {
        members.flatMap { member -> [(keyPath: [String], place: SourceLocation)] in
            let keyPath = prefix + [member.key]
            guard case .group(let nested) = member else { return [(keyPath, member.place)] }
            return [(keyPath, member.place)] + nested.memberKeyPaths(prefix: keyPath)
        }
    }

    /// Every reference into `old` (the member or anything in it) leads into `new` instead.
    mutating func redirectReferences(from old: [String], to new: [String]) {
        func moved(_ path: [String]) -> [String] {
            path.starts(with: old) ? new + path.dropFirst(old.count) : path
        }
        for index in members.indices {
            switch members[index] {
            case .color(var color):
                func redirected(_ value: ImportedValue) -> ImportedValue {
                    switch value {
                    case .color: return value
                    case .reference(let target): return .reference(moved(target))
                    case .made(let source, let operation):
                        return .made(
                            source: moved(source),
                            operation.mapOperand { operand in
                                guard case .reference(let other) = operand else { return operand }
                                return .reference(moved(other))
                            })
                    }
                }
                color.appearances = color.appearances.mapValues(redirected)
                color.brandValues = color.brandValues.mapValues { $0.mapValues(redirected) }
                members[index] = .color(color)
            case .group(var group):
                group.redirectReferences(from: old, to: new)
                members[index] = .group(group)
            }
        }
    }
}
