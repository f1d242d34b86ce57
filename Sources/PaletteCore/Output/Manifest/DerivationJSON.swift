/// How palettec's JSON outputs write a derivation, on one line: the manifest's values and the token
/// files' `$extensions` say it the same way.
enum DerivationJSON {
    /// `{"rule": "hsv", "from": "base", "fromAppearance": "light", "brightness": 0.4}`: the parameters
    /// by name.
    static func write(_ derivation: Derivation, to sink: inout TextSink) {
        sink.write(ruleStart)
        JSONValue.writeQuoted(derivation.rule.rawValue, to: &sink)
        sink.write(fromMember)
        JSONValue.writeQuoted(derivation.from, to: &sink)
        sink.write(fromAppearanceMember)
        JSONValue.writeQuoted(derivation.fromAppearance.rawValue, to: &sink)
        for (name, parameter) in derivation.parameters.sorted(by: { $0.key < $1.key }) {
            sink.write(", ")
            JSONValue.writeQuoted(name, to: &sink)
            sink.write(": ")
            JSONValue.line(value(of: parameter)).write(to: &sink)
        }
        sink.write(ascii: UInt8(ascii: "}"))
    }

    private static let ruleStart = "{" + ManifestKey.rule.quoted + ": "
    private static let fromMember = ", " + ManifestKey.from.quoted + ": "
    private static let fromAppearanceMember = ", " + ManifestKey.fromAppearance.quoted + ": "

    private static func value(of parameter: DerivationParameter) -> JSONValue {
        switch parameter {
        case .number(let number): .number(number)
        case .text(let text): .string(text)
        case .adjustment(let adjustment): self.adjustment(adjustment)
        case .points(let points): .array(points.map { .array([.number($0.input), .number($0.output)]) })
        }
    }

    /// A set value prints as its number; operations as `{"scale": 0.6667, "min": 0.3}`, by name.
    private static func adjustment(_ adjustment: ComponentAdjustment) -> JSONValue {
        if let value = adjustment.setTo, adjustment.operations.isEmpty { return .number(value) }
        var fields = adjustment.operations.map { (key: $0.key.rawValue, value: JSONValue.number($0.value)) }
        if let value = adjustment.setTo { fields.append(("set", .number(value))) }
        return .object(fields.sorted { $0.key < $1.key })
    }
}
