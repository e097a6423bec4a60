// The install listener throws: the worker is redundant.
self.oninstall = () => { throw new RangeError('install listener failed'); };
self.addEventListener('push', (e) => e.waitUntil(self.registration.showNotification('delivered')));
