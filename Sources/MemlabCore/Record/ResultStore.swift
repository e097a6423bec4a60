import Foundation

/// Writes and reads run records. Writes are atomic (temp file in the same
/// directory, fsync, rename, fsync of the directory): a reader, or a memlab
/// killed mid-write, never sees half a record. Names sort by time and never collide.
public struct ResultStore: Sendable {
    public let directory: String

    public init(directory: String) { self.directory = directory }

    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }

    /// `20261130T002412Z-grow-1234-5f3a.json`
    public func fileName(for record: RunRecord, now: Date = Date()) -> String {
        let stem = record.probe.name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        let suffix = String(UInt32.random(in: 0...0xffff), radix: 16)
        return "\(UTCTime.compact(now, milliseconds: true))-\(String(stem))-\(getpid())-\(suffix).json"
    }

    @discardableResult
    public func write(_ record: RunRecord) throws(MemlabError) -> String {
        var copy = record
        return try write(&copy, withSnapshots: false)
    }

    /// With `withSnapshots`, the record's heap snapshots (`explain.snapshots`, `--explain`) go first,
    /// each to `<record name>.<label>.heapsnapshot` beside it, and `record` comes back naming them.
    @discardableResult
    public func write(_ record: inout RunRecord, withSnapshots: Bool) throws(MemlabError) -> String {
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            throw MemlabError(
                .cannotCreate, "cannot create the results directory \(directory): \(String(cString: strerror(errno))); pass --out DIR to write elsewhere")
        }
        ResultStore.reapTemporaryFiles(in: directory)
        // Never replace another run's record, even one written in the same millisecond.
        for _ in 0..<8 {
            let path = directory + "/" + fileName(for: record)
            var named = record
            if withSnapshots {
                // The snapshots take the record's name first: only a name no record has yet.
                if FileManager.default.fileExists(atPath: path) { continue }
                try ResultStore.writeSnapshots(of: &named, stem: String(path.dropLast(".json".count)))
            }
            // Streamed (RecordJSON): a long run's record is never held whole in memory.
            if try ResultStore.writeAtomically(to: path, replace: false, producer: { write in try RecordJSON.write(named, write) }) {
                record = named
                return path
            }
        }
        throw MemlabError(.cannotCreate, "cannot find a free result file name in \(directory)")
    }

    /// Makes sure a record can be written to `destination` before a run starts: the results
    /// directory made (one level, as `write` makes it) and writable, or a suite file's directory
    /// writable. A measurement is never lost to a destination found unwritable at the end.
    public static func prepare(_ destination: RecordDestination) throws(MemlabError) {
        let directory: String
        switch destination {
        case .directory(let path):
            directory = path
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw MemlabError(
                    .cannotCreate, "cannot create the results directory \(path): \(String(cString: strerror(errno))); pass --out DIR to write elsewhere")
            }
        case .file(let path):
            directory = (path as NSString).deletingLastPathComponent
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MemlabError(.cannotCreate, "cannot write a result into \(directory): it is not a directory; pass --out DIR to write elsewhere")
        }
        if let problem = Writable.problem(inDirectory: directory) {
            throw MemlabError(.cannotCreate, "cannot write a result into \(directory): \(problem); pass --out DIR to write elsewhere")
        }
    }

    /// Writes `record` (and its heap snapshots, beside it) to `destination`; `record` comes back
    /// naming the snapshot files. The record's path.
    @discardableResult
    public static func write(_ record: inout RunRecord, to destination: RecordDestination) throws(MemlabError) -> String {
        switch destination {
        case .directory(let directory):
            return try ResultStore(directory: directory).write(&record, withSnapshots: true)
        case .file(let path):
            try writeSnapshots(of: &record, stem: String(path.dropLast(".json".count)))
            let named = record
            guard try writeAtomically(to: path, replace: false, producer: { write in try RecordJSON.write(named, write) }) else {
                throw MemlabError(.cannotCreate, "\(path) exists already; records are never replaced, so pass another --out DIR")
            }
            return path
        }
    }

    /// Writes the record's heap snapshots (`--explain`) to `<stem>.<label>.heapsnapshot`, names
    /// each file in the record (its last path component) and drops the text from the record.
    public static func writeSnapshots(of record: inout RunRecord, stem: String) throws(MemlabError) {
        guard let explain = record.explain else { return }
        for (position, snapshot) in explain.snapshots.enumerated() {
            guard let data = snapshot.data else { continue }
            let file = stem + "." + snapshot.label + ".heapsnapshot"
            if try ResultStore.writeAtomically(data, to: file, replace: true) {
                record.explain!.snapshots[position].file = (file as NSString).lastPathComponent
            }
            record.explain!.snapshots[position].data = nil
        }
    }

    /// Writes `data` to `path` so that a reader never sees a partial file. With
    /// `replace: false` an existing file is left alone and false is returned.
    /// Anything at `path` that is not a regular file is refused (a rename over
    /// `/dev/null` would replace the device).
    @discardableResult
    public static func writeAtomically(_ data: Data, to path: String, replace: Bool = true) throws(MemlabError) -> Bool {
        try writeAtomically(to: path, replace: replace) { write in _ = write([UInt8](data)) }
    }

    /// As above, the bytes coming from `producer` in pieces (each handed to the function it is
    /// given, which returns false once a write has failed).
    @discardableResult
    public static func writeAtomically(to path: String, replace: Bool = true, producer: (([UInt8]) -> Bool) throws -> Void) throws(MemlabError) -> Bool {
        var existing = stat()
        if lstat(path, &existing) == 0 && (existing.st_mode & S_IFMT) != S_IFREG {
            throw MemlabError(.cannotCreate, "\(path) exists and is not a regular file; give a file path to write to")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw MemlabError(.cannotCreate, "cannot write a result into \(directory): \(String(cString: strerror(errno))); pass --out DIR to write elsewhere")
        }
        var failure: Int32 = 0
        var encodingError: Error?
        do {
            try producer { bytes in
                guard failure == 0 else { return false }
                bytes.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                        if written < 0 { if errno == EINTR { continue }; failure = errno; return }
                        offset += written
                    }
                }
                return failure == 0
            }
        } catch { encodingError = error }
        if let encodingError {
            close(fd)
            unlink(temporary)
            throw MemlabError(.software, "cannot encode the result: \(encodingError)")
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        var placed = true
        if failure == 0 {
            if replace {
                if rename(temporary, path) != 0 { failure = errno }
            } else {
                // link() fails with EEXIST instead of replacing: no-clobber, still atomic.
                if link(temporary, path) != 0 {
                    if errno == EEXIST { placed = false } else { failure = errno }
                }
                unlink(temporary)
            }
        }
        if failure != 0 {
            unlink(temporary)
            throw MemlabError(.cannotCreate, "cannot write the result \(path): \(String(cString: strerror(failure))); nothing partial was left behind")
        }
        let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 { fsync(directoryFD); close(directoryFD) }
        return placed
    }

    /// Removes `.NAME.PID.tmp` files whose writer no longer exists (a memlab killed with
    /// SIGKILL between creating its temp file and renaming it).
    public static func reapTemporaryFiles(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.dropLast(4).split(separator: ".")
            guard let last = parts.last, let pid = Int32(last), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + name) }
        }
    }

    /// Reads one record, refusing newer schemas and corrupt files with a sentence.
    /// The largest record memlab reads (a million pushes of clean.js write 46-63 MiB): past it the
    /// file is refused before it is read, not held whole (docs/fuzzing.md, "Limits").
    public static let maximumRecordBytes: Int64 = 1 << 30

    public static func read(_ path: String) throws(MemlabError) -> RunRecord {
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int64(status.st_size) > maximumRecordBytes {
            throw MemlabError(
                .dataError,
                "\(path) is \(status.st_size) bytes, more than the \(maximumRecordBytes) (1 GiB) a memlab result may be, so it is not read; give a record memlab wrote"
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MemlabError(.noInput, "cannot read the result file \(path); check the path")
        }
        return try read(data: data, path: path)
    }

    /// A record's bytes (`path` names it in the sentences), checked as `read(_:)` checks a file.
    public static func read(data: Data, path: String) throws(MemlabError) -> RunRecord {
        struct Header: Decodable { var schemaVersion: Int? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw MemlabError(.dataError, "\(path) is not a memlab result (not valid JSON, or truncated); re-run the probe to get a fresh record")
        }
        guard let version = header.schemaVersion else {
            throw MemlabError(.dataError, "\(path) has no schemaVersion, so it is not a memlab result")
        }
        guard version <= RunRecord.currentSchemaVersion else {
            throw MemlabError(
                .dataError,
                "\(path) uses result schema \(version), newer than this memlab understands (\(RunRecord.currentSchemaVersion)); upgrade memlab to read it")
        }
        do { return try JSONDecoder().decode(RunRecord.self, from: data) } catch {
            throw MemlabError(.dataError, "\(path) is a damaged memlab result (\(ResultStore.describe(error))); re-run the probe to get a fresh record")
        }
    }

    static func describe(_ error: Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .keyNotFound(let key, _): return "missing field \(key.stringValue)"
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                let path = context.codingPath.map(\.stringValue).joined(separator: ".")
                return path.isEmpty ? context.debugDescription : "bad field \(path)"
            @unknown default: return "unreadable"
            }
        }
        return "unreadable"
    }
}
