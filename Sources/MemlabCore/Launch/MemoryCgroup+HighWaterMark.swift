import Foundation

extension MemoryCgroup {
    /// The file the kernel keeps the cgroup's high-water mark in: the worker reads and resets it
    /// after every push, for each push's exact peak charge.
    public var highWaterMarkFile: String { path + (version == .v1 ? "/memory.max_usage_in_bytes" : "/memory.peak") }
}
