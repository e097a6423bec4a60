import Foundation

/// `memlab run --storage DIR`: the file in DIR that the worker's IndexedDB and Cache API store
/// starts from and is saved to (the worker's StorageHost.swift reads and writes it; README,
/// "The --storage file", documents the format). The parent checks it before any worker starts,
/// so a corrupt or newer file is one sentence and exit 65 with nothing overwritten, and puts a
/// worker's saved store in place only once that worker finished.
public enum StorageFile {
    public static let name = "storage.memlab"
    public static let formatVersion = 1
    static let magic = Array("memlab-storage\n".utf8)

    /// The storage directory is there and takes a file (the store is saved there after the run):
    /// checked before any worker starts, so that no measurement is lost to it.
    public static func checkDirectory(_ directory: String) throws(MemlabError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MemlabError(.noInput, "the storage directory \(directory) does not exist; create it (an empty one starts from empty storage)")
        }
        if let problem = Writable.problem(inDirectory: directory) {
            throw MemlabError(
                .cannotCreate, "cannot write to the storage directory \(directory): \(problem); nothing was run (give --storage a writable directory)")
        }
    }

    /// The file in `directory`; nil when the directory holds none yet (a run that starts empty).
    /// Throws (66) when the directory is missing, (73) when it takes no file, (65) when the file
    /// is corrupt or newer.
    public static func existing(in directory: String) throws(MemlabError) -> String? {
        try checkDirectory(directory)
        let path = directory + "/" + name
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MemlabError(.noInput, "cannot read the storage file \(path); check its permissions")
        }
        if let problem = problem(in: [UInt8](data)) {
            throw MemlabError(.dataError, "the storage file \(path) \(problem); nothing was run and the file is unchanged")
        }
        return path
    }

    /// What is wrong with a storage file's bytes, as the end of a sentence, or nil.
    static func problem(in data: [UInt8]) -> String? {
        guard data.count >= magic.count, Array(data[0..<magic.count]) == magic else { return "is corrupt (it does not start with memlab's storage header)" }
        var at = magic.count
        func u32() -> Int? {
            guard at + 4 <= data.count else { return nil }
            defer { at += 4 }
            return (0..<4).reduce(0) { $0 | Int(data[at + $1]) << (8 * $1) }
        }
        func skip(_ count: Int) -> Bool { guard count >= 0, at + count <= data.count else { return false }; at += count; return true }
        let ended = "is corrupt (it ends early)"
        guard let version = u32() else { return ended }
        if version > formatVersion { return "has format version \(version), newer than this memlab reads (\(formatVersion)); use the memlab that wrote it" }
        if version < 1 { return "is corrupt (its format version is 0)" }
        guard let names = u32() else { return ended }
        for _ in 0..<names {
            for _ in 0..<2 {
                guard let length = u32(), String(validating: data[min(at, data.count)..<min(at + length, data.count)], as: UTF8.self) != nil, skip(length)
                else { return ended }
            }
        }
        guard let next = u32(), let tables = u32() else { return ended }
        for _ in 0..<tables {
            guard let id = u32(), let entries = u32() else { return ended }
            if id >= next { return "is corrupt (a table id is past the next id)" }
            var last: ArraySlice<UInt8>?
            for _ in 0..<entries {
                guard let units = u32() else { return ended }
                let start = at
                guard skip(units * 2) else { return ended }
                let key = data[start..<at]
                if let last, !precedes(last, key) { return "is corrupt (a table's keys are out of order)" }
                last = key
                guard let length = u32(), skip(length) else { return ended }
            }
        }
        return at == data.count ? nil : "is corrupt (it has bytes after its last table)"
    }

    /// UTF-16LE code-unit order, as the worker's tables sort their keys.
    static func precedes(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        let x = Array(a), y = Array(b)
        var i = 0
        while i + 1 < x.count && i + 1 < y.count {
            let u = UInt16(x[i]) | UInt16(x[i + 1]) << 8, v = UInt16(y[i]) | UInt16(y[i + 1]) << 8
            if u != v { return u < v }
            i += 2
        }
        return x.count < y.count
    }

    /// Puts the store a finished worker saved at `saved` in place of `directory`'s file.
    public static func install(_ saved: String, in directory: String) throws(MemlabError) {
        let path = directory + "/" + name
        guard rename(saved, path) == 0 else {
            throw MemlabError(.cannotCreate, "cannot save the storage file \(path): \(String(cString: strerror(errno))); the previous file is unchanged")
        }
    }

    /// The file beside the store that keeps the SHA-256 of the script that installed it (the
    /// service worker's registration: README, "The service-worker lifecycle").
    public static let registrationName = "script.sha256"

    /// What `directory`'s store says of the registration of the script whose SHA-256 is `sha256`:
    /// no store (or no directory), new; a store whose kept hash is the same, installed; else an update.
    public static func registration(in directory: String?, sha256: String) -> RunPlan.Registration {
        guard let directory, FileManager.default.fileExists(atPath: directory + "/" + name) else { return .new }
        guard let kept = FileManager.default.contents(atPath: directory + "/" + registrationName) else { return .update }
        let text = String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text == sha256 ? .installed : .update
    }

    /// Keeps `sha256` as the installed script's beside `directory`'s store (written whole, then renamed).
    public static func register(sha256: String, in directory: String) throws(MemlabError) {
        let path = directory + "/" + registrationName
        let scratch = directory + "/.\(registrationName).\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: scratch, contents: Data((sha256 + "\n").utf8)), rename(scratch, path) == 0 else {
            unlink(scratch)
            throw MemlabError(.cannotCreate, "cannot save \(path): \(String(cString: strerror(errno))); the next run will install the script again")
        }
    }

    /// A path in `directory` for a worker to save to (renamed into place when the run ends).
    public static func scratch(in directory: String, worker: Int) -> String {
        directory + "/.\(name).\(getpid()).\(worker).tmp"
    }
}
