// Scenario: waitUntil called after dispatch finished with nothing pending.
// Expected: InvalidStateError logged, and the push still modified.
addEventListener('push', (event) => {
  self.registration.showNotification('no waitUntil needed');
  queueMicrotask(() => {
    try { event.waitUntil(Promise.resolve()); console.log('waitUntil accepted'); }
    catch (error) { console.log('after dispatch: ' + error.name + ' ' + (error instanceof DOMException)); }
  });
});
