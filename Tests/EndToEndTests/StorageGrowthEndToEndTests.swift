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
        "a store that grows each push: leaking, put down to storage in memory, in the summary and the record",
        arguments: [("images", cacheImages), ("inbox", messageList)])
    func storageGrowthIsNamed(name: String, source: String) throws {
        let probe = MemlabBinary.writeProbe(source, name: name + ".js")
        let (_, record, _) = try MemlabBinary.runRecord(["run", probe, "--pushes", "60"])
        let run = try #require(record)
        let verdict = try #require(run.verdict)
        #expect(verdict.kind == .leaking)
        #expect(verdict.attribution == .storage)
        #expect((verdict.sources?.storageBytesPerPush ?? 0) > 12 * 1024)
        let text = try MemlabBinary.run(["run", probe, "--pushes", "60", "--out", MemlabBinary.temporaryDirectory()])
        #expect(text.stdout.contains("leaking: storage in memory, "), "\(text.stdout)")
        #expect(text.stdout.contains("in storage: IndexedDB and the caches hold "), "\(text.stdout)")
        #expect(!text.stdout.contains("Run again with --allocator malloc"), "\(text.stdout)")
    }
}
