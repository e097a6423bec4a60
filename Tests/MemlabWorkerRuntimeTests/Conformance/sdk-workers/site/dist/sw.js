// The real worker, built into dist/ of the site.
self.addEventListener('push', (event) => {
  const message = event.data.json();
  event.waitUntil(self.registration.showNotification(message.title, { body: `from ${self.location.pathname} in ${self.registration.scope}` }));
});
