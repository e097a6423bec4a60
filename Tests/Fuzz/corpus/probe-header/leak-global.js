// leak-global.js: a handler that keeps 32 KiB of every push in a global cache that is never
// trimmed, the way a "recent messages" array grows in a long-lived service worker.
// Measures: leak detection. Run with --isolation none (one context for all pushes, so the
// global survives); with the default per-push contexts the cache dies with each context.
// Expect: verdict leaking at about 32 KiB per push (the designed rate), no contexts retained.
// memlab: --pushes 100 --isolation none
const LEAK_BYTES_PER_PUSH = 32 * 1024;
globalThis.recent = globalThis.recent || [];

self.addEventListener('push', (event) => {
  // fill() dirties every page: only dirty memory counts in the footprint.
  recent.push(new Uint8Array(LEAK_BYTES_PER_PUSH).fill(7));
  event.waitUntil(self.registration.showNotification('kept', { body: `${recent.length} kept` }));
});
