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

    /// A Workbox precache's install: hundreds of cache.put calls, each reading the cache's
    /// entries back (the host's store range). The range's values were gathered in a Swift array
    /// the collector does not scan, and a collection while it was filled freed them: the worker
    /// died of SIGSEGV in JSRopeString::resolveRope at about 300 entries (a compiled Mastodon
    /// front end's worker, 813 precached URLs, never got past install).
    @Test func aPrecacheOfHundredsOfEntriesInstallsAndEveryEntryReadsBack() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('install', (event) => {
              event.waitUntil((async () => {
                const cache = await caches.open('precache-v2');
                for (let i = 0; i < 600; i++) {
                  await cache.put(new Request('/static/chunk-' + i + '.js?__WB_REVISION__=' + 'r'.repeat(i % 40)), new Response('body ' + i));
                }
              })());
            });
            self.addEventListener('push', (event) => {
              event.waitUntil((async () => {
                const cache = await caches.open('precache-v2');
                const keys = await cache.keys();
                const last = await (await cache.match(keys[keys.length - 1])).text();
                console.log('keys ' + keys.length + ' last ' + last);
                await self.registration.showNotification('cached', { body: String(keys.length) });
              })());
            });
            """, name: "precache.js")
        let (outcome, made, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "2", "--limit", "128M"])
        let record = try #require(made, "no record; stderr: \(outcome.stderr)")
        #expect(outcome.status == 0 && record.end.kind == .completed, "\(record.end); stderr: \(outcome.stderr)")
        #expect(record.pushes.count == 2 && record.pushes.allSatisfy { $0.outcome == .modified })
        #expect(lines(record) == ["keys 600 last body 599", "keys 600 last body 599"], "\(lines(record))")
    }

    /// A cached body goes to the store as bytes (storePutBytes), in the very row an older memlab
    /// wrote from a string of one character a byte: tag 0, the body mark 1, then the bytes. So a
    /// store written before reads back as it did, and a body of any size makes no string.
    @Test func aCachedBodyIsStoredAsTheSameBytesAnOlderMemlabWrote() throws {
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('push', (event) => {
              event.waitUntil((async () => {
                const cache = await caches.open('bytes');
                await cache.put('https://example.test/b', new Response(new Uint8Array([0, 1, 127, 128, 255])));
                await cache.put('https://example.test/none', new Response(null, { status: 204 }));
                const back = new Uint8Array(await (await cache.match('https://example.test/b')).arrayBuffer());
                console.log('back ' + Array.from(back).join(',') + ' none ' + (await (await cache.match('https://example.test/none')).text()).length);
                await self.registration.showNotification('stored');
              })());
            });
            """, name: "bytes.js")
        let directory = MemlabBinary.temporaryDirectory()
        let (outcome, made, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "1", "--storage", directory])
        let record = try #require(made, "no record; stderr: \(outcome.stderr)")
        #expect(outcome.status == 0 && lines(record) == ["back 0,1,127,128,255 none 0"], "\(lines(record)); stderr: \(outcome.stderr)")
        let rows = try MemlabBinary.execute(
            "/usr/bin/sqlite3", [storageFile(directory), "SELECT hex(value) FROM rows WHERE substr(hex(key), 1, 4) = '0062' ORDER BY id"])
        #expect(rows.status == 0 && rows.stdout.split(separator: "\n") == ["000100017F80FF", "0000"], "\(rows)")
    }

    // MARK: --storage DIR and --storage-quota

    func storageFile(_ directory: String) -> String { directory + "/storage.sqlite3" }

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
        #expect(Set(left) == ["storage.sqlite3", "script.sha256"], "no log or scratch file is left: \(left)")
        // A user opens the store with SQLite's own shell: the tables, and what the token store keeps.
        let tables = try MemlabBinary.execute("/usr/bin/sqlite3", [storageFile(directory), ".tables"])
        #expect(tables.status == 0 && Set(tables.stdout.split(whereSeparator: \.isWhitespace)) == ["meta", "rows", "stores", "undo"], "\(tables)")
        let stores = try MemlabBinary.execute("/usr/bin/sqlite3", [storageFile(directory), "SELECT label FROM stores ORDER BY id"])
        #expect(stores.stdout.contains("IndexedDB '"), "\(stores)")
    }

    @Test func withoutStorageTheRunsOwnDirectoryIsRemoved() throws {
        let temporary = MemlabBinary.temporaryDirectory()
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: temporary))
        let (outcome, record, _) = try MemlabBinary.runRecord(
            ["run", MemlabBinary.probe("idb-token-store.js"), "--pushes", "2", "--isolation", "process"], environment: ["TMPDIR": temporary])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The workers shared it: the second read what the first stored.
        #expect(record.map(lines) == ["deliveries 1 token tok-xxx", "deliveries 2 token tok-xxx"])
        #expect(record?.storage?.storedIn == .disk)
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: temporary))
        #expect(after.subtracting(before).filter { $0.hasPrefix("memlab-storage-") }.isEmpty, "\(after.subtracting(before))")
    }

    /// memlab never links SQLite (nor JavaScriptCore); the worker loads it on first use of
    /// storage (CSQLiteLoader), so that it is no dependency of either binary.
    @Test func neitherBinaryLinksSQLite() throws {
        let parent = try MemlabBinary.execute("/usr/bin/ldd", [MemlabBinary.path])
        let worker = try MemlabBinary.execute("/usr/bin/ldd", [MemlabBinary.productsDirectory + "/memlab-worker"])
        #expect(parent.status == 0 && worker.status == 0, "\(parent.stderr) \(worker.stderr)")
        #expect(!parent.stdout.contains("libsqlite3") && !parent.stdout.contains("libjavascriptcoregtk"), "\(parent.stdout)")
        #expect(!worker.stdout.contains("libsqlite3") && worker.stdout.contains("libjavascriptcoregtk"), "\(worker.stdout)")
    }

    @Test func withoutStorageARunStartsEmpty() throws {
        let record = try run("idb-token-store.js", ["--pushes", "1"])
        #expect(lines(record) == ["deliveries 1 token tok-xxx"])
    }

    /// A database made by SQLite's shell, its second page then overwritten: a header SQLite
    /// reads, pages it does not.
    static func damagedDatabase() throws -> [UInt8] {
        let directory = MemlabBinary.temporaryDirectory()
        let file = directory + "/made.sqlite3"
        let made = try MemlabBinary.execute(
            "/usr/bin/sqlite3", [file, "PRAGMA application_id=\(0x6D6C_6162); CREATE TABLE rows(store, key, value); INSERT INTO rows VALUES(1, 2, 3);"])
        #expect(made.status == 0, "\(made)")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        for i in 4096..<min(bytes.count, 8192) { bytes[i] = 0xA5 }
        return bytes
    }

    @Test(arguments: [
        ("garbage", "storage.sqlite3", Array("not a storage file, whatever it is, and long enough to hold a header".utf8), "is not an SQLite database"),
        ("damaged", "storage.sqlite3", nil, "is corrupt"),
        ("old", "storage.memlab", Array("memlab-storage\n".utf8) + [1, 0, 0, 0, 0, 0, 0, 0], "an earlier memlab")
    ])
    func aCorruptOrOldStorageFileIsOneSentenceAndExit65(name: String, file: String, given: [UInt8]?, needle: String) throws {
        let directory = MemlabBinary.temporaryDirectory()
        let bytes = try given ?? StorageEndToEndTests.damagedDatabase()
        let path = directory + "/" + file
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let outcome = try MemlabBinary.run(["run", MemlabBinary.probe("idb-token-store.js"), "--storage", directory, "--out", MemlabBinary.temporaryDirectory()]
        )
        #expect(outcome.status == 65, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.hasPrefix("memlab: "), "\(outcome.stderr)")
        #expect(outcome.stderr.contains(needle), "\(outcome.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes), "the file is unchanged")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [file], "nothing was made beside it")
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
