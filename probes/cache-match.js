// cache-match.js: a worker that precaches its notification template, as a Workbox precache or a
// tutorial worker does: the first push fetches config.json from the fixtures into the Cache
// API; every later push matches it from the cache (no fetch) and builds its notification from
// it. The cache lives in the worker's store, outliving each push's context.
// Measures: the Cache API's cost per push, and a cached body counted once in storageBytes.
// Expect: outcome modified every push; push 1 logs "fetched", later pushes "cached".
// memlab: --pushes 10
const CACHE = 'precache-v1';
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    let response = await cache.match('config.json');
    let source = 'cached';
    if (!response) {
      await cache.add('config.json');
      response = await cache.match('config.json');
      source = 'fetched';
    }
    const config = await response.json();
    console.log(`${source} ${Object.keys(config).length} keys`);
    await self.registration.showNotification(config.defaultTitle || 'Update', { body: source });
  })());
});
