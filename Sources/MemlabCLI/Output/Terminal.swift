@preconcurrency import Glibc
import Foundation
import MemlabCore

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

    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// A value as the JSON memlab writes to results/ (sorted keys), on stdout.
    static func outJSON(_ value: some Encodable) {
        let data = (try? ResultStore.encoder().encode(value)) ?? Data()
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    /// A record, streamed (RecordJSON): a long run's record is never held whole in memory.
    static func outJSON(_ record: RunRecord) {
        try? RecordJSON.write(record) { bytes in
            FileHandle.standardOutput.write(Data(bytes))
            return true
        }
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
            break  // stdout takes no sendfile: the rest through a buffer (the file's offset is where it stopped)
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // A read that fails part way has printed what it could: not printed twice.
            if count <= 0 { return count == 0 || printed }
            FileHandle.standardOutput.write(Data(buffer[0..<count]))
            printed = true
        }
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A progress line that rewrites itself; cleared before anything else is printed.
    func progress(_ text: String) {
        guard showsProgress else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + text).utf8))
    }

    func clearProgress() {
        guard showsProgress else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
