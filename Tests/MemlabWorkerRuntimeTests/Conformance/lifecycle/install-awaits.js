// waitUntil after an await in the install listener (the microtask checkpoint after the callback).
self.addEventListener('install', async (e) => {
  await null;
  e.waitUntil(new Promise((resolve) => setTimeout(resolve, 5)).then(() => console.log('install settled')));
});
self.addEventListener('push', (e) => e.waitUntil(self.registration.showNotification('delivered')));
