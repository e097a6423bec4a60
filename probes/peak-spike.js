// peak-spike.js: on every fifth push, decodes a large batch into 8 MiB of typed arrays, uses it and
// drops it before the push ends, as a handler that downloads and unpacks an attachment does.
// Measures: the peak inside a push, which jetsam kills on, against the after-GC sample, which
// shows only what the push kept.
// Expect: modified; flat (it keeps nothing); the after-GC footprint stays near clean.js's while
// every fifth push's peak is about 8 MiB higher, and the summary's lowest headroom is at push 5.
// memlab: --pushes 10 --isolation none
let delivered = 0;
self.addEventListener('push', (event) => {
  delivered += 1;
  let checksum = 0;
  if (delivered % 5 === 0) {
    const batch = [];
    for (let i = 0; i < 32; i++) batch.push(new Uint8Array(256 * 1024).fill(i));
    for (let i = 0; i < batch.length; i++) checksum += batch[i][i];
  }
  event.waitUntil(self.registration.showNotification('batch', { body: `push ${delivered}, checksum ${checksum}` }));
});
