// inbox.js (Tuesday: each message 48 KiB, not 16): keeps the last 20 messages in a global, as a long-lived worker's "recent" list does:
// it grows for 20 pushes, then stays, well under its budget.
// memlab: --pushes 40 --isolation none --max-peak 12M
globalThis.inbox = globalThis.inbox || [];
self.addEventListener('push', (event) => {
  inbox.push(new Uint8Array(48 * 1024).fill(1));
  if (inbox.length > 20) inbox.shift();
  event.waitUntil(self.registration.showNotification('Inbox', { body: `${inbox.length} messages` }));
});
