// Scenario: waitUntil gets a promise that never settles and no timer is left.
// Expected: reason unsettled, eventLoop noTimersLeft.
addEventListener('push', (event) => {
  event.waitUntil(new Promise(() => {}));
  setTimeout(() => console.log('the only timer ran'), 1);
});
