// leak-listener.js: a handler that adds a `notificationclick` listener on every push (meant to be
// added once, at the top level) and never removes it; each listener closes over the push's data.
// Measures: a leak through event listeners added every push.
// Expect: verdict leaking with --isolation none; growing classes Function and JSLexicalEnvironment
// (one each per push: the listener and its scope).
// memlab: --pushes 60 --isolation none
self.addEventListener('push', (event) => {
  const received = { at: Date.now(), text: 'x'.repeat(256) + String(Math.random()) };
  self.addEventListener('notificationclick', () => received.at);
  event.waitUntil(self.registration.showNotification('listening', { body: received.text.slice(0, 16) }));
});
