@preconcurrency import Glibc
import CSQLite
import CSQLiteLoader
import CJSCHeap

/// The storage behind IndexedDB and the Cache API (js/idb-*.js, js/cache.js), kept as WebKit
/// keeps it (its SQLiteIDBBackingStore, and Cache Storage on disk): one SQLite database,
/// `DIR/storage.sqlite3` in the run's storage directory, which outlives every JSContext and every
/// worker process of the run. The worker's memory holds what such an engine holds: SQLite's page
/// cache (bounded: `pageCacheKiB`), its statements, and the values in flight. With
/// `--storage-in memory` the same database lives in the worker's memory instead (SQLite's
/// in-memory database), read from the directory's file at the start and written back when the
/// worker finished (device mode: after each push), as a host that keeps its stores in memory would.
///
/// It knows nothing of IndexedDB: it holds tables of sorted keys and named metadata strings, and
/// undoes a transaction's writes on abort. JavaScript encodes every key into a string whose
/// UTF-16 code-unit order is IndexedDB's key order (js/idb-keys.js); the database keeps a key as
/// a BLOB of those code units big-endian, so SQLite's memcmp order of BLOBs is that order and
/// every keyed read is a B-tree search (O(log n)). A value is the structured-clone serialization
/// (js/storage-values.js), kept as a tag byte 0 then one byte a code unit when every unit fits
/// (Latin-1), else tag 1 then UTF-16LE.
///
/// The schema (README, "The storage directory"): `meta(name, value)`; `stores(id, label,
/// entries, bytes)`, one row a table, its counters kept by triggers; `rows(store, key, value)`;
/// `undo(seq, txn, kind, store, key, value, name)`, what the open transactions replaced. `rows` is a
/// rowid table with a unique index on (store, key), as WebKit's Records table is: a WITHOUT ROWID
/// table keeps rows over about 1,000 bytes (on 4 KiB pages) in overflow pages of their own, a
/// whole page for a 1 KiB record.
/// A table's `per` is its rows per entry (a cache keeps two: the request and response, the body).
/// `PRAGMA application_id` is 0x6D6C6162 ("mlab"), `user_version` the format version.
public final class StorageHost {
    /// SQLite's page cache, in KiB (PRAGMA cache_size = -512): the most of the database the
    /// worker keeps in memory with storage on disk. WebKit bounds its own IndexedDB cache the same way.
    public static let pageCacheKiB = 512
    /// The file in a storage directory.
    public static let fileName = "storage.sqlite3"
    /// The file an earlier memlab (stores in memory, saved whole) kept in a --storage directory.
    public static let oldFileName = "storage.memlab"
    public static let formatVersion: Int32 = 1
    public static let applicationID: Int32 = 0x6D6C_6162
    /// 64 MiB: more than a push extension's whole memory ceiling, so by default the ceiling
    /// is met first, as on a device; --storage-quota lowers it.
    public static let defaultQuotaBytes: Int64 = 64 << 20

    /// The most the database may hold; a write past it is refused (QuotaExceededError in JavaScript).
    public var quotaBytes: Int64 = StorageHost.defaultQuotaBytes
    /// Whether the database is in the worker's memory (`--storage-in memory`).
    public private(set) var inMemory = false
    /// The file the database is (disk) or is read from and written to (memory); nil: none yet.
    public private(set) var path: String?
    private var db: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    private var nextTransaction = 1
    /// Open transactions (their undo rows are in `undo`). While one is open, SQLite's own
    /// transaction is: it commits once none is, so that what the database has is whole.
    private var open: Set<Int> = []
    private var pageSize: Int64 = 4096
    /// A BLOB's bytes, reused from one bind to the next.
    private var keyScratch: [UInt8] = []

    public init() {}

    deinit { close() }

    /// Closes the database (its log is checkpointed into the file and removed, as SQLite does
    /// when the last connection closes): at the worker's end.
    public func close() {
        for statement in statements.values { sqlite3_finalize(statement) }
        statements = [:]
        if let db { sqlite3_close_v2(db) }
        db = nil
    }

    // MARK: opening

    /// Takes the configuration; a directory's existing database is opened (and checked) now, a
    /// new one on first use, so that a worker that never touches storage costs nothing more. A
    /// sentence saying what is wrong, or nil.
    public func prepare(quota: Int64?, directory: String?, inMemory: Bool) -> String? {
        if let quota { quotaBytes = quota }
        self.inMemory = inMemory
        self.directory = directory
        guard let directory else { return nil }
        let file = directory + "/" + StorageHost.fileName
        if access(file, F_OK) != 0 && access(directory + "/" + StorageHost.oldFileName, F_OK) != 0 { return nil }
        return openNow()
    }

    private var directory: String?
    /// Why the database could not be opened on first use (the push loop ends the worker with it).
    public private(set) var failure: String?

    /// Whether the database is open (opened now if it was not, on first use).
    @inline(__always) private var ready: Bool {
        if db != nil { return true }
        if failure != nil { return false }
        failure = openNow()
        return db != nil && failure == nil
    }

    /// Opens (creating it if needed) the database of `directory`; with `inMemory`, an in-memory
    /// database read from that file. A sentence saying what is wrong, or nil. A file that is not
    /// a database of this format is never written.
    private func openNow() -> String? {
        guard memlab_sqlite_load() == 1 else {
            return "cannot load SQLite (\(String(cString: memlab_sqlite_load_error()))); install Debian's libsqlite3-0 (`make deps`)"
        }
        // SQLite's temporary files (large sorts) go to the storage directory too: the only one
        // the sandbox lets the worker write.
        if let directory { setenv("SQLITE_TMPDIR", directory, 1) }
        let file = directory.map { $0 + "/" + StorageHost.fileName }
        path = file
        let exists = file.map { access($0, F_OK) == 0 } ?? false
        if let file, access(directory! + "/" + StorageHost.oldFileName, F_OK) == 0, !exists {
            return
                "the storage directory \(directory!) holds \(StorageHost.oldFileName), the store of an earlier memlab that kept IndexedDB and caches in memory; this memlab keeps them in \(file) (SQLite), so start from an empty directory or move that file away"
        }
        if inMemory || file == nil {
            guard sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
                return "cannot open an in-memory database: \(message())"
            }
            if let file, exists {
                var source: OpaquePointer?
                defer { sqlite3_close_v2(source) }
                guard sqlite3_open_v2(file, &source, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return problem(file, source) }
                if let problem = check(file, source) { return problem }
                guard let backup = sqlite3_backup_init(db, "main", source, "main") else { return problem(file, db) }
                let stepped = sqlite3_backup_step(backup, -1)
                sqlite3_backup_finish(backup)
                if stepped != SQLITE_DONE { return problem(file, source) }
            }
        } else if let file {
            guard sqlite3_open_v2(file, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else { return problem(file, db) }
            if exists, let problem = check(file, db) { return problem }
            // WAL, synchronous=NORMAL: a commit appends to the log and does not wait for the disk,
            // as WebKit's IndexedDB does; a bounded page cache.
            // The log is checkpointed every 128 pages (512 KiB, not SQLite's 4 MiB), so that a
            // checkpoint's writes stay small within the push that makes them.
            guard exec("PRAGMA journal_mode=WAL"), exec("PRAGMA synchronous=NORMAL") else { return problem(file, db) }
            exec("PRAGMA wal_autocheckpoint=128")
            exec("PRAGMA journal_size_limit=\(1 << 20)")
        }
        _ = exec("PRAGMA cache_size=-\(StorageHost.pageCacheKiB)")
        // Another worker on the same directory (a suite's probes sharing --storage): wait for it.
        _ = exec("PRAGMA busy_timeout=10000")
        guard
            exec(
                """
                CREATE TABLE IF NOT EXISTS meta(name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE IF NOT EXISTS stores(id INTEGER PRIMARY KEY AUTOINCREMENT, label TEXT NOT NULL DEFAULT '',
                  entries INTEGER NOT NULL DEFAULT 0, bytes INTEGER NOT NULL DEFAULT 0, per INTEGER NOT NULL DEFAULT 1);
                CREATE TABLE IF NOT EXISTS rows(id INTEGER PRIMARY KEY, store INTEGER NOT NULL, key BLOB NOT NULL, value BLOB NOT NULL);
                CREATE UNIQUE INDEX IF NOT EXISTS rows_key ON rows(store, key);
                CREATE TABLE IF NOT EXISTS undo(seq INTEGER PRIMARY KEY, txn INTEGER NOT NULL, kind INTEGER NOT NULL,
                  store INTEGER, key BLOB, value BLOB, name TEXT);
                CREATE TRIGGER IF NOT EXISTS rows_insert AFTER INSERT ON rows BEGIN
                  UPDATE stores SET entries = entries + 1, bytes = bytes + length(NEW.key) + length(NEW.value) WHERE id = NEW.store; END;
                CREATE TRIGGER IF NOT EXISTS rows_delete AFTER DELETE ON rows BEGIN
                  UPDATE stores SET entries = entries - 1, bytes = bytes - length(OLD.key) - length(OLD.value) WHERE id = OLD.store; END;
                CREATE TRIGGER IF NOT EXISTS rows_update AFTER UPDATE OF value ON rows BEGIN
                  UPDATE stores SET bytes = bytes + length(NEW.value) - length(OLD.value) WHERE id = NEW.store; END;
                PRAGMA application_id=\(StorageHost.applicationID);
                PRAGMA user_version=\(StorageHost.formatVersion);
                """)
        else { return problem(file ?? ":memory:", db) }
        pageSize = Int64(pragma("page_size") ?? 4096)
        // What a worker killed mid-transaction left undone (its SQLite transaction was never
        // committed, so normally nothing; a copy taken mid-push in memory mode may hold some).
        for txn in (query("SELECT DISTINCT txn FROM undo ORDER BY txn DESC") { Int(sqlite3_column_int64($0, 0)) }) { undo(txn) }
        // The quota, also as SQLite's own page limit (a little over it: the check in `put` comes first).
        _ = exec("PRAGMA max_page_count=\(max(quotaBytes / pageSize + 64, 256))")
        return nil
    }

    /// Whether a database opened from `file` is one of this format: a sentence when it is not.
    private func check(_ file: String, _ handle: OpaquePointer?) -> String? {
        let fix = "nothing was run and the file is unchanged (restore it, or give --storage an empty directory)"
        var result: String?
        var failed = false
        _ = run(handle, "PRAGMA busy_timeout=10000") { _ in }
        let ran = run(handle, "PRAGMA quick_check(1)") { result = text($0, 0) }
        if !ran, let handle, sqlite3_errcode(handle) == SQLITE_BUSY || sqlite3_errcode(handle) == SQLITE_LOCKED {
            return "the storage file \(file) stayed locked by another process for 10 s; run again when it is done"
        }
        if !ran { failed = true }
        if failed || result != "ok" {
            // quick_check's report is lines ("*** in database main ***", then each page's): one clause.
            let report = failed ? String(cString: sqlite3_errmsg(handle)) : (result ?? "no answer")
            let why = report.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("***") }.joined(separator: "; ")
            return "the storage file \(file) is corrupt (SQLite says: \(why)); \(fix)"
        }
        var app: Int32 = 0, version: Int32 = 0, tables = 0
        _ = run(handle, "PRAGMA application_id") { app = sqlite3_column_int($0, 0) }
        _ = run(handle, "PRAGMA user_version") { version = sqlite3_column_int($0, 0) }
        _ = run(handle, "SELECT count(*) FROM sqlite_schema") { tables = Int(sqlite3_column_int64($0, 0)) }
        if app != StorageHost.applicationID && tables > 0 {
            return "the storage file \(file) is an SQLite database, but not memlab's storage (its application_id is \(app)); \(fix)"
        }
        if version > StorageHost.formatVersion {
            return
                "the storage file \(file) has format version \(version), newer than this memlab reads (\(StorageHost.formatVersion)); use the memlab that wrote it"
        }
        return nil
    }

    private func problem(_ file: String, _ handle: OpaquePointer?) -> String {
        let code = handle.map { sqlite3_errcode($0) } ?? SQLITE_CANTOPEN
        let why = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
        if code == SQLITE_CORRUPT || code == SQLITE_NOTADB {
            return
                "the storage file \(file) is corrupt (SQLite says: \(why)); nothing was run and the file is unchanged (restore it, or give --storage an empty directory)"
        }
        return "cannot open the storage file \(file): \(why)"
    }

    private func message() -> String { db.map { String(cString: sqlite3_errmsg($0)) } ?? "no database" }

    /// Writes the in-memory database to its file (memory mode; disk mode has nothing to do).
    public func save() -> String? {
        guard inMemory, let db, let path else { return nil }
        var target: OpaquePointer?
        defer { sqlite3_close_v2(target) }
        guard sqlite3_open_v2(path, &target, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
            let backup = sqlite3_backup_init(target, "main", db, "main")
        else { return "cannot write the storage file \(path): \(String(cString: sqlite3_errmsg(target)))" }
        let stepped = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        return stepped == SQLITE_DONE ? nil : "cannot write the storage file \(path): \(String(cString: sqlite3_errmsg(target)))"
    }

    // MARK: SQL

    @discardableResult
    func exec(_ sql: String) -> Bool { db != nil && sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK }

    private func pragma(_ name: String) -> Int64? {
        var value: Int64?
        _ = run(db, "PRAGMA \(name)") { value = sqlite3_column_int64($0, 0) }
        return value
    }

    /// Runs `sql` once on `handle` (not cached), calling `row` for each row.
    private func run(_ handle: OpaquePointer?, _ sql: String, _ row: (OpaquePointer) -> Void) -> Bool {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { return false }
        defer { sqlite3_finalize(statement) }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_ROW { row(statement); continue }
            return code == SQLITE_DONE
        }
    }

    /// The prepared statement for `sql` (prepared once).
    func statement(_ sql: String) -> OpaquePointer? {
        if let made = statements[sql] { return made }
        var made: OpaquePointer?
        guard sqlite3_prepare_v3(db, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &made, nil) == SQLITE_OK, let made else { return nil }
        statements[sql] = made
        return made
    }

    /// A bound value of a statement.
    enum Value {
        case int(Int)
        case text(String)
        case key([UInt16])
        case bytes(UnsafeRawBufferPointer)
        case null
    }

    /// Runs the cached statement for `sql` with `values` bound, calling `row` for each row; the
    /// SQLite result code of its last step.
    @discardableResult
    func step(_ sql: String, _ values: [Value], _ row: (OpaquePointer) -> Bool = { _ in true }) -> Int32 {
        guard let statement = statement(sql) else { return SQLITE_ERROR }
        defer { sqlite3_reset(statement); sqlite3_clear_bindings(statement) }
        for (i, value) in values.enumerated() {
            let at = Int32(i + 1)
            switch value {
            case .int(let n): sqlite3_bind_int64(statement, at, Int64(n))
            case .text(let s): sqlite3_bind_text(statement, at, s, -1, memlab_sqlite_transient())
            case .key(let units):
                StorageHost.blob(units, into: &keyScratch)
                keyScratch.withUnsafeBytes {
                    _ = sqlite3_bind_blob(statement, at, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count), memlab_sqlite_transient())
                }
            case .bytes(let bytes): sqlite3_bind_blob(statement, at, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count), nil)
            case .null: sqlite3_bind_null(statement, at)
            }
        }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_ROW {
                if row(statement) { continue }
                return SQLITE_ROW
            }
            return code
        }
    }

    private func query<T>(_ sql: String, _ values: [Value] = [], _ read: (OpaquePointer) -> T) -> [T] {
        var out: [T] = []
        step(sql, values) {
            out.append(read($0)); return true
        }
        return out
    }

    /// A key's code units as a BLOB: big-endian, so that memcmp order is code-unit order.
    static func blob(_ units: [UInt16], into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(units.count * 2)
        for unit in units { out.append(UInt8(unit >> 8)); out.append(UInt8(truncatingIfNeeded: unit)) }
    }

    /// The least BLOB above every key that `units` prefixes (nil: none, every key from there on).
    static func past(_ units: [UInt16]) -> [UInt16]? {
        var key = units
        while let last = key.last {
            if last < 0xFFFF { key[key.count - 1] = last + 1; return key }
            key.removeLast()
        }
        return nil
    }

    // MARK: what it holds

    private var releasedChanges: Int64 = 0
    /// A value of at least `largeValueBytes` was written (put) or read (get, scan) since the last release.
    var movedLargeValue = false
    static let largeValueBytes = 256 << 10

    /// Measure mode, after the collection that precedes a sample: when the push wrote or read a
    /// large value (a body of a megabyte), the C library's heap is trimmed. SQLite builds such a
    /// value's pages in memory it frees once they are written or read, and glibc would otherwise
    /// keep about that much in the footprint, as if the probe held it (measured: 1.2 MiB after a
    /// precache of 3 x 1 MiB, against a worker with an empty cache). JavaScriptCore's own free
    /// pages are released the same way before every sample (Session.collectGarbage).
    public func releaseAfterLargeValues() {
        guard movedLargeValue else { return }
        movedLargeValue = false
        _ = memlab_trim_c_heap()
    }

    /// After a push that wrote (storage on disk): the database's and its log's pages are written
    /// out and dropped from the kernel's page cache, which a cgroup charges to the worker though
    /// no device counts file pages in an extension's footprint.
    public func releaseFilePages() {
        guard !inMemory, let db, let path else { return }
        let changes = sqlite3_total_changes64(db)
        guard changes != releasedChanges else { return }
        releasedChanges = changes
        for file in [path, path + "-wal"] {
            let fd = Glibc.open(file, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            fdatasync(fd)
            posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED)
            Glibc.close(fd)
        }
    }

    /// The database's bytes: its pages in use (the file's size, less free pages; with storage in
    /// memory, the memory they take).
    public var bytes: Int64 {
        guard db != nil else { return 0 }
        return max(0, ((pragma("page_count") ?? 0) - (pragma("freelist_count") ?? 0)) * pageSize)
    }

    /// SQLite's memory in the worker: its page cache, statements and, in memory mode, the database.
    public var memoryBytes: Int64? { db == nil ? nil : sqlite3_memory_used() }

    /// The table holding the most: its label (e.g. "cache 'images-v1'"), entries and bytes.
    public var largest: (label: String, entries: Int64, bytes: Int64)? {
        guard db != nil else { return nil }
        var found: (String, Int64, Int64)?
        step("SELECT label, entries / max(per, 1), bytes FROM stores WHERE entries > 0 ORDER BY bytes DESC, id LIMIT 1", []) {
            found = (text($0, 0) ?? "", sqlite3_column_int64($0, 1), sqlite3_column_int64($0, 2))
            return false
        }
        return found
    }

    // MARK: transactions

    func begin() -> Int {
        guard ready else { return 0 }
        let id = nextTransaction
        nextTransaction += 1
        if open.isEmpty { exec("BEGIN") }
        open.insert(id)
        return id
    }

    /// Commits (drops the undo rows, and the rows of the tables it dropped) or aborts (puts back
    /// what it replaced, newest first).
    /// False when SQLite could not commit (a full disk): then nothing since the first open
    /// transaction began was written, and every transaction open with it is gone too.
    @discardableResult
    func end(_ transaction: Int, commit: Bool) -> Bool {
        guard open.remove(transaction) != nil else { return true }
        if commit {
            step("DELETE FROM rows WHERE store IN (SELECT store FROM undo WHERE txn = ?1 AND kind = 3)", [.int(transaction)])
            step("DELETE FROM stores WHERE id IN (SELECT store FROM undo WHERE txn = ?1 AND kind = 3)", [.int(transaction)])
            step("DELETE FROM undo WHERE txn = ?1", [.int(transaction)])
        } else {
            undo(transaction)
        }
        guard open.isEmpty && sqlite3_get_autocommit(db) == 0 else { return true }
        if exec("COMMIT") { return true }
        if sqlite3_get_autocommit(db) == 0 { exec("ROLLBACK") }
        return false
    }

    private func undo(_ transaction: Int) {
        let log = query("SELECT kind, store, key, value, name FROM undo WHERE txn = ?1 ORDER BY seq DESC", [.int(transaction)]) {
            statement -> (Int32, Int, [UInt8]?, [UInt8]?, String?) in
            func data(_ column: Int32) -> [UInt8]? {
                guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
                let n = Int(sqlite3_column_bytes(statement, column))
                guard n > 0, let p = sqlite3_column_blob(statement, column) else { return [] }
                return Array(UnsafeRawBufferPointer(start: p, count: n))
            }
            return (sqlite3_column_int(statement, 0), Int(sqlite3_column_int64(statement, 1)), data(2), data(3), text(statement, 4))
        }
        for (kind, store, key, value, name) in log {
            switch kind {
            case 0:
                guard let key else { continue }
                key.withUnsafeBytes { k in
                    if let value {
                        value.withUnsafeBytes { v in
                            _ = step(
                                "INSERT INTO rows(store, key, value) VALUES(?1, ?2, ?3) ON CONFLICT(store, key) DO UPDATE SET value = excluded.value",
                                [.int(store), .bytes(k), .bytes(v)])
                        }
                    } else {
                        step("DELETE FROM rows WHERE store = ?1 AND key = ?2", [.int(store), .bytes(k)])
                    }
                }
            case 1:
                guard let name else { continue }
                if let value {
                    step("INSERT OR REPLACE INTO meta(name, value) VALUES(?1, ?2)", [.text(name), .text(String(decoding: value, as: UTF8.self))])
                } else {
                    step("DELETE FROM meta WHERE name = ?1", [.text(name)])
                }
            case 2:
                step("DELETE FROM rows WHERE store = ?1", [.int(store)])
                step("DELETE FROM stores WHERE id = ?1", [.int(store)])
            default: break  // a drop not committed: its rows were kept
            }
        }
        step("DELETE FROM undo WHERE txn = ?1", [.int(transaction)])
    }

    /// Aborts every open transaction (their context is gone: nothing can commit them any more).
    public func abortOpenTransactions() {
        guard db != nil else { return }
        for id in open.sorted(by: >) { end(id, commit: false) }
    }

    private func logging(_ transaction: Int) -> Bool { transaction != 0 && open.contains(transaction) }

    /// Whether `growth` more bytes pass the quota.
    private func fits(_ growth: Int) -> Bool { growth <= 0 || bytes + Int64(growth) <= quotaBytes }

    /// After a write SQLite refused: a full disk or the page limit may have rolled its whole
    /// transaction back, and with it every open transaction's writes.
    private func refused() -> Bool {
        if !open.isEmpty && sqlite3_get_autocommit(db) != 0 { open.removeAll() }
        return false
    }

    // MARK: metadata

    func metadata(_ name: String) -> String? {
        guard ready else { return nil }
        var value: String?
        step("SELECT value FROM meta WHERE name = ?1", [.text(name)]) {
            value = text($0, 0); return false
        }
        return value
    }

    func setMetadata(_ transaction: Int, _ name: String, _ value: String?) -> Bool {
        guard ready else { return false }
        if let value, !fits(value.utf8.count + name.utf8.count - (metadata(name)?.utf8.count ?? 0)) { return false }
        if logging(transaction) {
            step(
                "INSERT INTO undo(txn, kind, name, value) VALUES(?1, 1, ?2, (SELECT CAST(value AS BLOB) FROM meta WHERE name = ?2))",
                [.int(transaction), .text(name)])
        }
        let code =
            value.map { step("INSERT OR REPLACE INTO meta(name, value) VALUES(?1, ?2)", [.text(name), .text($0)]) }
            ?? step("DELETE FROM meta WHERE name = ?1", [.text(name)])
        return code == SQLITE_DONE || refused()
    }

    func metadataNames(prefix: String) -> [String] {
        guard ready else { return [] }
        return query("SELECT name FROM meta WHERE substr(name, 1, length(?1)) = ?1 ORDER BY name", [.text(prefix)]) { text($0, 0) ?? "" }
    }

    // MARK: tables

    func newTable(_ transaction: Int, label: String, rowsPerEntry: Int) -> Int {
        guard ready else { return 0 }
        guard step("INSERT INTO stores(label, per) VALUES(?1, ?2)", [.text(label), .int(max(rowsPerEntry, 1))]) == SQLITE_DONE else { return 0 }
        let id = Int(sqlite3_last_insert_rowid(db))
        if logging(transaction) { step("INSERT INTO undo(txn, kind, store) VALUES(?1, 2, ?2)", [.int(transaction), .int(id)]) }
        return id
    }

    func label(_ id: Int, _ label: String) { if ready { step("UPDATE stores SET label = ?2 WHERE id = ?1", [.int(id), .text(label)]) } }

    func dropTable(_ transaction: Int, _ id: Int) {
        guard ready else { return }
        if logging(transaction) {
            step("INSERT INTO undo(txn, kind, store) VALUES(?1, 3, ?2)", [.int(transaction), .int(id)])
        } else {
            step("DELETE FROM rows WHERE store = ?1", [.int(id)])
            step("DELETE FROM stores WHERE id = ?1", [.int(id)])
        }
    }

    /// Stores `value` (its stored bytes) under `key`; false (nothing written) when it would pass the quota.
    func put(_ transaction: Int, _ id: Int, _ key: [UInt16], _ value: UnsafeRawBufferPointer) -> Bool {
        guard ready else { return false }
        if value.count >= StorageHost.largeValueBytes { movedLargeValue = true }
        guard fits(key.count * 2 + value.count) else { return false }
        if logging(transaction) {
            step(
                "INSERT INTO undo(txn, kind, store, key, value) VALUES(?1, 0, ?2, ?3, (SELECT value FROM rows WHERE store = ?2 AND key = ?3))",
                [.int(transaction), .int(id), .key(key)])
        }
        let code = step(
            "INSERT INTO rows(store, key, value) VALUES(?1, ?2, ?3) ON CONFLICT(store, key) DO UPDATE SET value = excluded.value",
            [.int(id), .key(key), .bytes(value)])
        return code == SQLITE_DONE || refused()
    }

    /// Calls `read` with the stored bytes of the value under `key`, if there is one.
    func get<T>(_ id: Int, _ key: [UInt16], _ read: (UnsafeRawBufferPointer) -> T) -> T? {
        guard ready else { return nil }
        var result: T?
        step("SELECT value FROM rows WHERE store = ?1 AND key = ?2", [.int(id), .key(key)]) {
            let value = StorageHost.column($0, 0)
            if value.count >= StorageHost.largeValueBytes { movedLargeValue = true }
            result = read(value)
            return false
        }
        return result
    }

    /// A column's bytes (valid until the statement steps again).
    static func column(_ statement: OpaquePointer, _ index: Int32) -> UnsafeRawBufferPointer {
        let n = Int(sqlite3_column_bytes(statement, index))
        return UnsafeRawBufferPointer(start: n > 0 ? sqlite3_column_blob(statement, index) : nil, count: n)
    }

    /// A key range: nil bounds are unbounded. A bound matches every key it is a prefix of
    /// (JavaScript's encoding is prefix-free, so for a whole key that is the key itself, and
    /// for an index key the entries "index key + primary key" of that index key).
    struct Bounds {
        var lower: [UInt16]?
        var lowerOpen = false
        var upper: [UInt16]?
        var upperOpen = false

        /// The SQL condition on `key` and its values, numbered from `first`: a closed lower bound
        /// takes every key from it on; an open one, those past every key it prefixes; a closed
        /// upper bound, every key below those past it; an open one, the keys below it.
        func condition(_ first: Int) -> (sql: String, values: [Value], empty: Bool) {
            var sql = "", values: [Value] = [], empty = false
            if let lower {
                let from = lowerOpen ? StorageHost.past(lower) : lower
                if let from { values.append(.key(from)); sql += " AND key >= ?\(first + values.count - 1)" } else { empty = true }
            }
            if let upper {
                let below = upperOpen ? upper : StorageHost.past(upper)
                if let below { values.append(.key(below)); sql += " AND key < ?\(first + values.count - 1)" }
            }
            return (sql, values, empty)
        }
    }

    /// Calls `row` with the key (statement column 0) and value (column 1) of each entry within
    /// every one of `bounds`, in key order (reverse: descending), at most `limit` (0: all), until it returns false.
    func scan(_ id: Int, _ bounds: [Bounds], reverse: Bool, limit: Int, values wanted: Bool, _ row: (OpaquePointer) -> Bool) {
        guard ready else { return }
        var sql = "SELECT key\(wanted ? ", value" : "") FROM rows WHERE store = ?1"
        var values: [Value] = [.int(id)]
        for bound in bounds {
            let (condition, more, empty) = bound.condition(values.count + 1)
            if empty { return }
            sql += condition
            values += more
        }
        sql += " ORDER BY key" + (reverse ? " DESC" : "") + (limit > 0 ? " LIMIT \(limit)" : "")
        // IndexedDB's cursors and getAll read values here, as get reads one.
        step(sql, values) { statement in
            if wanted, sqlite3_column_bytes(statement, 1) >= Int32(StorageHost.largeValueBytes) { movedLargeValue = true }
            return row(statement)
        }
    }

    func count(_ id: Int, _ bounds: Bounds) -> Int {
        guard ready else { return 0 }
        let (condition, values, empty) = bounds.condition(2)
        if empty { return 0 }
        var n = 0
        step("SELECT count(*) FROM rows WHERE store = ?1" + condition, [.int(id)] + values) {
            n = Int(sqlite3_column_int64($0, 0)); return false
        }
        return n
    }

    /// Deletes the entries within `bounds`; returns how many.
    func delete(_ transaction: Int, _ id: Int, _ bounds: Bounds) -> Int {
        guard ready else { return 0 }
        let (condition, values, empty) = bounds.condition(2)
        if empty { return 0 }
        if logging(transaction) {
            let (shifted, more, _) = bounds.condition(3)
            step(
                "INSERT INTO undo(txn, kind, store, key, value) SELECT ?1, 0, store, key, value FROM rows WHERE store = ?2" + shifted + " ORDER BY key",
                [.int(transaction), .int(id)] + more)
        }
        guard step("DELETE FROM rows WHERE store = ?1" + condition, [.int(id)] + values) == SQLITE_DONE else { return 0 }
        return Int(sqlite3_changes(db))
    }
}

/// Column `index` of a row as a string, or nil for NULL.
private func text(_ statement: OpaquePointer, _ index: Int32) -> String? {
    guard let p = sqlite3_column_text(statement, index) else { return nil }
    return String(cString: p)
}
