import Foundation
import Testing

@testable import MemlabCore

/// Growth held by the worker's own storage is named as storage, through the built binary: a
/// worker that caches each push's picture, and one that keeps each push's message in IndexedDB.
@Suite struct StorageGrowthEndToEndTests {
    static let cacheImages = """
        self.addEventListener('push', (event) => {
          event.waitUntil((async () => {
            const cache = await caches.open('images-v1');
            const bytes = new Uint8Array(40 * 1024);
            for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i & 255;
            await cache.put('/image-' + Date.now() + '-' + Math.random(), new Response(bytes));
            await self.registration.showNotification('picture');
          })());
        });

        """

    static let messageList = """
        const open = () => new Promise((resolve, reject) => {
          const request = indexedDB.open('inbox', 1);
          request.onupgradeneeded = () => request.result.createObjectStore('messages', { autoIncrement: true });
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        self.addEventListener('push', (event) => {
          event.waitUntil((async () => {
            const db = await open();
            await new Promise((resolve, reject) => {
              const t = db.transaction('messages', 'readwrite');
              t.objectStore('messages').add({ body: 'm'.repeat(16 * 1024), at: Date.now() });
              t.oncomplete = resolve;
              t.onerror = () => reject(t.error);
            });
            db.close();
            await self.registration.showNotification('message');
          })());
        });

        """

    @Test(
        "a store that grows each push, on disk (the default): memory flat, no leak, a storage line naming the store",
        arguments: [("images", cacheImages, "cache 'images-v1'"), ("inbox", messageList, "IndexedDB 'inbox' store 'messages'")])
    func storageOnDiskIsNotALeak(name: String, source: String, store: String) throws {
        let probe = MemlabBinary.writeProbe(source, name: name + ".js")
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "60"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let run = try #require(record)
        let verdict = try #require(run.verdict)
        #expect(verdict.kind != .leaking && verdict.kind != .slowing, "\(verdict)")
        #expect(verdict.attribution == nil || verdict.attribution == .storage, "\(verdict)")
        #expect((verdict.sources?.storageBytesPerPush ?? 0) > 12 * 1024)
        #expect(run.storage?.storedIn == .disk && run.storage?.largestStore?.name == store, "\(String(describing: run.storage))")
        #expect(run.storage?.largestStore?.entries == 60, "\(String(describing: run.storage))")
        // The store's memory stays within SQLite's page cache (and its statements), push after push.
        let memory = run.pushes.compactMap { $0[.storageMemoryBytes] }
        #expect(memory.count == 60 && memory.allSatisfy { $0 < 2 * StorageRecord.pageCacheBytes }, "\(memory)")
        // File pages are not the worker's: the cgroup's file charge stays small (the worker drops
        // the database's pages from the page cache after each push that wrote).
        let file = run.pushes.compactMap { $0[.chargeFileBytes] }
        #expect(file.allSatisfy { $0 < 1 << 20 }, "\(file)")
        let text = try MemlabBinary.run(["run", probe, "--pushes", "60", "--out", MemlabBinary.temporaryDirectory()])
        let storageLine = text.stdout.split(separator: "\n").first { $0.hasPrefix("storage ") }.map(String.init) ?? ""
        #expect(storageLine.contains(" per push on disk (\(store): 60 entries, "), "\(text.stdout)")
        // Flat, or (the page cache filling over the first pushes) risen, then stopped.
        #expect(
            storageLine.contains("; memory flat") || storageLine.contains("; memory rose as SQLite's page cache filled, then stopped"),
            "\(text.stdout)")
        #expect(!text.stdout.contains("leaking"), "\(text.stdout)")
        #expect(!text.stdout.contains("Run again with --allocator malloc"), "\(text.stdout)")
    }

    @Test(
        "a store that grows each push, with --storage-in memory: leaking, put down to storage in memory, naming the store",
        arguments: [("images", cacheImages, "cache 'images-v1'"), ("inbox", messageList, "IndexedDB 'inbox' store 'messages'")])
    func storageInMemoryIsALeak(name: String, source: String, store: String) throws {
        let probe = MemlabBinary.writeProbe(source, name: name + ".js")
        let (_, record, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "60", "--storage-in", "memory"])
        let run = try #require(record)
        let verdict = try #require(run.verdict)
        #expect(verdict.kind == .leaking)
        #expect(verdict.attribution == .storage)
        #expect((verdict.sources?.storageMemoryBytesPerPush ?? 0) > 12 * 1024)
        #expect(run.storage?.storedIn == .memory && run.storage?.largestStore?.name == store)
        let text = try MemlabBinary.run(["run", probe, "--pushes", "60", "--storage-in", "memory", "--out", MemlabBinary.temporaryDirectory()])
        #expect(text.stdout.contains("leaking: storage in memory, "), "\(text.stdout)")
        #expect(text.stdout.contains("in storage: IndexedDB and the caches hold "), "\(text.stdout)")
        #expect(text.stdout.contains(" per push in the worker's memory (\(store): 60 entries, "), "\(text.stdout)")
        #expect(!text.stdout.contains("Run again with --allocator malloc"), "\(text.stdout)")
        let bad = try MemlabBinary.run(["run", probe, "--storage-in", "cloud"])
        #expect(bad.status == 64 && bad.stderr.contains("--storage-in"), "\(bad.stderr)")
    }

    static var canMount: Bool { geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount") }

    @Test(
        "a full disk under the store is QuotaExceededError in the worker, not a crash",
        .enabled(if: StorageGrowthEndToEndTests.canMount, "needs root to mount a tiny tmpfs"))
    func aFullDiskIsQuotaExceededError() throws {
        let directory = MemlabBinary.temporaryDirectory()
        #expect(try MemlabBinary.execute("/bin/mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", directory]).status == 0)
        defer { _ = try? MemlabBinary.execute("/bin/umount", [directory]) }
        let probe = MemlabBinary.writeProbe(
            """
            self.addEventListener('push', (event) => {
              event.waitUntil((async () => {
                const cache = await caches.open('images-v1');
                let result = 'stored';
                try { await cache.put('/image-' + Math.random(), new Response(new Uint8Array(40 * 1024))); } catch (e) { result = e.name; }
                console.log(result);
                await self.registration.showNotification('picture');
              })());
            });
            """)
        let (outcome, record, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "12", "--storage", directory])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let run = try #require(record)
        #expect(run.end.kind == .completed && run.pushes.allSatisfy { $0.outcome == .modified }, "\(run.end)")
        let lines = run.console.map(\.text)
        #expect(lines.first == "stored" && lines.last == "QuotaExceededError", "\(lines)")
        #expect(Set(lines) == ["stored", "QuotaExceededError"], "\(lines)")
        // memlab's own file beside the store (the registration) did not fit either: a problem of
        // the record, which is kept, not a lost run.
        #expect(run.problems.contains { $0.contains("script.sha256") && $0.contains("disk full") }, "\(run.problems)")
    }
}
