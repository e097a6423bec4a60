import Foundation
import Testing

/// IndexedDB and the Cache API run by the real worker: conformance files (Conformance/idb-*.js,
/// Conformance/cache.js, organised by interface) and several pushes in one worker, where the
/// store must outlive each push's context (Conformance/scenarios/storage-*.js).
@Suite struct StorageConformanceTests {
    func run(_ file: String, fixtures: String? = nil) throws -> WorkerRun {
        try SpawnedWorker.run(probe: SpawnedWorker.conformanceDirectory + "/" + file, fixtures: fixtures)
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

    @Test func cacheAPI() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write("fixtures/data.json", #"{"title":"From a fixture","count":3}"#)
        try temporary.write("fixtures/hello.txt", "hello")
        ConformanceTests().expectAllPassed(try run("cache.js", fixtures: temporary.path + "/fixtures"), minimum: 12)
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
        let run = try run("storage-bytes.js", ["--pushes", "3"])
        #expect(run.consoleLines == ["records 100 cached 5000", "records 50 cached 5000", "records 50 cached 5000"], "\(run.summary)")
        let bytes = run.frames("push").compactMap { $0["storageBytes"] as? Int }
        #expect(bytes.count == 3, "\(run.summary)")
        guard bytes.count == 3 else { return }
        // 100 values of 1,000 characters (one byte each) and a 5,000-byte body, plus keys and schemas.
        #expect(bytes[0] > 105_000 && bytes[0] < 110_000, "\(bytes)")
        #expect(bytes[0] - bytes[1] > 50_000 && bytes[0] - bytes[1] < 52_000, "\(bytes)")
        #expect(bytes[2] == bytes[1])
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

    @Test func aSavedStoreIsLoadedByTheNextWorker() throws {
        let temporary = try TemporaryDirectory()
        let file = temporary.path + "/storage.memlab"
        let first = try run("storage-upgrade.js", ["--pushes", "2", "--storage-save", file])
        #expect(first.consoleLines.last == "upgrade 2->3 stores counter,s2,s3 pushes 2", "\(first.summary)")
        let second = try run("storage-upgrade.js", ["--storage-load", file, "--storage-save", file])
        #expect(second.consoleLines == ["upgrade 3->4 stores counter,s2,s3,s4 pushes 3"], "\(second.summary)")
        let third = try run("storage-upgrade.js", ["--storage-load", file])
        #expect(third.consoleLines == ["upgrade 4->5 stores counter,s2,s3,s4,s5 pushes 4"], "\(third.summary)")
    }

    @Test func aCorruptOrNewerStorageFileIsRefusedInOneSentence() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write("garbage.memlab", "not a storage file")
        let corrupt = try run("storage-upgrade.js", ["--storage-load", temporary.path + "/garbage.memlab"])
        #expect(corrupt.exitCode == 2)
        let failure = corrupt.frames("failure").first
        #expect(failure?["kind"] as? String == "storage-file")
        #expect((failure?["message"] as? String)?.contains("is corrupt") == true, "\(corrupt.summary)")
        // The header, then format version 9.
        try temporary.write("newer.memlab", "memlab-storage\n\u{09}\u{00}\u{00}\u{00}")
        let newer = try run("storage-upgrade.js", ["--storage-load", temporary.path + "/newer.memlab"])
        #expect((newer.frames("failure").first?["message"] as? String)?.contains("format version 9, newer") == true, "\(newer.summary)")
        // A file cut short.
        let good = temporary.path + "/good.memlab"
        _ = try run("storage-upgrade.js", ["--storage-save", good])
        let data = try Data(contentsOf: URL(fileURLWithPath: good))
        try data.prefix(data.count - 3).write(to: URL(fileURLWithPath: temporary.path + "/short.memlab"))
        let short = try run("storage-upgrade.js", ["--storage-load", temporary.path + "/short.memlab"])
        #expect((short.frames("failure").first?["message"] as? String)?.contains("ends early") == true, "\(short.summary)")
    }
}
