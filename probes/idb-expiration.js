// idb-expiration.js: a Workbox-style cache expiration plugin. Each push caches a response for a
// new URL and records (url, timestamp) in an IndexedDB database like workbox-expiration's
// (store keyed by an id, indexes on cacheName and timestamp); beyond MAX_ENTRIES the oldest
// entries are found with a cursor over the timestamp index, deleted from the database and
// from the cache. Both outlive each push's context.
// Measures: IndexedDB cursors and the Cache API holding a bounded set: storage grows for the
// first MAX_ENTRIES pushes, then stays level.
// Expect: outcome modified every push; "entries" rising to 5 and staying there.
// memlab: --pushes 20
const CACHE_NAME = 'runtime-images';
const MAX_ENTRIES = 5;
const promisify = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});
const finished = (tx) => new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onabort = () => reject(tx.error); tx.onerror = () => reject(tx.error); });

function openExpirationDB() {
  const request = indexedDB.open('workbox-expiration', 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore('cache-entries', { keyPath: 'id' });
    store.createIndex('cacheName', 'cacheName', { unique: false });
    store.createIndex('timestamp', 'timestamp', { unique: false });
  };
  return promisify(request);
}

async function expireEntries(db) {
  const tx = db.transaction('cache-entries', 'readwrite');
  const index = tx.objectStore('cache-entries').index('timestamp');
  const expired = [];
  let kept = 0;
  await new Promise((resolve, reject) => {
    const request = index.openCursor(null, 'prev');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) { resolve(); return; }
      if (cursor.value.cacheName === CACHE_NAME) {
        if (kept < MAX_ENTRIES) kept++;
        else { expired.push(cursor.value.url); cursor.delete(); }
      }
      cursor.continue();
    };
  });
  await finished(tx);
  return expired;
}

self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const db = await openExpirationDB();
    const count = await promisify(db.transaction('cache-entries').objectStore('cache-entries').count());
    const url = `https://cdn.example.test/image-${count + 1}-${Date.now()}.png`;
    const cache = await caches.open(CACHE_NAME);
    await cache.put(url, new Response(new Uint8Array(4096).fill(count % 256), { headers: { 'content-type': 'image/png' } }));
    const tx = db.transaction('cache-entries', 'readwrite');
    tx.objectStore('cache-entries').put({ id: `${CACHE_NAME}|${url}`, cacheName: CACHE_NAME, url, timestamp: Date.now() + count });
    await finished(tx);
    const expired = await expireEntries(db);
    for (const old of expired) await cache.delete(old);
    const entries = (await cache.keys()).length;
    db.close();
    console.log(`entries ${entries} expired ${expired.length}`);
    await self.registration.showNotification('Images refreshed', { body: `${entries} cached` });
  })());
});
