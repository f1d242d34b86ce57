/// Reads a palettec manifest (schema version 1 or 2, with brands or without) for `palettec diff`.
/// Layout and key order do not matter; a file that is not palettec's manifest is one error at the place
/// it goes wrong. Only the members diff compares are built (`shape`); the rest (hex, asset names,
/// sources, anything a later version adds) is checked as JSON and dropped. Each color and check is
/// converted as soon as it is read and its nodes freed, so what diff holds is the file's bytes and the
/// colors, whatever else the file carries.
package enum ManifestReader {
    static let readableVersions = [1, 2]

    package static func read(_ bytes: [UInt8], path: String) -> Result<ManifestDocument, Failure> {
        var nodesBuilt = 0
        return read(bytes, path: path, nodesBuilt: &nodesBuilt)
    }

    /// `read`, counting the JSON nodes it built into `nodesBuilt`.
    static func read(_ bytes: [UInt8], path: String, nodesBuilt: inout Int) -> Result<ManifestDocument, Failure> {
        let collector = Collector()
        switch JSONReader.read(bytes, path: path, shape: shape(handingTo: collector), nodesBuilt: &nodesBuilt) {
        case .failure(let error): return .failure(Failure(diagnostic: error.diagnostic))
        case .success(let root):
            do throws(ReadError) {
                return .success(try document(root, collector))
            } catch {
                return .failure(Failure(diagnostic: .error(error.message, at: error.node.location(in: path))))
            }
        }
    }

    /// Why a file could not be read as a manifest, at its place.
    package struct Failure: Error {
        package var diagnostic: Diagnostic
    }

    struct ReadError: Error {
        var message: String
        var node: JSONNode
    }

    /// What the manifest's arrays hand over as they are read: each color and check, converted at once,
    /// and each palette when its object ends. The first problem is kept, and nothing after it read,
    /// until the document's own members are checked: a file that is no manifest says that first.
    private final class Collector {
        var palettes: [ManifestDocument.PaletteEntry] = []
        /// The colors and checks of the palette being read; a check's palette is named when it ends.
        var colors: [ManifestDocument.Color] = []
        var checks: [ManifestDocument.Check] = []
        var distinct: [ManifestDocument.Distinct] = []
        /// Names read so far: diff matches colors by Swift name, so one written twice is an error.
        var paletteNames: Set<String> = []
        var swiftNames: Set<String> = []
        var problem: ReadError?

        func take(_ convert: () throws(ReadError) -> Void) {
            guard problem == nil else { return }
            do throws(ReadError) { try convert() } catch { problem = error }
        }
    }

    /// The members `document` reads, and nothing else; the arrays of palettes, colors and checks hand
    /// their items to `collector`.
    private static func shape(handingTo collector: Collector) -> JSONShape {
        func object(_ members: [ManifestKey: JSONShape]) -> JSONShape {
            .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key.rawValue, $0.value) }))
        }
        var derivationMembers: [String: JSONShape] = [
            ManifestKey.fromAppearance.rawValue: .scalar, ManifestKey.rule.rawValue: .scalar,
            ManifestKey.from.rawValue: .scalar,
        ]
        derivationMembers[MadeColorParameter.expression.rawValue] = .scalar
        let derivationShape = JSONShape.object(derivationMembers)
        let valueShape = object([
            .colorSpace: .scalar, .red: .scalar, .green: .scalar, .blue: .scalar, .alpha: .scalar,
            .derivation: derivationShape,
        ])
        var colorShape: [String: JSONShape] = [
            ManifestKey.name.rawValue: .scalar, ManifestKey.swiftName.rawValue: .scalar,
        ]
        var brandValuesShape: [String: JSONShape] = [ManifestKey.brand.rawValue: .scalar]
        for appearance in Appearance.allCases {
            colorShape[appearance.rawValue] = valueShape
            brandValuesShape[appearance.rawValue] = valueShape
        }
        colorShape[ManifestKey.brands.rawValue] = .array(of: .object(brandValuesShape))
        let checkShape = object([
            .appearance: .scalar, .passes: .scalar, .foreground: .scalar, .background: .scalar,
            .ratio: .scalar, .minimum: .scalar, .brand: .scalar, .method: .scalar, .lc: .scalar,
        ])
        let paletteShape = object([
            .name: .scalar, .brands: .array(of: .scalar),
            .colors: .handing(
                .object(colorShape),
                to: { node in
                    collector.take { () throws(ReadError) in
                        let read = try color(node)
                        guard collector.swiftNames.insert(read.swiftName).inserted else {
                            throw ReadError(message: duplicate("color", read.swiftName), node: node)
                        }
                        collector.colors.append(read)
                    }
                }),
            .contrast: .handing(
                checkShape,
                to: { node in collector.take { () throws(ReadError) in collector.checks.append(try check(node)) } }),
            .distinct: .handing(
                object([
                    .colors: .array(of: .scalar), .appearance: .scalar, .deficiency: .scalar,
                    .closest: .array(of: .scalar), .deltaE: .scalar, .minimum: .scalar, .passes: .scalar,
                ]),
                to: { node in
                    collector.take { () throws(ReadError) in collector.distinct.append(try distinct(node)) }
                }),
        ])
        return object([
            .generator: .scalar, .schemaVersion: .scalar,
            .palettes: .handing(
                paletteShape, to: { node in collector.take { () throws(ReadError) in try palette(node, collector) } }),
        ])
    }

    private static func document(_ root: JSONNode, _ collector: Collector) throws(ReadError) -> ManifestDocument {
        guard root[.generator]?.string == ManifestRenderer.generator else {
            throw ReadError(
                message:
                    "this is not a palettec manifest: it has no \(ManifestKey.generator.quoted): "
                    + "\"\(ManifestRenderer.generator)\"",
                node: root)
        }
        let (versionNode, versionText) = try numberText(root, .schemaVersion)
        guard let version = versionText.decimalNumber, readableVersions.contains(where: { Double($0) == version })
        else {
            throw ReadError(
                message: "schema version \(versionText.abbreviated) is not one this palettec reads "
                    + "(\(readableVersions.map(String.init).joined(separator: ", ")))", node: versionNode)
        }
        _ = try items(root, .palettes)
        if let problem = collector.problem { throw problem }
        return ManifestDocument(palettes: collector.palettes)
    }

    /// A palette whose object has ended: its colors and checks are the collector's.
    private static func palette(_ node: JSONNode, _ collector: Collector) throws(ReadError) {
        let name = try text(node, .name)
        guard collector.paletteNames.insert(name).inserted else {
            throw ReadError(message: duplicate("palette", name), node: node)
        }
        _ = try items(node, .colors)
        _ = try items(node, .contrast)
        var brands: [String] = []
        for item in node[.brands] == nil ? [] : try items(node, .brands) {
            guard let brand = item.string else {
                throw ReadError(message: "a brand needs a string; found \(item.kindDescription)", node: item)
            }
            brands.append(brand)
        }
        let checks = collector.checks.map { check in
            var check = check
            check.palette = name
            return check
        }
        for color in collector.colors {
            for values in color.otherBrands where !brands.dropFirst().contains(values.brand ?? "") {
                throw ReadError(
                    message: "'\(color.swiftName.abbreviated)' has values for the brand "
                        + "'\((values.brand ?? "").abbreviated)', which is not one of its palette's other brands",
                    node: node)
            }
        }
        if node[.distinct] != nil { _ = try items(node, .distinct) }
        let distinct = collector.distinct.map { result in
            var result = result
            result.palette = name
            return result
        }
        collector.palettes.append(
            ManifestDocument.PaletteEntry(
                name: name, brands: brands, colors: collector.colors, checks: checks, distinct: distinct))
        (collector.colors, collector.checks, collector.distinct) = ([], [], [])
    }

    /// palettec writes each palette and Swift name once; diff compares by them, so a second one would
    /// be compared with nothing, or hide a change.
    private static func duplicate(_ kind: String, _ name: String) -> String {
        "the \(kind) '\(name.abbreviated)' is in this manifest twice, and palettec writes each once; "
            + "diff compares colors by their names, so regenerate the manifest with palettec"
    }

    private static func color(_ node: JSONNode) throws(ReadError) -> ManifestDocument.Color {
        let name = try text(node, .name)
        var otherBrands: [ManifestDocument.BrandValues] = []
        for item in node[.brands] == nil ? [] : try items(node, .brands) {
            otherBrands.append(
                ManifestDocument.BrandValues(brand: try text(item, .brand), values: try appearances(item, of: name)))
        }
        return ManifestDocument.Color(
            swiftName: try text(node, .swiftName), values: try appearances(node, of: name), otherBrands: otherBrands)
    }

    /// The values of the appearances `node` has, of the color `colorName`.
    private static func appearances(
        _ node: JSONNode, of colorName: String
    ) throws(ReadError) -> [Appearance: ManifestDocument.Value] {
        var values: [Appearance: ManifestDocument.Value] = [:]
        for appearance in Appearance.allCases {
            guard let value = node[appearance.rawValue] else { continue }
            values[appearance] = try self.value(value, of: colorName)
        }
        return values
    }

    private static func value(_ node: JSONNode, of colorName: String) throws(ReadError) -> ManifestDocument.Value {
        let space = try text(node, .colorSpace)
        guard let colorSpace = ColorSpace(rawValue: space) else {
            throw ReadError(message: "unknown color space '\(space)'", node: node[.colorSpace]!)
        }
        let color = RGBA(
            red: try component(node, .red), green: try component(node, .green), blue: try component(node, .blue),
            alpha: try number(node, .alpha, in: 0...1, "\(ManifestKey.alpha.rawValue) is from 0 to 1"),
            space: colorSpace)
        var rule: String?
        var isMade = false
        if let derivation = node[.derivation] {
            let appearance = try text(derivation, .fromAppearance)
            guard let fromAppearance = Appearance(rawValue: appearance) else {
                throw ReadError(message: "unknown appearance '\(appearance)'", node: derivation[.fromAppearance]!)
            }
            let ruleName = try text(derivation, .rule)
            guard let kind = RuleRegistry.kind(named: ruleName) else {
                throw ReadError(message: "unknown rule '\(ruleName)'", node: derivation[.rule]!)
            }
            // A made color is shown by its expression, as the doc comment shows it.
            let expression = derivation[MadeColorParameter.expression.rawValue]?.string
            isMade = expression != nil
            rule = ReviewText.rule(
                Derivation(
                    rule: kind, from: try text(derivation, .from), fromAppearance: fromAppearance,
                    parameters: expression.map { [MadeColorParameter.expression.rawValue: .text($0)] } ?? [:]),
                of: colorName)
        }
        return ManifestDocument.Value(color: color, rule: rule, isMade: isMade)
    }

    /// A check, its palette named when the palette ends.
    private static func check(_ node: JSONNode) throws(ReadError) -> ManifestDocument.Check {
        let appearance = try text(node, .appearance)
        guard let shown = Appearance(rawValue: appearance) else {
            throw ReadError(message: "unknown appearance '\(appearance)'", node: node[.appearance]!)
        }
        guard case .bool(let passes)? = node[.passes]?.value else {
            throw ReadError(message: "\(ManifestKey.passes.quoted) needs true or false", node: node[.passes] ?? node)
        }
        let method =
            node[.method] == nil ? ContrastCheck.Method.wcag2 : ContrastCheck.Method(rawValue: try text(node, .method))
        guard let method else {
            throw ReadError(message: "unknown contrast method in \(ManifestKey.method.quoted)", node: node[.method]!)
        }
        let apca = method == .apca
        return ManifestDocument.Check(
            palette: "", foreground: try text(node, .foreground), background: try text(node, .background),
            brand: node[.brand] == nil ? nil : try text(node, .brand), appearance: shown,
            ratio: apca
                ? try number(node, .lc, in: APCA.range, "an APCA Lc is from -108 to 106")
                : try contrastRatio(node, .ratio),
            minimum: apca
                ? try number(node, .minimum, in: 0...APCA.largestLc, "an APCA minimum is an Lc from 0 to 108")
                : try contrastRatio(node, .minimum),
            passes: passes, method: method)
    }

    /// A distinct check's result, its palette named when the palette ends.
    private static func distinct(_ node: JSONNode) throws(ReadError) -> ManifestDocument.Distinct {
        let appearance = try text(node, .appearance)
        guard let shown = Appearance(rawValue: appearance) else {
            throw ReadError(message: "unknown appearance '\(appearance)'", node: node[.appearance]!)
        }
        let deficiencyName = try text(node, .deficiency)
        guard let deficiency = ColorVisionDeficiency(rawValue: deficiencyName) else {
            throw ReadError(message: "unknown color-vision deficiency '\(deficiencyName)'", node: node[.deficiency]!)
        }
        guard case .bool(let passes)? = node[.passes]?.value else {
            throw ReadError(message: "\(ManifestKey.passes.quoted) needs true or false", node: node[.passes] ?? node)
        }
        func names(_ key: ManifestKey) throws(ReadError) -> [String] {
            var names: [String] = []
            for item in try items(node, key) {
                guard let name = item.string else {
                    throw ReadError(
                        message: "\(key.quoted) needs color names; found \(item.kindDescription)", node: item)
                }
                names.append(name)
            }
            return names
        }
        let closest = try names(.closest)
        guard closest.count == 2 else {
            throw ReadError(
                message: "\(ManifestKey.closest.quoted) needs the two closest colors", node: node[.closest]!)
        }
        let distanceRule = "a ΔE_OK distance is from 0 to 2"
        return ManifestDocument.Distinct(
            palette: "", colors: try names(.colors), appearance: shown, deficiency: deficiency, closest: closest,
            deltaE: try number(node, .deltaE, in: 0...2, distanceRule),
            minimum: try number(node, .minimum, in: 0...2, distanceRule), passes: passes)
    }

    private static func text(_ node: JSONNode, _ key: ManifestKey) throws(ReadError) -> String {
        guard let value = node[key] else { throw ReadError(message: "\(key.quoted) is missing", node: node) }
        guard let text = value.string else {
            throw ReadError(message: "\(key.quoted) needs a string; found \(value.kindDescription)", node: value)
        }
        return text
    }

    /// The colors of palettec's manifests are 0 to 1 in their space; extended-range sRGB goes a little
    /// beyond. Past ±1,000 a number is no color, and converting it for its hex and ΔE_OK could overflow.
    static let componentRange = -1_000.0...1_000.0

    private static func component(_ node: JSONNode, _ key: ManifestKey) throws(ReadError) -> Double {
        try number(node, key, in: componentRange, "a component is from -1000 to 1000 (palettec writes 0 to 1)")
    }

    private static func contrastRatio(_ node: JSONNode, _ key: ManifestKey) throws(ReadError) -> Double {
        try number(node, key, in: 1...21, "a WCAG contrast ratio is from 1 to 21")
    }

    /// A finite number in `range`, read as the palette reader reads one (`decimalNumber`): `1e400` is
    /// out of range, never infinity; `rule` says what the range is.
    private static func number(
        _ node: JSONNode, _ key: ManifestKey, in range: ClosedRange<Double>, _ rule: String
    ) throws(ReadError) -> Double {
        let (value, text) = try numberText(node, key)
        guard let number = text.decimalNumber, range.contains(number) else {
            throw ReadError(message: "\(key.quoted) is \(text.abbreviated), out of range; \(rule)", node: value)
        }
        return number
    }

    /// A number member as written, with its node.
    private static func numberText(_ node: JSONNode, _ key: ManifestKey) throws(ReadError) -> (JSONNode, String) {
        guard let value = node[key] else { throw ReadError(message: "\(key.quoted) is missing", node: node) }
        guard case .number(let text) = value.value else {
            throw ReadError(message: "\(key.quoted) needs a number; found \(value.kindDescription)", node: value)
        }
        return (value, text)
    }

    private static func items(_ node: JSONNode, _ key: ManifestKey) throws(ReadError) -> [JSONNode] {
        guard let value = node[key] else { throw ReadError(message: "\(key.quoted) is missing", node: node) }
        guard let items = value.array else {
            throw ReadError(message: "\(key.quoted) needs an array; found \(value.kindDescription)", node: value)
        }
        return items
    }
}

extension JSONNode {
    fileprivate subscript(key: ManifestKey) -> JSONNode? { self[key.rawValue] }
}
