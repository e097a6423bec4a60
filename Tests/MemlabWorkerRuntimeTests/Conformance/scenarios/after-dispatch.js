// Scenario: waitUntil called once dispatch is over and every extend-lifetime promise has settled
// (Service Workers, ExtendableEvent.waitUntil: "not active" then).
// Expected: InvalidStateError logged, and the push still modified.
addEventListener('push', (event) => {
  const shown = self.registration.showNotification('no waitUntil needed');
  const timer = new Promise((resolve) => setTimeout(resolve, 0));
  event.waitUntil(timer);
  // Three hops after the timer's promise settles: the event's pending count has dropped to 0 by then.
  timer.then(() => 0).then(() => 0).then(() => 0).then(() => {
    try { event.waitUntil(shown); console.log('waitUntil accepted'); }
    catch (error) { console.log('after dispatch: ' + error.name + ' ' + (error instanceof DOMException)); }
  });
});
