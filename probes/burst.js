// burst.js: ten pushes in a burst into one warm worker, each building a notification from
// a small payload (deltachat-ios #3201: pushes arriving together).
// Measures: whether a warm process keeps returning to its level between pushes.
// Expect: every push modified, verdict flat (or insufficient with few pushes).
// memlab: --pushes 10 --payload {"title":"burst","body":"one of ten"}
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : { title: 'burst' };
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, tag: 'burst' }));
});
