// 10,000 untagged notifications: the host keeps the newest within its bound (a device trims
// its notification centre too), the oldest are dropped, and the worker is not killed for it.
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    for (let i = 0; i < 10000; i++) await self.registration.showNotification('n', { body: `#${i}` });
    const shown = await self.registration.getNotifications();
    console.log(`kept ${shown.length > 100 && shown.length < 10000}, newest ${shown[shown.length - 1].body}, oldest dropped ${shown[0].body !== '#0'}`);
  })());
});
