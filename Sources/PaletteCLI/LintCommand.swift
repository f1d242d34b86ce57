import ArgumentParser

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate palettes and report every problem. Writes nothing."
    )

    @OptionGroup var input: InputOptions

    func run() throws {
        let palettes = try Compilation.run(input)
        let colors = palettes.reduce(0) { $0 + $1.allColors.count }
        print("\(palettes.count) palettes, \(colors) colors: no problems")
    }
}
