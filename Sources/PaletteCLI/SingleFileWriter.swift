import Foundation
import PaletteCore

/// Writes one file at a path chosen by a build system: only when its bytes change, and atomically.
struct SingleFileWriter {
    func write(_ contents: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let plan = OutputPlan.compare([RenderedFile(path: url.lastPathComponent, contents: contents)], with: folder.path, removingStale: false)
        try OutputWriter().apply(plan)
    }
}
