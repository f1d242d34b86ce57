import ArgumentParser
import PaletteCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate palettes and report every problem. Writes nothing."
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var code: CodeOptions

    @Flag(
        help: ArgumentHelp(
            "Print, for each color whose dark 'tone' derives, the role it took and why: the word of its names that matched, or where \(RuleParameter.role.quoted) was written.",
            discussion:
                "A role guessed wrong is corrected with one \(RuleParameter.role.quoted) on the color's rule, its group or the palette."
        ))
    var explainRoles = false

    func run() throws {
        _ = try code.renderOptions()  // a config given is checked too
        let compiled = try Compilation.run(input, code: code)
        if explainRoles { ToneRoleExplanation.lines(for: compiled.palettes).forEach { StandardOutput.print($0) } }
        let colors = compiled.palettes.reduce(0) { $0 + $1.root.colorCount }
        let verdict = compiled.diagnostics.isEmpty ? "no problems" : StandardError.summary(of: compiled.diagnostics)
        StandardOutput.print("\(compiled.palettes.count) palettes, \(colors) colors: \(verdict)")
        KeptUntilExit.keep(compiled)
    }
}
