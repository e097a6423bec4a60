// Scenario: the push settles while timers are still pending. Expected: modified,
// timersPending 2, and neither timer ever runs (they are cancelled at teardown).
addEventListener('push', (event) => {
  setTimeout(() => console.log('late timeout ran'), 200);
  setInterval(() => console.log('late interval ran'), 150);
  event.waitUntil(self.registration.showNotification('settled early'));
});
