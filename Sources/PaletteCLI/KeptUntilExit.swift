/// What a command computed, kept until the process exits instead of freed when the command returns:
/// the operating system takes a process's memory back at once, where freeing a large palette's model
/// object by object costs a few percent of a run (`docs/performance.md`).
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: Any?

    static func keep(_ value: Any) {
        kept = value
    }
}
