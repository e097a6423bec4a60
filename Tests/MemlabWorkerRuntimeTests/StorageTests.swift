import Foundation
import Testing

/// IndexedDB and the Cache API run by the real worker: conformance files (Conformance/idb-*.js,
/// Conformance/cache.js, organised by interface) and several pushes in one worker, where the
/// store must outlive each push's context (Conformance/scenarios/storage-*.js).
@Suite struct StorageConformanceTests {
    /// On disk, as `memlab run` keeps it: a storage directory of the run's own.
    func run(_ file: String, fixtures: String? = nil) throws -> WorkerRun {
        let storage = try TemporaryDirectory()
        return try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/" + file, fixtures: fixtures, extra: ["--storage-dir", storage.path])
    }

    @Test func indexedDBKeysRangesKeyPathsAndValues() throws {
        ConformanceTests().expectAllPassed(try run("idb-keys.js"), minimum: 16)
    }

    @Test func indexedDBFactoryAndDatabase() throws {
        ConformanceTests().expectAllPassed(try run("idb-database.js"), minimum: 16)
    }

    @Test func indexedDBTransactionLifecycle() throws {
        let run = try run("idb-transactions.js")
        ConformanceTests().expectAllPassed(run, minimum: 17)
        // A request callback that threw was reported, as a browser reports it, and aborted its transaction.
        #expect(run.frames("uncaught").contains { ($0["exception"] as? [String: Any])?["message"] as? String == "callback failure on purpose" })
    }

    @Test func indexedDBObjectStoresAndIndexes() throws {
        ConformanceTests().expectAllPassed(try run("idb-stores.js"), minimum: 16)
    }

    @Test func indexedDBCursors() throws {
        ConformanceTests().expectAllPassed(try run("idb-cursors.js"), minimum: 17)
    }

    /// structuredClone and IndexedDB copy and read back values through the realm's own
    /// constructors, not the globals a script replaced (Conformance/replaced-builtins.js).
    @Test func valuesAreMadeFromTheRealmsConstructorsWhenAScriptReplacesTheGlobals() throws {
        ConformanceTests().expectAllPassed(try run("replaced-builtins.js"), minimum: 5)
    }

    @Test func cacheAPI() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write("fixtures/data.json", #"{"title":"From a fixture","count":3}"#)
        try temporary.write("fixtures/hello.txt", "hello")
        ConformanceTests().expectAllPassed(try run("cache.js", fixtures: temporary.path + "/fixtures"), minimum: 13)
    }
}

@Suite struct StorageScenarioTests {
    static let directory = SpawnedWorker.conformanceDirectory + "/scenarios"

    func run(_ name: String, _ extra: [String]) throws -> WorkerRun {
        try SpawnedWorker.run(probe: StorageScenarioTests.directory + "/" + name, extra: extra)
    }

    @Test(arguments: ["context", "group", "none"])
    func versionUpgradesAcrossPushes(isolation: String) throws {
        let run = try run("storage-upgrade.js", ["--pushes", "3", "--isolation", isolation])
        #expect(
            run.consoleLines == [
                "upgrade 1->2 stores counter,s2 pushes 1",
                "upgrade 2->3 stores counter,s2,s3 pushes 2",
                "upgrade 3->4 stores counter,s2,s3,s4 pushes 3"
            ], "\(run.summary)")
        #expect(run.frames("push").allSatisfy { $0["outcome"] as? String == "modified" })
    }

    @Test func storageBytesFollowWhatTheStoresHold() throws {
        let temporary = try TemporaryDirectory()
        let run = try run("storage-bytes.js", ["--pushes", "3", "--storage-dir", temporary.path])
        #expect(run.consoleLines == ["records 100 cached 5000", "records 50 cached 5000", "records 50 cached 5000"], "\(run.summary)")
        let bytes = run.frames("push").compactMap { $0["storageBytes"] as? Int }
        #expect(bytes.count == 3, "\(run.summary)")
        guard bytes.count == 3 else { return }
        // 100 values of 1,000 characters (one byte each) and a 5,000-byte body, plus keys and
        // schemas, in 4 KiB pages: the database's pages in use, free pages not counted.
        #expect(bytes[0] > 105_000 && bytes[0] < 200_000, "\(bytes)")
        #expect(bytes[0] - bytes[1] > 40_000 && bytes[0] - bytes[1] < 90_000, "\(bytes)")
        #expect(bytes[2] == bytes[1])
        // The store's memory: SQLite's, bounded by its 512 KiB page cache on disk.
        let memory = run.frames("push").compactMap { $0["storageMemoryBytes"] as? Int }
        #expect(memory.count == 3 && memory.allSatisfy { $0 > 0 && $0 < 1_000_000 }, "\(memory)")
        let store = run.frames("push").last?["store"] as? [String: Any]
        #expect(store?["name"] as? String == "IndexedDB 'bytes' store 'blobs'", "\(String(describing: store))")
        #expect(store?["entries"] as? Int == 50, "\(String(describing: store))")
    }

    @Test func aPushThatNeverTouchesStorageReportsZeroBytes() throws {
        let run = try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/scenarios/payload.js")
        #expect(run.push?["storageBytes"] as? Int == 0, "\(run.summary)")
    }

    @Test func theQuotaRefusesWritesWithQuotaExceededError() throws {
        let run = try run("storage-quota.js", ["--storage-quota", "100000"])
        #expect(run.consoleLines == ["put: QuotaExceededError, transaction: abort, keys: small, cache: QuotaExceededError"], "\(run.summary)")
        #expect((run.push?["storageBytes"] as? Int ?? 0) < 100_000)
    }

    @Test func theDefaultQuotaTakesTheLargeWrite() throws {
        let run = try run("storage-quota.js", [])
        #expect(run.consoleLines == ["put: null, transaction: complete, keys: big,small, cache: none"], "\(run.summary)")
    }

    @Test(arguments: ["disk", "memory"])
    func aStoreIsOpenedByTheNextWorker(storedIn: String) throws {
        let temporary = try TemporaryDirectory()
        let where_ = ["--storage-dir", temporary.path, "--storage-in", storedIn]
        let first = try run("storage-upgrade.js", ["--pushes", "2"] + where_)
        #expect(first.consoleLines.last == "upgrade 2->3 stores counter,s2,s3 pushes 2", "\(first.summary)")
        let second = try run("storage-upgrade.js", where_)
        #expect(second.consoleLines == ["upgrade 3->4 stores counter,s2,s3,s4 pushes 3"], "\(second.summary)")
        // The other way of keeping it reads the same file.
        let other = ["--storage-dir", temporary.path, "--storage-in", storedIn == "disk" ? "memory" : "disk"]
        let third = try run("storage-upgrade.js", other)
        #expect(third.consoleLines == ["upgrade 4->5 stores counter,s2,s3,s4,s5 pushes 4"], "\(third.summary)")
        // The worker closed the database: no write-ahead log is left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left == ["storage.sqlite3"], "\(left)")
    }

    @Test func theWorkerWritesOnlyBeneathTheStorageDirectory() throws {
        let temporary = try TemporaryDirectory(), outside = try TemporaryDirectory()
        // The database's name in the storage directory points outside it: Landlock refuses the write.
        let target = outside.path + "/elsewhere.sqlite3"
        try FileManager.default.createSymbolicLink(atPath: temporary.path + "/storage.sqlite3", withDestinationPath: target)
        let refused = try run("storage-upgrade.js", ["--storage-dir", temporary.path])
        let writes = refused.frames("hello").first?["writes"] as? String
        try #require(writes?.hasPrefix("landlock:") == true, "this kernel has no Landlock: \(writes ?? "no hello")")
        #expect(writes == "landlock:" + temporary.path)
        let failure = refused.frames("failure").first
        #expect(failure?["kind"] as? String == "storage-file", "\(refused.summary)")
        #expect((failure?["message"] as? String)?.contains("cannot open the storage file") == true, "\(refused.summary)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "nothing was written outside")
        // The same directory without the link: the worker writes its database there.
        try FileManager.default.removeItem(atPath: temporary.path + "/storage.sqlite3")
        let written = try run("storage-upgrade.js", ["--storage-dir", temporary.path])
        #expect(written.consoleLines == ["upgrade 1->2 stores counter,s2 pushes 1"], "\(written.summary)")
    }

    @Test func aStoreNeverTouchedLeavesNoFile() throws {
        let temporary = try TemporaryDirectory()
        let run = try SpawnedWorker.run(
            probe: SpawnedWorker.conformanceDirectory + "/scenarios/payload.js", extra: ["--storage-dir", temporary.path])
        #expect(run.push?["storageMemoryBytes"] == nil, "\(run.summary)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// Runs storage-upgrade.js on a directory whose storage.sqlite3 is `bytes` (made by `make`):
    /// the failure's message, and whether the file is byte for byte what it was.
    func refused(_ make: (String) throws -> Void) throws -> (message: String?, exit: Int32, unchanged: Bool) {
        let temporary = try TemporaryDirectory()
        let file = temporary.path + "/storage.sqlite3"
        try make(temporary.path)
        let before = FileManager.default.contents(atPath: file)
        let run = try run("storage-upgrade.js", ["--storage-dir", temporary.path])
        let failure = run.frames("failure").first
        #expect(failure?["kind"] as? String == "storage-file", "\(run.summary)")
        return (failure?["message"] as? String, run.exitCode, FileManager.default.contents(atPath: file) == before)
    }

    func sqlite(_ directory: String, _ sql: String) throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        shell.arguments = [directory + "/storage.sqlite3", sql]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
    }

    @Test func aCorruptNewerOrForeignStorageFileIsRefusedInOneSentence() throws {
        let garbage = try refused {
            try "not a database, but long enough to be read as one if it were".write(toFile: $0 + "/storage.sqlite3", atomically: false, encoding: .utf8)
        }
        #expect(garbage.exit == 2 && garbage.unchanged)
        #expect(garbage.message?.contains("is corrupt") == true, "\(garbage.message ?? "")")
        let newer = try refused { try sqlite($0, "PRAGMA application_id=\(0x6D6C_6162); PRAGMA user_version=9; CREATE TABLE meta(name, value);") }
        #expect(newer.message?.contains("format version 9, newer") == true && newer.unchanged, "\(newer.message ?? "")")
        let foreign = try refused { try sqlite($0, "CREATE TABLE photos(id INTEGER PRIMARY KEY, data BLOB); INSERT INTO photos(data) VALUES(x'00');") }
        #expect(foreign.message?.contains("not memlab's storage") == true && foreign.unchanged, "\(foreign.message ?? "")")
        // A database whose pages were overwritten past its header.
        let damaged = try refused { directory in
            try sqlite(directory, "PRAGMA application_id=\(0x6D6C_6162); CREATE TABLE rows(store, key, value); INSERT INTO rows VALUES(1, 2, 3);")
            let handle = try #require(FileHandle(forWritingAtPath: directory + "/storage.sqlite3"))
            try handle.seek(toOffset: 4096)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
            try handle.close()
        }
        #expect(damaged.message?.contains("is corrupt") == true && damaged.unchanged, "\(damaged.message ?? "")")
        // The store of an earlier memlab (kept in memory, saved whole to storage.memlab).
        let temporary = try TemporaryDirectory()
        try temporary.write("storage.memlab", "memlab-storage\n\u{01}\u{00}\u{00}\u{00}")
        let old = try run("storage-upgrade.js", ["--storage-dir", temporary.path])
        #expect((old.frames("failure").first?["message"] as? String)?.contains("an earlier memlab") == true, "\(old.summary)")
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/storage.sqlite3"))
    }
}
