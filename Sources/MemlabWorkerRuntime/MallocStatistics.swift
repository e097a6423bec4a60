@preconcurrency import Glibc

/// jemalloc's own counters, when memlab preloaded it (`--allocator malloc`). Looked
/// up at run time with dlsym, so the worker never links jemalloc otherwise.
struct MallocStatistics {
    var allocatedBytes: Int64
    var activeBytes: Int64
    var residentBytes: Int64

    private typealias Mallctl =
        @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, UnsafeMutableRawPointer?, Int) -> Int32

    nonisolated(unsafe) private static let mallctl: Mallctl? = {
        guard getenv("Malloc") != nil, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallctl") else { return nil }
        return unsafeBitCast(symbol, to: Mallctl.self)
    }()

    static func read() -> MallocStatistics? {
        guard let mallctl else { return nil }
        // Statistics are cached until the epoch is advanced.
        var newEpoch: UInt64 = 1
        _ = mallctl("epoch", nil, nil, &newEpoch, MemoryLayout<UInt64>.size)
        func value(_ name: String) -> Int64 {
            var result = 0
            var size = MemoryLayout<Int>.size
            return mallctl(name, &result, &size, nil, 0) == 0 ? Int64(result) : -1
        }
        return MallocStatistics(allocatedBytes: value("stats.allocated"), activeBytes: value("stats.active"), residentBytes: value("stats.resident"))
    }

    /// As the frames carry them.
    var counts: MallocCounts { MallocCounts(allocatedBytes: allocatedBytes, activeBytes: activeBytes, residentBytes: residentBytes) }
}
