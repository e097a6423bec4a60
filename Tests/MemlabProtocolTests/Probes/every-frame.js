// The contract test's probe: one push that makes every frame a push can make.
// console (two levels), checkpoint (a number and NaN), uncaught (a timer that throws),
// notification (a small one with nested data), oversized (a notification with a 70 KiB body) and
// port-messages (a message to memlab.parentPort); before the push, lifecycle (an install
// listener: install and activate).
self.addEventListener('install', (event) => event.waitUntil(Promise.resolve()));
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  console.log('contract console line', message.title);
  console.warn('second level', 2);
  memlab.checkpoint(4096);
  memlab.checkpoint(NaN);
  memlab.parentPort.postMessage({ contract: 'port', n: 2 });
  setTimeout(() => { throw new TypeError('contract uncaught'); }, 0);
  event.waitUntil((async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await self.registration.showNotification(message.title || 'contract', {
      body: 'small', data: { n: 1, pi: 3.25, ok: true, none: null, list: [1, 'two', { deep: -7 }] },
    });
    await self.registration.showNotification('big', { body: 'x'.repeat(70 * 1024) });
  })());
});
