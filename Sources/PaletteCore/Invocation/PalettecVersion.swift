/// palettec's version: `palettec --version`, and the header of every generated Swift file.
package enum PalettecVersion {
    package static let current = "0.6.0"
}
