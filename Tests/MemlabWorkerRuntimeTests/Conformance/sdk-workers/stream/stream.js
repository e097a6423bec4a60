// One notification a push, from that push's payload.
self.addEventListener('push', (event) => {
  const message = event.data.json();
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, tag: message.id }));
});
