// churn.js: garbage churn with nothing retained: each push builds and drops about 4 MiB of
// short-lived objects and strings. Modelled on mono #7597: does the GC run before the ceiling?
// Measures: whether transient garbage is collected in time and the footprint returns.
// Expect: every push modified, nothing retained. The verdict is flat, or saturating when
// JSC's allocator keeps an extra few MiB of freed pages for the rest of the run (measured:
// the footprint after a full GC sits at ~11.4 MiB or ~15.2 MiB); never leaking.
// memlab: --pushes 60
self.addEventListener('push', (event) => {
  let checksum = 0;
  for (let round = 0; round < 64; round++) {
    const batch = [];
    for (let i = 0; i < 1000; i++) batch.push({ id: i, text: 'message body ' + i + ' ' + round });
    checksum += batch.length;
  }
  event.waitUntil(self.registration.showNotification('churned', { body: String(checksum) }));
});
