// notify.js: the simplest realistic push handler. It parses the payload with
// e.data.json() and shows one notification from it, inside waitUntil.
// Measures: the cost of the runtime plus one small JSON parse and one
// notification; the footprint after the push should sit within a few hundred
// kB of the baseline, and the outcome should be "modified". Without a payload
// (or with a payload that is not JSON) it falls back to a generic text, so the
// outcome stays "modified".
self.addEventListener('push', (event) => {
  let message = { title: 'New notification', body: '' };
  if (event.data) {
    try { message = Object.assign(message, event.data.json()); }
    catch (error) { message.body = event.data.text(); }
  }
  event.waitUntil(self.registration.showNotification(String(message.title), {
    body: String(message.body),
    tag: message.tag || 'message',
    data: { url: message.url || '/' },
    timestamp: Date.now(),
  }));
});
