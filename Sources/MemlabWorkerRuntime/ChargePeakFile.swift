@preconcurrency import Glibc

/// The worker's own cgroup's high-water mark (v1 `memory.max_usage_in_bytes`, v2 `memory.peak`),
/// read and reset by the worker itself after each push's sample: the kernel's exact peak charge
/// of that push (its start, the handler, teardown, the collection), with no race against the
/// parent, which reads frames behind the worker. v1 resets on a write of 0; v2 (Linux 6.12+)
/// resets the peak seen through this open file on any write. Where the write fails the reading
/// would span pushes, so none is given (Linux 6.1's memory.peak is read-only): the split below
/// is still read.
final class ChargePeakFile {
    /// The high-water mark's file, open for reading and resetting; -1 where it cannot be reset.
    private let fd: Int32
    private let resetText: String
    /// memory.stat beside it: the charge split into anonymous and file pages.
    private let statFD: Int32
    private let isV2: Bool

    init?(path: String) {
        isV2 = path.hasSuffix("memory.peak")
        resetText = isV2 ? "reset\n" : "0\n"
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        statFD = open(directory + "/memory.stat", O_RDONLY | O_CLOEXEC)
        var opened = open(path, O_RDWR | O_CLOEXEC)
        if opened >= 0 && !ChargePeakFile.reset(opened, resetText) {
            close(opened)
            opened = -1
        }
        fd = opened
        guard fd >= 0 || statFD >= 0 else { return nil }
    }

    deinit {
        if fd >= 0 { close(fd) }
        if statFD >= 0 { close(statFD) }
    }

    /// The cgroup's charge now, split as memory.stat splits it: anonymous pages (v1 `rss`, v2
    /// `anon`) and file pages (v1 `cache`, v2 `file`; shared memory counts there on both).
    func split() -> (anonBytes: Int64, fileBytes: Int64)? {
        guard statFD >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { pread(statFD, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let anonKey = Array((isV2 ? "anon " : "rss ").utf8), fileKey = Array((isV2 ? "file " : "cache ").utf8)
        var anon: Int64?, file: Int64?
        var start = 0
        while start < count {
            var end = start
            while end < count && buffer[end] != 10 { end += 1 }
            let line = buffer[start..<end]
            func value(after key: [UInt8]) -> Int64? {
                guard line.starts(with: key) else { return nil }
                var number: Int64 = 0
                for byte in line.dropFirst(key.count) where byte >= 48 && byte <= 57 { number = number * 10 + Int64(byte - 48) }
                return number
            }
            if anon == nil { anon = value(after: anonKey) }
            if file == nil { file = value(after: fileKey) }
            start = end + 1
        }
        guard let anon, let file else { return nil }
        return (anon, file)
    }

    private static func reset(_ fd: Int32, _ text: String) -> Bool {
        text.withCString { pwrite(fd, $0, strlen($0), 0) } >= 0
    }

    private func reset() -> Bool { ChargePeakFile.reset(fd, resetText) }

    /// The peak since the last reset, and resets it (nil where the mark cannot be reset).
    func take() -> Int64? {
        guard fd >= 0 else { return nil }
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
