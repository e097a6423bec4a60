// Activate's waitUntil promise rejects: recorded, but the worker is activated all the same.
self.addEventListener('activate', (e) => e.waitUntil(Promise.reject(new Error('activate failed'))));
self.addEventListener('push', (e) => e.waitUntil(self.registration.showNotification('delivered')));
