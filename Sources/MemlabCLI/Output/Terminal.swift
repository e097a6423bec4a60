@preconcurrency import Glibc
import Foundation
import MemlabCore
import Synchronization

/// Where output goes: results on stdout, progress and diagnostics on stderr;
/// progress only when stderr is a terminal; colour only when allowed (NO_COLOR, TERM=dumb).
struct Terminal {
    let stdoutIsTTY = isatty(1) == 1
    let stderrIsTTY = isatty(2) == 1
    let colorAllowed: Bool

    init() {
        let environment = ProcessInfo.processInfo.environment
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        colorAllowed = !noColor && !dumb
    }

    var showsProgress: Bool { stderrIsTTY && ProcessInfo.processInfo.environment["TERM"] != "dumb" }

    func style(_ text: String, _ code: String, stream: Int32 = 1) -> String {
        guard colorAllowed, stream == 1 ? stdoutIsTTY : stderrIsTTY else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    func bold(_ text: String) -> String { style(text, "1") }
    func red(_ text: String) -> String { style(text, "31") }
    func green(_ text: String) -> String { style(text, "32") }
    func yellow(_ text: String) -> String { style(text, "33") }
    func dim(_ text: String) -> String { style(text, "2") }

    /// Whether a write to stdout found it closed (EPIPE: the reader left). Nothing more is written
    /// there; the command finishes its work, and memlab exits 141 (`ExitCode.brokenPipe`).
    static var stdoutClosed: Bool { closed.withLock { $0.stdout } }
    private static let closed = Mutex((stdout: false, stderr: false))

    /// Writes all of `bytes` to `fd`; false (and nothing more to it, ever) once it is closed.
    @discardableResult
    static func write(_ bytes: some Collection<UInt8>, to fd: Int32) -> Bool {
        if closed.withLock({ fd == STDOUT_FILENO ? $0.stdout : $0.stderr }) { return false }
        let array = Array(bytes)
        var offset = 0
        while offset < array.count {
            let written = array.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                // EPIPE, or any failure of the stream: stop writing to it, quietly.
                closed.withLock { if fd == STDOUT_FILENO { $0.stdout = true } else { $0.stderr = true } }
                return false
            }
            offset += written
        }
        return true
    }

    static func out(_ text: String) {
        write(Array((text + "\n").utf8), to: STDOUT_FILENO)
    }

    /// Bytes as they are, on stdout.
    static func out(bytes: some Collection<UInt8>) {
        write(bytes, to: STDOUT_FILENO)
    }

    /// A value as the JSON memlab writes to results/ (sorted keys), on stdout.
    static func outJSON(_ value: some Encodable) {
        let data = (try? ResultStore.encoder().encode(value)) ?? Data()
        write([UInt8](data) + [0x0A], to: STDOUT_FILENO)
    }

    /// A record, streamed (RecordJSON): a long run's record is never held whole in memory.
    static func outJSON(_ record: RunRecord) {
        try? RecordJSON.write(record) { bytes in write(bytes, to: STDOUT_FILENO) }
    }

    /// A record already written to `path`, copied to stdout as it is there (the same bytes
    /// `outJSON` would encode again); false when the file cannot be read (nothing was printed).
    static func outFile(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var printed = false
        // In the kernel, page cache to stdout (one copy, not two through a buffer of ours).
        while true {
            let sent = sendfile(STDOUT_FILENO, fd, nil, 1 << 30)
            if sent > 0 {
                printed = true
                continue
            }
            if sent == 0 { return true }
            if errno == EINTR { continue }
            if errno == EAGAIN {
                var ready = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            if errno == EPIPE {
                closed.withLock { $0.stdout = true }
                return true
            }
            break  // stdout takes no sendfile: the rest through a buffer (the file's offset is where it stopped)
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // A read that fails part way has printed what it could: not printed twice.
            if count <= 0 { return count == 0 || printed }
            guard write(buffer[0..<count], to: STDOUT_FILENO) else { return true }
            printed = true
        }
    }

    static func err(_ text: String) {
        write(Array((text + "\n").utf8), to: STDERR_FILENO)
    }

    /// A progress line that rewrites itself; cleared before anything else is printed.
    func progress(_ text: String) {
        guard showsProgress else { return }
        Terminal.write(Array(("\r\u{1B}[2K" + text).utf8), to: STDERR_FILENO)
    }

    func clearProgress() {
        guard showsProgress else { return }
        Terminal.write(Array("\r\u{1B}[2K".utf8), to: STDERR_FILENO)
    }
}
