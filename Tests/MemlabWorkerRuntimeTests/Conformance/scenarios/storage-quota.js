// Writes until the storage quota refuses: the request fails with QuotaExceededError and its
// transaction aborts, leaving what earlier transactions committed.
const promised = (request) => new Promise((resolve, reject) => { request.onsuccess = () => resolve(request.result); request.onerror = () => reject(request.error); });
addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const open = indexedDB.open('quota', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('s');
    const db = await promised(open);
    const first = db.transaction('s', 'readwrite');
    first.objectStore('s').put('a'.repeat(10000), 'small');
    await new Promise((resolve) => { first.oncomplete = resolve; });
    const big = db.transaction('s', 'readwrite');
    const request = big.objectStore('s').put('b'.repeat(200000), 'big');
    const error = await new Promise((resolve) => { request.onerror = () => resolve(request.error); request.onsuccess = () => resolve(null); });
    const ended = await new Promise((resolve) => { big.onabort = () => resolve('abort'); big.oncomplete = () => resolve('complete'); });
    const keys = await promised(db.transaction('s').objectStore('s').getAllKeys());
    let cacheError = 'none';
    try { await (await caches.open('q')).put('https://example.test/big', new Response('c'.repeat(200000))); } catch (e) { cacheError = e.name; }
    console.log(`put: ${error && error.name}, transaction: ${ended}, keys: ${keys.join(',')}, cache: ${cacheError}`);
    await self.registration.showNotification('quota');
  })());
});
