struct TokenLeafNode {
    /// The token's key.
    var location: SourceLocation
    /// The file its JSON came from, for the places inside `value`.
    var file: String
    var value: JSONNode?
    /// A token written `{"$ref": "#/…"}` instead of a `$value`.
    var ref: Located<String>?
    var type: Located<String>?
    var description: String?
    var deprecated: TokenDeprecation?
    var extensions: JSONNode?
    /// From a Tokens Studio set marked `source`: there for references to resolve, not imported itself.
    var referenceOnly = false
    /// Why it cannot come in as written (its name, its JSON): a color with one is skipped.
    var problem: TokenProblem?
}
