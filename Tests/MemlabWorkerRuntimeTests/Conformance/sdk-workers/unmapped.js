// An SDK loaded from a CDN that no --mirror serves.
importScripts('https://cdn.unmapped.example/sdk/v3/sdk.js');
self.addEventListener('push', (event) => event.waitUntil(self.registration.showNotification('never')));
