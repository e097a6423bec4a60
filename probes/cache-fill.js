// cache-fill.js: a bounded cache: every push adds 64 KiB until 40 entries are held, then the
// oldest entry is evicted. Memory grows for the first 40 pushes, then stays level.
// Measures: the saturating verdict (growth that stops), as opposed to a leak.
// Expect: verdict saturating, with --isolation none and enough pushes after warm-up.
// memlab: --pushes 120 --isolation none --warmup 3
const CAPACITY = 40;
globalThis.cache = globalThis.cache || [];

self.addEventListener('push', (event) => {
  cache.push(new Uint8Array(64 * 1024).fill(1));
  if (cache.length > CAPACITY) cache.shift();
  event.waitUntil(self.registration.showNotification('cached', { body: `${cache.length} entries` }));
});
