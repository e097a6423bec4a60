// Scenario: waitUntil called synchronously while the event is dispatched.
// Expected: accepted; the push is modified.
addEventListener('push', (event) => {
  try { event.waitUntil(self.registration.showNotification('sync')); console.log('sync: accepted'); }
  catch (error) { console.log('sync: ' + error.name); }
});
