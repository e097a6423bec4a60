@preconcurrency import Glibc

/// The worker's own cgroup's high-water mark (v1 `memory.max_usage_in_bytes`, v2 `memory.peak`),
/// read and reset by the worker itself after each push's sample: the kernel's exact peak charge
/// of that push (its start, the handler, teardown, the collection), with no race against the
/// parent, which reads frames behind the worker. v1 resets on a write of 0; v2 (Linux 6.12+)
/// resets the peak seen through this open file on any write. Where the write fails the reading
/// would span pushes, so none is given.
final class ChargePeakFile {
    private let fd: Int32
    private let resetText: String

    init?(path: String) {
        fd = open(path, O_RDWR | O_CLOEXEC)
        resetText = path.hasSuffix("memory.peak") ? "reset\n" : "0\n"
        guard fd >= 0 else { return nil }
        guard reset() else { close(fd); return nil }
    }

    deinit { close(fd) }

    private func reset() -> Bool {
        resetText.withCString { pwrite(fd, $0, strlen($0), 0) } >= 0
    }

    /// The peak since the last reset, and resets it.
    func take() -> Int64? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        var value: Int64 = 0
        for byte in buffer[0..<count] {
            guard byte >= 48 && byte <= 57 else { break }
            value = value * 10 + Int64(byte - 48)
        }
        return reset() ? value : nil
    }
}
