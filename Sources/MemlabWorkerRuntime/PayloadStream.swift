@preconcurrency import Glibc
import MemlabProtocol

/// `--payloads FILE` in the worker: the file stays open and only its lines' offsets are kept, so
/// a long stream costs the footprint 16 bytes a line, not its text; each push reads its own line
/// (PayloadLines.line) when it is delivered.
final class PayloadStream {
    private let fd: Int32
    private let lines: [Range<Int>]

    /// nil (errno set) when the file cannot be read or has no line.
    init?(path: String) {
        guard let bytes = FileAccess.readWholeFile(path, limit: 1 << 30) else { return nil }
        let lines = PayloadLines.ranges(bytes)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0, !lines.isEmpty else {
            if fd >= 0 { close(fd) }
            return nil
        }
        self.fd = fd
        self.lines = lines
    }

    deinit { close(fd) }

    var count: Int { lines.count }

    /// Push `push`'s payload (1-based push), read from the file now.
    func payload(forPush push: Int) -> [UInt8] {
        let range = lines[PayloadLines.line(forPush: push, count: lines.count)]
        var bytes = [UInt8](repeating: 0, count: range.count)
        var filled = 0
        while filled < range.count {
            let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + filled, range.count - filled, off_t(range.lowerBound + filled)) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return Array(bytes[0..<filled])
    }
}
