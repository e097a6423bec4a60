// leak-1m.js: keeps 1 MiB of every push in a global, as a cache that is never trimmed: a reused
// extension process runs out after some pushes (docs/device.md's example of the two modes).
// memlab: --pushes 60 --isolation none
const kept = [];
self.addEventListener('push', (event) => {
  const chunk = new Uint8Array(1 << 20);
  chunk.fill(7);
  kept.push(chunk);
  event.waitUntil(self.registration.showNotification('push ' + kept.length));
});
