import ArgumentParser

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate palettes and report every problem. Writes nothing."
    )

    @OptionGroup var input: InputOptions

    func run() throws {
        let compiled = try Compilation.run(input)
        let colors = compiled.palettes.reduce(0) { $0 + $1.allColors.count }
        let verdict = compiled.diagnostics.isEmpty ? "no problems" : StandardError.summary(of: compiled.diagnostics)
        print("\(compiled.palettes.count) palettes, \(colors) colors: \(verdict)")
    }
}
