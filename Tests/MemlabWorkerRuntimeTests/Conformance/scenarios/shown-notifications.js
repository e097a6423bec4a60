// Notifications shown outlive the push and its context, as on a device (Notifications API:
// "show steps" replace a notification with the same tag; close() removes it). One worker, three
// pushes, each in a fresh context under the default isolation.
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const before = await self.registration.getNotifications();
    const titles = before.map((n) => n.title).join(',');
    const push = before.length === 0 ? 1 : before.some((n) => n.title === 'second (tag a)') ? 3 : 2;
    console.log(`push ${push} sees [${titles}]`);
    if (push === 1) {
      await self.registration.showNotification('first (tag a)', { tag: 'a', body: 'one', data: { n: 1 } });
      await self.registration.showNotification('untagged', { body: 'stays' });
      await self.registration.showNotification('closes', { tag: 'c' });
      const shown = await self.registration.getNotifications({ tag: 'c' });
      shown[0].close();
    } else if (push === 2) {
      const tagged = await self.registration.getNotifications({ tag: 'a' });
      console.log(`tag a: ${tagged.length} ${tagged[0].title} data ${JSON.stringify(tagged[0].data)} ${tagged[0] instanceof Notification}`);
      await self.registration.showNotification('second (tag a)', { tag: 'a', body: 'replaces' });
    } else {
      await self.registration.showNotification('third');
    }
  })());
});
