// clean.js: a well-behaved handler: parse the payload, show a notification, keep nothing.
// Measures: the runtime's own per-push cost with nothing retained by the handler.
// Expect: verdict flat, no contexts retained, every push modified.
// memlab: --pushes 100 --payload {"title":"Hello","body":"You have mail"}
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : { title: 'Hello' };
  const lines = [];
  for (let i = 0; i < 200; i++) lines.push(`${message.body || ''} #${i}`);
  event.waitUntil(self.registration.showNotification(message.title, { body: lines[lines.length - 1], tag: 'mail' }));
});
