/// Which file a path leads to, by its device and inode as the CLI found them: names and symbolic
/// links that lead to one file share it.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}
