// Install's waitUntil promise rejects: the worker is redundant; activate never runs.
self.addEventListener('install', (e) => e.waitUntil(new Promise((resolve, reject) => setTimeout(() => reject(new TypeError('precache failed')), 1))));
self.addEventListener('activate', () => console.log('activate ran'));
self.addEventListener('push', (e) => e.waitUntil(self.registration.showNotification('delivered')));
