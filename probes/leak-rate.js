// leak-rate.js: leaks exactly the number of bytes the payload asks for on every push, into a
// global that survives across pushes, for measuring the leak detector's sensitivity.
// Measures: detection of a known leak rate (bench/leaks.py drives it from 0.25 to 4 KiB/push).
// Expect: with --isolation none and {"leakBytes": 1024}: leaking at about 1 KiB per push;
// with {"leakBytes": 0}: flat.
// memlab: --pushes 200 --isolation none --payload {"leakBytes":1024}
globalThis.kept = globalThis.kept || [];

self.addEventListener('push', (event) => {
  const { leakBytes = 1024 } = event.data ? event.data.json() : {};
  // Many small arrays rather than one: a leak as real handlers make it (cached objects).
  if (leakBytes > 0) kept.push(new Uint8Array(leakBytes).fill(1));
  event.waitUntil(self.registration.showNotification('leak', { body: String(kept.length) }));
});
