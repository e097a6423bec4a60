// Scenario (--isolation none): the first push's event.data is kept unread; the third push
// (whose payload differs) reads it: it must still be the first push's payload.
let first = null;
let pushes = 0;
addEventListener('push', (event) => {
  pushes++;
  if (pushes === 1) first = event.data;
  if (pushes === 3) console.log('kept: ' + first.text() + ', kept bytes: ' + first.bytes().length + ', now: ' + event.data.text());
  event.waitUntil(self.registration.showNotification('kept'));
});
