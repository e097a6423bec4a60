// leak-rate.js: leaks a known number of bytes per push into a global that survives across pushes,
// for measuring the leak detector: its sensitivity and how close its slope comes to the bytes kept.
// Payload: {"leakBytes": N} keeps one Uint8Array of N bytes every push: a leak as real handlers
//   make it (one cached object a push). What a push keeps is then N plus the object's own cost in
//   JavaScriptCore (its cell and the slot that holds it, 50-100 B, and the allocator's size class),
//   which is real memory: for N = 256 the footprint grows about 1.4 x N (bench/RESULTS.md).
// {"leakBytes": N, "chunkBytes": C} (C > N) keeps the same bytes in fewer objects: one array of C
//   bytes each time the pushes so far have owed C, so the object's cost is spread over C bytes and
//   the footprint grows by N a push on average, within a few percent.
// Measures: detection of a known leak rate (bench/leaks.py drives it from 0.25 to 64 KiB/push).
// Expect: with --isolation none and {"leakBytes": 1024}: leaking at about 1.2 KiB per push
// (1 KiB a push and each array's cost); with {"leakBytes": 1024, "chunkBytes": 4096}: about
// 1 KiB per push; with {"leakBytes": 0}: flat.
// memlab: --pushes 200 --isolation none --payload {"leakBytes":1024}
globalThis.kept = globalThis.kept || [];
globalThis.owed = globalThis.owed || 0;

self.addEventListener('push', (event) => {
  const { leakBytes = 1024, chunkBytes = 0 } = event.data ? event.data.json() : {};
  if (chunkBytes > leakBytes) {
    owed += leakBytes;
    while (owed >= chunkBytes) { kept.push(new Uint8Array(chunkBytes).fill(1)); owed -= chunkBytes; }
  } else if (leakBytes > 0) {
    kept.push(new Uint8Array(leakBytes).fill(1));
  }
  event.waitUntil(self.registration.showNotification('leak', { body: String(kept.length) }));
});
