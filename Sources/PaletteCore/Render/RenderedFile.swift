/// A generated file as a value: its path relative to the output folder, and its text.
public struct RenderedFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
