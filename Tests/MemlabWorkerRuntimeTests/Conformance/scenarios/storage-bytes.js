// Push 1 stores 100 records of 1,000 characters and a cached response; push 2 deletes half the
// records; push 3 only reads: the push frames' storageBytes follow.
const promised = (request) => new Promise((resolve, reject) => { request.onsuccess = () => resolve(request.result); request.onerror = () => reject(request.error); });
addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const open = indexedDB.open('bytes', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('blobs');
    const db = await promised(open);
    const count = await promised(db.transaction('blobs').objectStore('blobs').count());
    const tx = db.transaction('blobs', 'readwrite');
    if (count === 0) {
      for (let i = 0; i < 100; i++) tx.objectStore('blobs').put('x'.repeat(1000), i);
      const cache = await caches.open('bytes');
      await cache.put('https://example.test/blob', new Response('y'.repeat(5000)));
    } else if (count === 100) {
      tx.objectStore('blobs').delete(IDBKeyRange.lowerBound(50));
    }
    await new Promise((resolve) => { tx.oncomplete = resolve; });
    const cached = await caches.match('https://example.test/blob');
    console.log(`records ${await promised(db.transaction('blobs').objectStore('blobs').count())} cached ${(await cached.text()).length}`);
    await self.registration.showNotification('bytes');
  })());
});
