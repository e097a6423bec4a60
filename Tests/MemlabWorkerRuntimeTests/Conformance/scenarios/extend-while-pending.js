// Scenario: waitUntil called in a later task (a timer) while another extend-lifetime promise of
// the event is still pending.
// Expected: accepted; the push is modified once both have settled.
addEventListener('push', (event) => {
  event.waitUntil(new Promise((resolve) => setTimeout(resolve, 20)));
  setTimeout(() => {
    try { event.waitUntil(self.registration.showNotification('later task')); console.log('later task: accepted'); }
    catch (error) { console.log('later task: ' + error.name); }
  }, 0);
});
