// The Mozilla cookbook's push-quota pattern: install precaches an entry, the push reads it.
// Expected: install and activate completed, every push modified with the cached value, and the
// lifecycle's events seen in order (skipWaiting and clients.claim resolve as on a first registration).
self.addEventListener('install', (e) => {
  console.log('install ' + (e instanceof ExtendableEvent) + ' ' + e.isTrusted);
  e.waitUntil(self.skipWaiting().then(() =>
    caches.open('v1').then((c) => c.put('visible', new Response(JSON.stringify({ x: 1 }))))));
});
self.onactivate = (e) => {
  console.log('activate ' + (typeof ServiceWorkerGlobalScope.prototype.skipWaiting));
  e.waitUntil(clients.claim());
};
self.addEventListener('push', (e) => {
  e.waitUntil(caches.open('v1').then((c) => c.match('visible')).then((r) => r.json())
    .then((v) => self.registration.showNotification('cached ' + v.x)));
});
