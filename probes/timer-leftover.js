// timer-leftover.js: a handler that shows its notification at once but leaves a setInterval
// running (a "retry sync" that is never cleared), holding a 16 KiB buffer in its closure.
// Measures: timers left pending across pushes. With --isolation none (one long-lived context)
// every push adds a live interval and its buffer: timersPending grows by one per push and the
// verdict is leaking (~16 KiB per push). With the default per-push contexts, teardown cancels
// and releases them: flat. The header keeps the default (flat); a suite that should show the
// leak runs it with --isolation none.
// memlab: --pushes 60
self.addEventListener('push', (event) => {
  const pending = new Uint8Array(16 * 1024).fill(3);
  setInterval(() => { pending[0]++; }, 60_000);
  event.waitUntil(self.registration.showNotification('synced', { body: 'retrying in the background' }));
});
