// alloc.js: allocates what the push asks for, then shows a notification.
// Measures: with `memlab limit probes/alloc.js`, the largest {"bytes": N} whose push still
// completes under the ceiling (about the limit minus the baseline, minus JSC's own overhead).
// Expect: `memlab run probes/alloc.js --payload '{"bytes":1048576}'` → modified.
// memlab: --payload {"bytes":1048576}
self.addEventListener('push', (event) => {
  const { bytes = 0 } = event.data ? event.data.json() : {};
  const block = new Uint8Array(bytes);
  // Touch every page: untouched pages are not part of the footprint on Linux or iOS.
  for (let offset = 0; offset < bytes; offset += 4096) block[offset] = 1;
  event.waitUntil(self.registration.showNotification('allocated', { body: `${block.length} bytes` }));
});
