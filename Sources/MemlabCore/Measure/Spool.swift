import Foundation

/// A run's frames, appended to `RESULTS/.spool-PID-SERIAL-RANDOM.frames.tmp` (hidden, beside
/// the record it becomes; a `.tmp` name, as every file memlab has not finished) as they arrive, so that a
/// memlab killed before it writes the record (SIGKILL, a machine that runs out of memory) loses at
/// most the frame in flight: the next `memlab run`, or `memlab recover`, builds the record from it.
///
/// The file is newline-delimited JSON. Its first line is the header (`SpoolHeader`: the run's
/// options and what the parent set up); then the worker's frame lines exactly as it sent them
/// (only whole lines: a partial line waits for its end), and memlab's own lines among them,
/// each starting `{"spool":` (no frame does: every frame starts with `{"type":`):
/// - `{"spool":"worker","offset":N,"keepStart":true}` before each worker's frames;
/// - `{"spool":"peak","push":N,"bytes":B}` the highest footprint sampled during push N;
/// - `{"spool":"exit","code":C}` / `{"spool":"exit","signal":S}` when a worker was reaped.
/// Nothing is fsynced per frame: what the kernel has of the file survives memlab's death.
/// The spool is removed once the record is written.
public final class SpoolWriter {
    public let path: String
    private let fd: Int32
    private var pending: [UInt8] = []
    /// Appends stop at the first failed write (a full disk): the spool is removed and the run goes on without it.
    public private(set) var failed = false

    /// Creates the spool with its header; nil when the directory cannot be made or written
    /// (the run goes on, as it did before spools).
    public static func create(directory: String, header: SpoolHeader) -> SpoolWriter? {
        if mkdir(directory, 0o755) != 0 && errno != EEXIST { return nil }
        let name = SpoolRecovery.prefix + "\(getpid())-\(Containment.nextSerial())-\(String(UInt32.random(in: 0...0xffff), radix: 16))" + SpoolRecovery.suffix
        let path = directory + "/" + name
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        let writer = SpoolWriter(path: path, fd: fd)
        guard let line = try? JSONEncoder().encode(header) else {
            writer.discard()
            return nil
        }
        writer.write(Array(line) + [UInt8(ascii: "\n")])
        if writer.failed {
            writer.discard()
            return nil
        }
        return writer
    }

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit { close(fd) }

    /// The worker's bytes as read: every complete line goes to the file, a partial one waits.
    public func append(_ bytes: some Collection<UInt8>) {
        guard !failed else { return }
        pending.append(contentsOf: bytes)
        guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return }
        write(pending[...last])
        pending.removeSubrange(...last)
    }

    /// A new worker's frames follow (process isolation starts one per push); a partial line the
    /// last one left is dropped, as the reader drops it.
    public func beginWorker(offset: Int, keepStart: Bool) {
        pending.removeAll()
        control("{\"spool\":\"worker\",\"offset\":\(offset),\"keepStart\":\(keepStart)}")
    }

    public func peak(push: Int, bytes: Int64) { control("{\"spool\":\"peak\",\"push\":\(push),\"bytes\":\(bytes)}") }

    public func exit(_ exit: WorkerExit) {
        pending.removeAll()
        switch exit {
        case .exited(let code): control("{\"spool\":\"exit\",\"code\":\(code)}")
        case .signaled(let signal): control("{\"spool\":\"exit\",\"signal\":\(signal)}")
        }
    }

    /// The record is written: the spool goes.
    public func discard() { unlink(path) }

    private func control(_ line: String) { write(Array((line + "\n").utf8)) }

    private func write(_ bytes: some Collection<UInt8>) {
        guard !failed else { return }
        let array = Array(bytes)
        array.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    // A full disk: a spool with a hole is no use, and must not fill what is left.
                    failed = true
                    unlink(path)
                    return
                }
                offset += written
            }
        }
    }
}

/// Where a command keeps the run's spool until it has written the record (then `finish()`).
public final class SpoolSlot: @unchecked Sendable {
    /// The directory spools go in: the results directory itself.
    public let directory: String
    public var writer: SpoolWriter?

    public init(resultsDirectory: String) { directory = resultsDirectory }

    /// The record is written: the spool is no longer needed.
    public func finish() {
        writer?.discard()
        writer = nil
    }
}

/// The spool's first line: what the record needs that the frames do not carry: the run's plan,
/// the probe as it was read, the backend as set up, and where memlab and the application were
/// built from. A spool of another version (spools are never kept past the next run) is refused
/// with a sentence, and left in place.
public struct SpoolHeader: Codable, Sendable {
    public static let currentVersion = 2
    public var spoolVersion = SpoolHeader.currentVersion
    public var memlabPid: Int32
    public var startedAt: String
    public var plan: RunPlan
    public var probeSHA256: String
    public var probeBytes: Int
    public var backend: RunPlan.Enforcement
    public var detail: String
    public var provenance: Provenance
    /// What `--storage` said of the registration before the run (nil in a spool written before
    /// it was kept, or without `--storage`'s verdict), so that a recovered record says, as the
    /// run's own would have, that install was skipped.
    public var registration: RunPlan.Registration?

    init(
        plan: RunPlan, probe: ProbeSource, backend: RunPlan.Enforcement, detail: String, provenance: Provenance,
        registration: RunPlan.Registration? = nil
    ) {
        memlabPid = getpid()
        startedAt = UTCTime.iso8601()
        self.plan = plan
        probeSHA256 = probe.sha256
        probeBytes = probe.size
        self.backend = backend
        self.detail = detail
        self.provenance = provenance
        self.registration = registration
    }
}

/// Builds records from the spools of runs whose memlab died before writing them.
public enum SpoolRecovery {
    /// One recovered run: the record and where it was written (nil: it could not be written, the spool stays).
    public struct Recovered {
        public var record: RunRecord
        public var spoolPath: String
        public var resultPath: String?
    }

    static let prefix = ".spool-"
    /// The longest header line read (the run's plan; a spool's frames are the worker's, at most
    /// `FrameReader.maximumLineBytes` each).
    static let maximumHeaderBytes = 1 << 20
    static let suffix = ".frames.tmp"

    /// The spools in `directory` whose memlab is no longer running.
    public static func orphans(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted().compactMap { name in
            guard let pid = Int32(name.dropFirst(prefix.count).split(separator: "-").first ?? ""), pid != getpid() else { return nil }
            guard SpoolRecovery.isGone(pid) else { return nil }
            return directory + "/" + name
        }
    }

    /// No such process, or one that has died and waits to be reaped (a zombie).
    static func isGone(_ pid: Int32) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// Recovers every orphaned spool of `resultsDirectory`: each record is written beside the
    /// others (into the directory its run was writing to) and its spool removed.
    public static func recoverAll(resultsDirectory: String) -> (recovered: [Recovered], problems: [String]) {
        var recovered: [Recovered] = []
        var problems: [String] = []
        for path in orphans(in: resultsDirectory) {
            do throws(MemlabError) {
                var record = try record(fromSpool: path)
                let written = try ResultStore.write(&record, to: .directory(resultsDirectory))
                unlink(path)
                recovered.append(Recovered(record: record, spoolPath: path, resultPath: written))
            } catch {
                problems.append(error.sentence)
            }
        }
        return (recovered, problems)
    }

    /// The record of the run a spool holds, marked as recovered and as ended by memlab's death.
    public static func record(fromSpool path: String) throws(MemlabError) -> RunRecord {
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw MemlabError(.noInput, "cannot read the spool \(path); check its permissions")
        }
        defer { try? file.close() }
        var header: SpoolHeader?
        var replay = Collected.Replay()
        var line: [UInt8] = []
        var lastExit: WorkerExit?
        var workers = 0
        func handle(_ bytes: [UInt8]) throws(MemlabError) {
            if header == nil {
                struct Version: Decodable { var spoolVersion: Int }
                if let version = try? JSONDecoder().decode(Version.self, from: Data(bytes)), version.spoolVersion != SpoolHeader.currentVersion {
                    throw MemlabError(
                        .dataError,
                        "\(path) is a spool of version \(version.spoolVersion), written by another memlab (this one reads \(SpoolHeader.currentVersion)); recover it with that memlab, or remove it"
                    )
                }
                guard let decoded = try? JSONDecoder().decode(SpoolHeader.self, from: Data(bytes)) else {
                    throw MemlabError(.dataError, "\(path) is not a memlab spool (its first line is not a spool header); remove it")
                }
                header = decoded
                replay.maximumPush = decoded.plan.pushes
                return
            }
            if bytes.starts(with: Array("{\"spool\":".utf8)) {
                guard let control = try? JSONDecoder().decode(Control.self, from: Data(bytes)) else { return }
                switch control.spool {
                case "worker":
                    workers += 1
                    replay.beginWorker(offset: control.offset ?? 0, keepStart: control.keepStart ?? true)
                    lastExit = nil
                case "peak":
                    if let push = control.push, let bytes = control.bytes { replay.peak(push: push, bytes: bytes) }
                case "exit":
                    if let code = control.code { lastExit = .exited(code) } else if let signal = control.signal { lastExit = .signaled(signal) }
                    replay.endWorker(exit: lastExit ?? .signaled(SIGKILL))
                default: break
                }
                return
            }
            replay.feed(bytes + [UInt8(ascii: "\n")])
        }
        while true {
            let chunk: Data
            do { chunk = try file.read(upToCount: 1 << 16) ?? Data() } catch {
                throw MemlabError(.noInput, "cannot read the spool \(path) (\(error.localizedDescription)); check the disk")
            }
            if chunk.isEmpty { break }
            for byte in chunk {
                if byte == UInt8(ascii: "\n") {
                    if header == nil && line.count > maximumHeaderBytes {
                        throw MemlabError(.dataError, "\(path) is not a memlab spool (its first line is over \(maximumHeaderBytes) bytes); remove it")
                    }
                    if !line.isEmpty { try handle(line) }
                    line.removeAll(keepingCapacity: true)
                } else if line.count <= (header == nil ? maximumHeaderBytes : FrameReader.maximumLineBytes) {
                    // Bounded: past its limit a line is kept no further (a frame's is then
                    // an oversized frame to the reader, the header's a refusal), never held whole.
                    line.append(byte)
                }
            }
        }
        // A last line without its newline is the frame that was in flight: lost, as promised.
        guard let header else { throw MemlabError(.dataError, "\(path) is an empty memlab spool (memlab died as it started the run); remove it") }
        if lastExit == nil && workers > 0 { replay.endWorker(exit: .signaled(SIGKILL)) }
        let received = replay.collected.finishedPushes.count
        let recovery = RecoveryInfo(
            spool: (path as NSString).lastPathComponent, memlabPid: header.memlabPid, startedAt: header.startedAt, pushesReceived: received,
            workerFinished: replay.collected.frames.contains { $0.done != nil })
        // The probe as it was run (the file may have changed since); the time to the last push received.
        let elapsed = replay.collected.finishedPushes.max().flatMap { replay.collected.pushRecords[$0]?[seconds: .elapsedSeconds] } ?? 0
        let measurement = Measurement(
            plan: header.plan, probe: ProbeSource(path: header.plan.probePath, sha256: header.probeSHA256, size: header.probeBytes),
            collected: replay.collected, backend: header.backend, detail: header.detail,
            cgroupPeakBytes: replay.collected.chargePeakBytes, elapsedSeconds: elapsed, recovery: recovery, registration: header.registration)
        return RecordAssembler(measurement, sections: RecordSections(provenance: header.provenance)).assemble()
    }

    struct Control: Decodable {
        var spool: String
        var offset: Int?
        var keepStart: Bool?
        var push: Int?
        var bytes: Int64?
        var code: Int32?
        var signal: Int32?
    }
}
