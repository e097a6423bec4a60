// timer-pending.js: a handler that never settles its waitUntil while a timer stays pending:
// it waits for a "server acknowledgement" that never arrives, polling every second.
// Measures: the expiry path (like serviceExtensionTimeWillExpire), and that pending timers
// are cancelled and released when the context is torn down.
// Expect: run with --expire 2: outcome original content (expired); the worker is killed.
// memlab: --expire 2 --expect expired
self.addEventListener('push', (event) => {
  event.waitUntil(new Promise((resolve) => {
    const poll = () => { if (globalThis.acknowledged) resolve(); else setTimeout(poll, 1000); };
    poll();
  }));
});
