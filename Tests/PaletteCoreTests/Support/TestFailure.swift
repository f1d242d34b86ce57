/// A test helper's failure with its reason (a tool that failed, a file that did not parse).
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
