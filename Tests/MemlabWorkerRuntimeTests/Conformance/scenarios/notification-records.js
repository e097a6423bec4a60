// notification-records.js: a notification of each form showNotification hands the host (a title,
// a body and a tag only; more fields than those; the rich fields; options without a prototype
// while Object.prototype carries fields), whose records NotificationRecordTests pins byte for byte.
self.addEventListener('push', (event) => {
  const r = self.registration;
  event.waitUntil((async () => {
    await r.showNotification('short', { body: 'b', tag: 't' });
    await r.showNotification('untitled options');
    await r.showNotification(42, { body: 7 });
    await r.showNotification('more', { dir: 'rtl', lang: 'fr', renotify: true, tag: 'r', silent: false, requireInteraction: 1 });
    await r.showNotification('silent', { silent: true });
    await r.showNotification('rich', {
      icon: 'i.png', image: '/m.png', badge: 'https://cdn.example/b.png', vibrate: [1, '2', -1], timestamp: 5,
      data: { a: [1, 'x'] }, actions: [{ action: 'x', title: 'X', icon: 'x.png' }, { action: 'y', title: 'Y' }, { action: 'z', title: 'Z' }],
    });
    await r.showNotification('vibrate once', { vibrate: 200, timestamp: 'not a number' });
    const bare = Object.create(null);
    bare.body = 'own';
    Object.prototype.icon = 'inherited.png';
    Object.prototype.dir = 'rtl';
    Object.prototype.renotify = true;
    try { await r.showNotification('no prototype', bare); } finally {
      delete Object.prototype.icon; delete Object.prototype.dir; delete Object.prototype.renotify;
    }
    await r.showNotification('quotes " and \\ and\nlines', { body: '\u2603 \ud83d\ude00 \ud800 \u0001', tag: 'q' });
  })());
});
