// Scenario: a waitUntil promise rejects (after a timer), although a notification was shown.
// Expected: reason waituntil-rejected, with the rejection's message.
addEventListener('push', (event) => {
  event.waitUntil(self.registration.showNotification('shown anyway'));
  event.waitUntil(new Promise((resolve, reject) => setTimeout(() => reject(new Error('rejected on purpose')), 5)));
});
