/// A value with where it was written.
struct Located<Value> {
    var value: Value
    var location: SourceLocation
}
