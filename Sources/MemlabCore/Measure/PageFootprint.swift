import Foundation
import CSandbox

/// A process's anonymous footprint counted in 4 KiB pages and as a kernel with 16 KiB pages
/// (iOS on arm64) would count it: there a scattered small allocation dirties a whole 16 KiB
/// page. Read from /proc/PID/pagemap with the PAGEMAP_SCAN ioctl (Linux 6.7 and later).
public struct PageFootprint: Sendable, Equatable {
    /// RssAnon + VmSwap, from the page tables.
    public var bytes4K: Int64
    /// Every 16 KiB-aligned block that holds any anonymous page, counted whole.
    public var bytes16K: Int64

    /// Reads the footprint of `pid` (nil: this process); nil when the kernel has no
    /// PAGEMAP_SCAN or the process is gone or not ours to read.
    public static func read(pid: pid_t? = nil) -> PageFootprint? {
        let fd = open("/proc/\(pid.map(String.init) ?? "self")/pagemap", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return read(pagemapFD: fd)
    }

    /// Reads through an open /proc/PID/pagemap (keep it open to sample a process repeatedly).
    public static func read(pagemapFD: Int32) -> PageFootprint? {
        var small: Int64 = 0, large: Int64 = 0
        guard memlab_page_footprint(pagemapFD, &small, &large) == 0 else { return nil }
        return PageFootprint(bytes4K: small, bytes16K: large)
    }
}
