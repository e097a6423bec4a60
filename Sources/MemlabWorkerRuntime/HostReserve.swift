@preconcurrency import Glibc

/// The extension's own memory: an NSE's Swift process already has a footprint before any
/// JavaScript runs (2.77 MB measured at `didReceive`, element-x-ios #1243). The worker dirties
/// that much private, anonymous memory before JavaScriptCore starts and keeps it for its whole
/// life, so every backend counts it as iOS counts the host's: the cgroup is charged for it, the
/// watchdog sees it in RssAnon, the rlimit backend's baseline includes it.
enum HostReserve {
    /// The reserved block (kept for the worker's life; never read).
    nonisolated(unsafe) private(set) static var block: UnsafeMutableRawPointer?

    /// Maps and dirties `bytes` (rounded up to 16 KiB), 16 KiB-aligned, so that 4 KiB and 16 KiB
    /// page counts agree on it. Returns false when the memory cannot be had.
    static func dirty(bytes: Int64) -> Bool {
        guard bytes > 0 else { return true }
        let large = 16384
        let size = (Int(bytes) + large - 1) / large * large
        let mapped = mmap(nil, size + large, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return false }
        let address = Int(bitPattern: mapped)
        let aligned = (address + large - 1) / large * large
        if aligned > address { munmap(mapped, aligned - address) }
        let tail = address + size + large - (aligned + size)
        if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: aligned + size), tail) }
        let start = UnsafeMutableRawPointer(bitPattern: aligned)!
        // Not zeros the kernel could share: every byte written, as a host's own objects are.
        memset(start, 0x5a, size)
        block = start
        return true
    }
}
