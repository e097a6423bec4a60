// churn.js: garbage churn with nothing retained: each push builds and drops about 4 MiB of
// short-lived objects and strings. Modelled on mono #7597: does the GC run before the ceiling?
// Measures: whether transient garbage is collected in time and the footprint returns.
// Expect: every push modified, nothing retained, verdict flat (memlab samples after a full GC
// and a release of the allocator's free pages; without that release the footprint after a
// push sat at 11.4 or 15.2 MiB at random).
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
