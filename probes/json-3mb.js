// json-3mb.js: a ~3 MiB JSON document fetched, held as text and parsed (element-ios #3868:
// a large sync response parsed inside the extension).
// Measures: the cost of text + parsed object graph at once.
// Expect: killed at the ceiling under --limit 24M in a fresh worker: the bytes, the decoded
// string and the parsed object graph together need more than 24 MiB (the finding of
// element-ios #3868). Under --limit 64M: modified, flat across pushes.
// memlab: --pushes 10 --expect killed
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    const response = await fetch('sync-3mb.json');
    const text = await response.text();
    const sync = JSON.parse(text);
    const events = Object.values(sync.rooms.join)[0].timeline.events;
    memlab.checkpoint(text.length);
    const last = events[events.length - 1];
    await self.registration.showNotification(last.sender, { body: last.content.body.slice(0, 80) });
  })());
});
