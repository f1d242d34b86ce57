import ArgumentParser
import PaletteCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate palettes and report every problem. Writes nothing.",
        discussion:
            "Also warns about status colors (error, success, warning by name) that look alike with a color-vision "
            + "deficiency, where no distinct: check holds them."
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var code: CodeOptions

    @Flag(help: ArgumentHelp(RuleExplanation.help.abstract, discussion: RuleExplanation.help.discussion))
    var explainRoles = false

    func run() throws {
        _ = try code.renderOptions()  // a config given is checked too
        let compiled = try Compilation.run(input, code: code)
        if explainRoles { RuleExplanation.lines(for: compiled.palettes).forEach { StandardOutput.print($0) } }
        let lint = StatusColorLint.warnings(for: compiled.palettes)
        StandardError.report(lint)
        let problems = compiled.diagnostics + lint
        let colors = compiled.palettes.reduce(0) { $0 + $1.root.colorCount }
        let verdict = problems.isEmpty ? "no problems" : StandardError.summary(of: problems)
        StandardOutput.print("\(compiled.palettes.count) palettes, \(colors) colors: \(verdict)")
        KeptUntilExit.keep(compiled)
    }
}
