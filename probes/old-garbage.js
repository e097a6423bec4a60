// old-garbage.js: a handler that keeps 10 MiB of state for the life of its process (a message
// store loaded at start) and rebuilds a 3 MiB per-conversation cache on every push, replacing the
// previous one, yielding to the event loop (a timer) after each 1 MiB step.
// Measures: whether garbage left by earlier pushes is collected before the ceiling when nothing
// forces a collection between pushes (--mode device, --gap 0). Each dropped cache survived the
// eden collections of its own push (it was reachable then), so it is old-generation garbage, and
// only a full collection frees it; JavaScriptCore starts one when the old generation has grown to
// about twice its budget since the last full collection (heap growth factor 2 for a small heap,
// sized for RAM, not for a 24 MiB limit), and its GC timers only fire while the worker waits out
// a --gap.
// Expect: in --mode device with --gap 0, every push after the first passes 80 % of the limit
// (19.2 MiB); without --on-warning the footprint climbs 19, 22, 23 MiB and a push is killed at
// the ceiling every few pushes (measured: 2 kills in 12 pushes, first at push 5, in 2 of 2 runs);
// with --on-warning gc the collection at the warning gives back the previous cache (3.0 MiB) and
// every push ends modified at 18.9 MiB. In measure mode (a full collection after every push) it
// stays at 18.9 MiB. The header answers the warning, so every push must end modified;
// `--on-warning none` on the command line shows the kills.
// memlab: --mode device --isolation none --pushes 12 --on-warning gc
const store = [];
for (let i = 0; i < 10; i++) {
  const page = new Uint8Array(1 << 20);
  page.fill(3);
  store.push(page);
}
let cache = null;
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 1));
self.addEventListener('push', (event) => {
  event.waitUntil((async () => {
    cache = [];
    for (let step = 0; step < 3; step++) {
      const entry = new Uint8Array(1 << 20);
      entry.fill(step + 1);
      cache.push(entry);
      await nextTurn();
    }
    await self.registration.showNotification('conversation', { body: cache.length + ' MiB cached, ' + store.length + ' MiB stored' });
  })());
});
