// Scenario: waitUntil called after `await` of a resolved value in the listener: the microtask
// checkpoint after the listener callback runs while the event is still being dispatched (HTML),
// so the event is still active. A second listener runs after the first one's microtasks.
// Expected: accepted; the push is modified; the first listener's continuation ran before the second listener.
const order = [];
addEventListener('push', async (event) => {
  const data = await event.data.json();
  try { event.waitUntil(self.registration.showNotification(data.title)); order.push('first continued'); console.log('await: accepted'); }
  catch (error) { console.log('await: ' + error.name); }
});
addEventListener('push', (event) => {
  order.push('second called');
  queueMicrotask(() => {
    try { event.waitUntil(Promise.resolve()); console.log('microtask: accepted'); }
    catch (error) { console.log('microtask: ' + error.name); }
    console.log('order: ' + order.join(', '));
  });
});
