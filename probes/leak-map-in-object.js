// leak-map-in-object.js: a session cache that is an object holding a Map, keyed by push, whose
// entries hold each push's lines in an array; entries are added and never deleted.
// Measures: a leak through an array in a Map in an object (the shape of many real caches).
// Expect: verdict leaking with --isolation none; growing classes Object and Array (one each
// per push: the entry and its lines) and the strings in the lines.
// memlab: --pushes 60 --isolation none
globalThis.sessionCache = globalThis.sessionCache || { byPush: new Map() };

self.addEventListener('push', (event) => {
  const key = `push-${sessionCache.byPush.size + 1}`;
  const lines = [];
  for (let i = 0; i < 50; i++) lines.push(`${key} line ${i}`);
  sessionCache.byPush.set(key, { received: Date.now(), lines });
  event.waitUntil(self.registration.showNotification('cached', { body: `${sessionCache.byPush.size} sessions` }));
});
