import Foundation

/// `memlab run --storage DIR`: the SQLite database in DIR that the worker's IndexedDB and Cache
/// API keep (the worker's StorageHost.swift opens it; the parent never links SQLite). The parent
/// checks the directory and the file's header before any worker starts, so that a file that is
/// not a database, or the store of an earlier memlab, is one sentence and exit 65 with nothing
/// overwritten; the worker checks the rest (SQLite's quick_check) before it writes.
public enum StorageFile {
    public static let name = "storage.sqlite3"
    /// The store of an earlier memlab, which kept IndexedDB and caches in memory and saved them
    /// whole to this file (a format of its own, magic "memlab-storage\n").
    public static let oldName = "storage.memlab"
    static let magic = Array("SQLite format 3\0".utf8)

    /// The storage directory is there and takes a file: checked before any worker starts, so
    /// that no measurement is lost to it.
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

    /// The database in `directory`; nil when the directory holds none yet (a run that starts
    /// empty). Throws (66) when the directory is missing, (73) when it takes no file, (65) when
    /// the file is not an SQLite database or the directory holds an earlier memlab's store.
    public static func existing(in directory: String) throws(MemlabError) -> String? {
        try checkDirectory(directory)
        let path = directory + "/" + name
        guard FileManager.default.fileExists(atPath: path) else {
            if FileManager.default.fileExists(atPath: directory + "/" + oldName) {
                throw MemlabError(
                    .dataError,
                    "\(directory)/\(oldName) is the store of an earlier memlab, which kept IndexedDB and caches in memory; this memlab keeps them in \(path) (SQLite), so give --storage an empty directory or move that file away (nothing was run and it is unchanged)"
                )
            }
            return nil
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw MemlabError(.noInput, "cannot read the storage file \(path); check its permissions")
        }
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        try? handle.close()
        if let problem = problem(in: header) {
            throw MemlabError(
                .dataError, "the storage file \(path) \(problem); nothing was run and the file is unchanged (restore it, or give --storage an empty directory)")
        }
        return path
    }

    /// What is wrong with a database file's first 100 bytes (SQLite's header), as the end of a
    /// sentence, or nil. An empty file is one SQLite takes as a new database.
    static func problem(in header: [UInt8]) -> String? {
        if header.isEmpty { return nil }
        guard header.count == 100, Array(header[0..<magic.count]) == magic else { return "is not an SQLite database (its header is not SQLite's)" }
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        guard pageSize == 1 || (pageSize >= 512 && pageSize & (pageSize - 1) == 0) else { return "is corrupt (its page size is \(pageSize))" }
        return nil
    }

    /// The file beside the store that keeps the SHA-256 of the script that installed it (the
    /// service worker's registration: docs/probes.md, "The service-worker lifecycle").
    public static let registrationName = "script.sha256"

    /// What `directory`'s store says of the registration of the script whose SHA-256 is `sha256`:
    /// no store (or no directory), new; a store whose kept hash is the same, installed; else an update.
    public static func registration(in directory: String?, sha256: String) -> RunPlan.Registration {
        guard let directory else { return .new }
        let stored = FileManager.default.fileExists(atPath: directory + "/" + name)
        guard let kept = FileManager.default.contents(atPath: directory + "/" + registrationName) else { return stored ? .update : .new }
        let text = String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text == sha256 ? .installed : .update
    }

    /// Keeps `sha256` as the installed script's beside `directory`'s store (written whole, then renamed).
    public static func register(sha256: String, in directory: String) throws(MemlabError) {
        let path = directory + "/" + registrationName
        let scratch = directory + "/.\(registrationName).\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: scratch, contents: Data((sha256 + "\n").utf8)), rename(scratch, path) == 0 else {
            let reason = access(scratch, F_OK) == 0 ? String(cString: strerror(errno)) : "it could not be written (is the disk full?)"
            unlink(scratch)
            throw MemlabError(.cannotCreate, "cannot save \(path): \(reason); the next run will install the script again")
        }
    }
}
