import Foundation
import XCTest

extension Sandbox {
    /// Tests run as root here, and root reads and writes whatever the modes say; a test of what a mode
    /// forbids runs palettec as `nobody` then, through this launcher.
    static func unprivilegedLauncher() throws -> [String] {
        guard getuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            throw XCTSkip("running as root without \(setpriv): a mode cannot keep palettec out")
        }
        return [setpriv, "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"]
    }

    static let nobody = 65534

    func setMode(_ mode: Int, of relative: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url(relative).path)
    }

    func mode(of relative: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url(relative).path)
        guard let mode = attributes[.posixPermissions] as? Int else {
            throw PalettecTestError("no mode for \(relative)")
        }
        return mode
    }

    /// Gives `relative` and everything in it to `nobody`, so an unprivileged palettec may write there.
    func giveToNobody(_ relative: String) throws {
        let base = url(relative)
        try FileManager.default.setAttributes(
            [.ownerAccountID: Self.nobody, .groupOwnerAccountID: Self.nobody], ofItemAtPath: base.path)
        for path in FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? [] {
            try FileManager.default.setAttributes(
                [.ownerAccountID: Self.nobody, .groupOwnerAccountID: Self.nobody],
                ofItemAtPath: base.appendingPathComponent(path).path)
        }
    }
}
