/// The Swift names already taken in one group, and by which key.
struct NameRegistry {
    private var claimed: [String: (key: String, mark: YAMLMark)] = [:]

    /// Claims `name` for `key`; returns the earlier claim if the name was taken.
    mutating func claim(_ name: String, key: String, at mark: YAMLMark) -> (key: String, mark: YAMLMark)? {
        if let earlier = claimed[name] { return earlier }
        claimed[name] = (key, mark)
        return nil
    }
}
