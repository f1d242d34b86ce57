import CLibFuzzer
import Foundation

// SwiftPM links an executable with `main` defined as this module's entry point, so libFuzzer's own
// `main` is never used: start its driver here, with the same arguments.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, paletteFuzzOneInput))
