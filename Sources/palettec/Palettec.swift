import PaletteCLI

@main
enum Palettec {
    static func main() {
        PalettecCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
