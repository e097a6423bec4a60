import Testing
import Foundation
import MemlabCore

/// The IndexedDB and Cache API probes (probes/idb-*.js, probes/cache-match.js), written the way
/// real push SDKs use those APIs, run through the built memlab binary: state written at one push
/// is read at the next, and every push ends modified.
@Suite struct StorageEndToEndTests {
    func run(_ probe: String, _ arguments: [String]) throws -> RunRecord {
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", MemlabBinary.probe(probe)] + arguments)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        return try #require(record, "no record; stderr: \(outcome.stderr)")
    }

    func lines(_ record: RunRecord) -> [String] { record.console.map(\.text) }

    @Test(arguments: ["context", "group", "none"])
    func tokenStoreIsReadThroughItsIndexAtLaterPushes(isolation: String) throws {
        let record = try run("idb-token-store.js", ["--pushes", "4", "--isolation", isolation])
        #expect(record.end.kind == .completed)
        #expect(record.pushes.count == 4 && record.pushes.allSatisfy { $0.outcome == .modified })
        #expect(lines(record) == (1...4).map { "deliveries \($0) token tok-xxx" }, "\(lines(record))")
    }

    @Test func workboxLikeExpirationKeepsFiveEntries() throws {
        let record = try run("idb-expiration.js", ["--pushes", "8"])
        #expect(record.pushes.allSatisfy { $0.outcome == .modified })
        #expect(
            lines(record) == [
                "entries 1 expired 0", "entries 2 expired 0", "entries 3 expired 0", "entries 4 expired 0",
                "entries 5 expired 0", "entries 5 expired 1", "entries 5 expired 1", "entries 5 expired 1"
            ], "\(lines(record))")
    }

    @Test func cachePopulatedAtOnePushIsMatchedAtTheNext() throws {
        let record = try run("cache-match.js", ["--pushes", "3"])
        #expect(record.pushes.allSatisfy { $0.outcome == .modified })
        #expect(lines(record) == ["fetched 7 keys", "cached 7 keys", "cached 7 keys"], "\(lines(record))")
        // The record carries what the store holds after each push: the cached body and its entry.
        let bytes = record.pushes.compactMap { $0[.storageBytes] }
        #expect(bytes.count == 3 && bytes.allSatisfy { $0 > 500 } && Set(bytes).count == 1, "\(bytes)")
    }

    // MARK: --storage DIR and --storage-quota

    func storageFile(_ directory: String) -> String { directory + "/storage.memlab" }

    @Test func storageDirectoryCarriesStateFromOneRunToTheNext() throws {
        let directory = MemlabBinary.temporaryDirectory()
        let first = try run("idb-token-store.js", ["--pushes", "2", "--storage", directory])
        #expect(lines(first) == ["deliveries 1 token tok-xxx", "deliveries 2 token tok-xxx"], "\(lines(first))")
        #expect(FileManager.default.fileExists(atPath: storageFile(directory)))
        let second = try run("idb-token-store.js", ["--pushes", "2", "--storage", directory])
        #expect(lines(second) == ["deliveries 3 token tok-xxx", "deliveries 4 token tok-xxx"], "\(lines(second))")
        // With a worker per push, each starts from what the one before saved.
        let process = try run("idb-token-store.js", ["--pushes", "2", "--isolation", "process", "--storage", directory])
        #expect(lines(process) == ["deliveries 5 token tok-xxx", "deliveries 6 token tok-xxx"], "\(lines(process))")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory)
        // The store, and the SHA-256 of the script that installed it (the lifecycle's registration).
        #expect(Set(left) == ["storage.memlab", "script.sha256"], "no scratch file is left: \(left)")
    }

    @Test func withoutStorageARunStartsEmpty() throws {
        let record = try run("idb-token-store.js", ["--pushes", "1"])
        #expect(lines(record) == ["deliveries 1 token tok-xxx"])
    }

    @Test(arguments: [
        ("garbage", Array("not a storage file".utf8), "is corrupt"),
        ("newer", Array("memlab-storage\n".utf8) + [9, 0, 0, 0], "format version 9, newer"),
        ("short", Array("memlab-storage\n".utf8) + [1, 0, 0, 0, 5, 0], "ends early")
    ])
    func aCorruptOrNewerStorageFileIsOneSentenceAndExit65(name: String, bytes: [UInt8], needle: String) throws {
        let directory = MemlabBinary.temporaryDirectory()
        try Data(bytes).write(to: URL(fileURLWithPath: storageFile(directory)))
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("idb-token-store.js"), "--storage", directory, "--out", MemlabBinary.temporaryDirectory()]
        )
        #expect(outcome.status == 65, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.hasPrefix("memlab: "), "\(outcome.stderr)")
        #expect(outcome.stderr.contains(needle), "\(outcome.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: storageFile(directory))) == Data(bytes), "the file is unchanged")
    }

    @Test func aMissingStorageDirectoryIs66() throws {
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("idb-token-store.js"), "--storage", "/nonexistent/storage-dir"])
        #expect(outcome.status == 66, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("does not exist"))
    }

    @Test func aSmallQuotaMakesWritesFailWithQuotaExceededError() throws {
        let probe = MemlabBinary.writeProbe(
            """
            const promised = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
            self.addEventListener('push', (event) => {
              event.waitUntil((async () => {
                const open = indexedDB.open('q', 1);
                open.onupgradeneeded = () => open.result.createObjectStore('s');
                const db = await promised(open);
                let name = 'none';
                try { await promised(db.transaction('s', 'readwrite').objectStore('s').put('x'.repeat(300000), 1)); } catch (e) { name = e.name; }
                console.log('put ' + name);
                await self.registration.showNotification('quota');
              })());
            });
            """)
        let (outcome, small, _) = try MemlabBinary.runRecord(["run", probe, "--storage-quota", "256K"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(small.map(lines) == ["put QuotaExceededError"])
        let (_, large, _) = try MemlabBinary.runRecord(["run", probe])
        #expect(large.map(lines) == ["put none"], "the default quota (64 MiB) takes it")
        let bad = try MemlabBinary.run(["run", probe, "--storage-quota", "lots"])
        #expect(bad.status == 64, "\(bad.stderr)")
    }
}
