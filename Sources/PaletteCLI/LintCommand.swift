import ArgumentParser

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate palettes and report every problem. Writes nothing."
    )

    @OptionGroup var input: InputOptions

    func run() throws {
        let result = try Compilation.run(input)
        let colors = result.palettes.reduce(0) { $0 + $1.allColors.count }
        let verdict = result.diagnostics.isEmpty ? "no problems" : StandardError.summary(of: result.diagnostics)
        print("\(result.palettes.count) palettes, \(colors) colors: \(verdict)")
    }
}
