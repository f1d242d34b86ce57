/// A stage's value, when it has one, and the problems it found.
struct Staged<Value> {
    var value: Value?
    var diagnostics: [Diagnostic]
}
