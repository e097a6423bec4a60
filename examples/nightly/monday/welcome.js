// welcome.js: one notification from the payload's title and body (the README's nightly example).
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : { title: 'Welcome', body: '' };
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body }));
});
