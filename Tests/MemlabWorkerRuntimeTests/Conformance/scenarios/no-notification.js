// Scenario: the handler settles without showing anything. Expected: reason no-notification.
addEventListener('push', (event) => { event.waitUntil(Promise.resolve()); });
